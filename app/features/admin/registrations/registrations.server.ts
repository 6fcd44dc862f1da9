import { rowId } from "~/lib/route-params";
import { and, asc, count, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  payments,
  registrationHistory,
  registrations,
  registrationStatuses,
  trainingSessions,
} from "../../../../db/schema";
import type { Lang } from "~/lib/language";
import { defineAdminList, listFilter, type ListCursor, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import {
  keysetBatches,
  keysetPage,
  sortKey,
  type KeysetSort,
  type SortKey,
} from "../shared/list-paging.server";
import { shownPaymentStatuses, type ShownPaymentStatus } from "../shared/shown-payment-status";

/**
 * The registrations list: its filters, its sorts (each one index-friendly, migration 0009) and
 * its keyset pages of 25 (the list grows without bound; the CSV export reads it all by keyset).
 */
export const registrationList = defineAdminList({
  filters: {
    course: listFilter.id(),
    session: listFilter.id(),
    status: listFilter.oneOf(registrationStatuses),
    /** A stored payment status, or "refund-requested" (paid, money owed back: the staff's queue). */
    payment: listFilter.oneOf(shownPaymentStatuses),
    /** Registered on or after this day, on or before `to` (YYYY-MM-DD, Conakry = UTC). */
    from: listFilter.day(),
    to: listFilter.day(),
    /** A part of the name or e-mail address, or a payment reference. */
    q: listFilter.text(100),
  },
  sort: {
    columns: ["name", "course", "session", "status", "payment", "registered"],
    default: { column: "registered", direction: "desc" },
  },
  pageSize: 25,
  paging: "keyset",
});

export type RegistrationFilters = ListFilters<typeof registrationList.filters>;
export type RegistrationSortColumn = (typeof registrationList.sort.columns)[number];
export const REGISTRATIONS_PAGE_SIZE = registrationList.pageSize;

const DAY_MS = 86_400_000;

/** What the text search looks in; the same expression as the index registrations_search_trgm_idx. */
const searchText = sql`(${registrations.firstName} || ' ' || ${registrations.lastName} || ' ' || ${registrations.firstName} || ' ' || ${registrations.email})`;

/** LIKE's wildcards taken literally: a search for "50%" finds "50%". */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Paid, and the money owed back: a refund request not yet refunded (shown-payment-status.ts). */
export const refundRequested = and(
  eq(registrations.paymentStatus, "paid"),
  isNotNull(registrations.refundRequestedAt),
)!;

/** The payment filter: "paid" leaves out the paid registrations whose refund is requested. */
function paymentCondition(payment: ShownPaymentStatus): SQL {
  if (payment === "refund-requested") return refundRequested;
  if (payment === "paid")
    return and(eq(registrations.paymentStatus, "paid"), isNull(registrations.refundRequestedAt))!;
  return eq(registrations.paymentStatus, payment);
}

function conditions(filters: RegistrationFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.course) where.push(eq(registrations.courseId, filters.course));
  if (filters.session) where.push(eq(registrations.sessionId, filters.session));
  if (filters.status) where.push(eq(registrations.status, filters.status));
  if (filters.payment) where.push(paymentCondition(filters.payment));
  if (filters.from) where.push(gte(registrations.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    where.push(lt(registrations.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  // "Awa Diallo Awa awa@example.com" holds the name in both orders and the address: one
  // expression, which migration 0009's trigram index answers (a substring, any case).
  // A payment reference (from a bank statement) finds its registration too.
  if (filters.q)
    where.push(
      or(
        ilike(searchText, likeText(filters.q)),
        eq(registrations.paymentReference, filters.q.trim().toUpperCase()),
      )!,
    );
  return where.length ? and(...where) : undefined;
}

/** The keys of each sort, the id last so that no two rows tie and pages never overlap or skip. */
function sortKeys(column: RegistrationSortColumn, lang: Lang): SortKey[] {
  const byColumn: Record<RegistrationSortColumn, SortKey[]> = {
    name: [sortKey.text(registrations.lastName), sortKey.text(registrations.firstName)],
    // A title without this language's text sorts by its French one.
    course: [sortKey.text(sql`coalesce(${courses.title} ->> ${lang}, ${courses.title} ->> 'fr', '')`)],
    // Registrations without a session come last going up, first going down.
    session: [
      sortKey.integer(sql`(${trainingSessions.startsAt} is null)::int`),
      sortKey.timestamp(sql`coalesce(${trainingSessions.startsAt}, 'epoch'::timestamptz)`),
    ],
    status: [sortKey.text(registrations.status)],
    payment: [sortKey.text(registrations.paymentStatus)],
    registered: [sortKey.timestamp(registrations.createdAt)],
  };
  return [...byColumn[column], sortKey.integer(registrations.id)];
}

const listColumns = {
  id: registrations.id,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  phone: registrations.phone,
  company: registrations.company,
  status: registrations.status,
  paymentStatus: registrations.paymentStatus,
  refundRequestedAt: registrations.refundRequestedAt,
  paymentReference: registrations.paymentReference,
  createdAt: registrations.createdAt,
  courseTitle: courses.title,
  sessionId: registrations.sessionId,
  startsAt: trainingSessions.startsAt,
  timeZone: trainingSessions.timeZone,
  city: trainingSessions.city,
};

/** The list's columns, with the sort keys a cursor is made of. */
function selectRows(db: Database, cursorKeys: SQL<string[]>) {
  return db
    .select({ ...listColumns, cursorKeys })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId));
}

export type RegistrationListRow = Omit<Awaited<ReturnType<typeof selectRows>>[number], "cursorKeys">;

/** The filtered list in a sort's order, as the keyset pages and the export read it. */
function sorted(
  db: Database,
  filters: RegistrationFilters,
  sort: ListSort<RegistrationSortColumn>,
  lang: Lang,
): KeysetSort<RegistrationListRow> {
  const where = conditions(filters);
  return {
    keys: sortKeys(sort.column, lang),
    direction: sort.direction,
    rows: (query) =>
      selectRows(db, query.cursorKeys)
        .where(and(where, query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit),
  };
}

/** One keyset page of registrations, filtered and sorted in the database, with the filtered total. */
export async function listRegistrations(
  db: Database,
  state: { filters: RegistrationFilters; sort: ListSort<RegistrationSortColumn>; cursor: ListCursor | null },
  { lang = "fr", pageSize = registrationList.pageSize }: { lang?: Lang; pageSize?: number } = {},
) {
  const [[counted], page] = await Promise.all([
    db.select({ n: count() }).from(registrations).where(conditions(state.filters)),
    keysetPage(sorted(db, state.filters, state.sort, lang), state.cursor, pageSize),
  ]);
  return { ...page, total: counted?.n ?? 0 };
}

export const EXPORT_BATCH_SIZE = 2_000;

/** Every registration of the filtered list, in the list's order, read by keyset a batch at a time. */
export function exportRegistrationRows(
  db: Database,
  filters: RegistrationFilters,
  sort: ListSort<RegistrationSortColumn>,
  { lang = "fr", batchSize = EXPORT_BATCH_SIZE }: { lang?: Lang; batchSize?: number } = {},
): AsyncGenerator<RegistrationListRow[]> {
  return keysetBatches(sorted(db, filters, sort, lang), batchSize);
}

/** The courses to filter by, in id order. */
export async function courseChoices(db: Database) {
  return db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.id));
}

/** The sessions of a course to filter by (or move to), soonest first. */
export async function sessionChoices(db: Database, courseId: number) {
  return db
    .select({
      id: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
      status: trainingSessions.status,
      totalSeats: trainingSessions.totalSeats,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.courseId, courseId))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
}

/** A registration with its course, session, payments and history (oldest first), or null. */
export async function registrationDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      registration: registrations,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!row) return null;
  const [history, paid] = await Promise.all([
    db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, id))
      .orderBy(asc(registrationHistory.at), asc(registrationHistory.id)),
    db
      .select({
        id: payments.id,
        reference: payments.reference,
        provider: payments.provider,
        providerReference: payments.providerReference,
        amountMinor: payments.amountMinor,
        refundedMinor: payments.refundedMinor,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.registrationId, id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  return { ...row, history, payments: paid };
}

export type RegistrationDetail = NonNullable<Awaited<ReturnType<typeof registrationDetail>>>;

/** The registration a page's `:registrationId` names, with its detail; null when it names none. */
export async function registrationFromParam(
  db: Database,
  param: string | undefined,
): Promise<{ id: number; found: RegistrationDetail } | null> {
  const id = rowId(param);
  const found = id === null ? null : await registrationDetail(db, id);
  return found && id !== null ? { id, found } : null;
}
