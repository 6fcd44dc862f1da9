import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  payments,
  registrationHistory,
  registrations,
  registrationStatuses,
  trainingSessions,
  type RegistrationStatus,
} from "../../../../db/schema";
import { parseCourseId } from "~/features/catalog/course-queries.server";
import type { Lang } from "~/lib/language";
import {
  dayFrom,
  idFrom,
  oneOf,
  pageFrom,
  pageWindow,
  sortFrom,
  textFrom,
  type ListSort,
} from "../shared/list-query";
import { shownPaymentStatuses, type ShownPaymentStatus } from "../shared/shown-payment-status";

export const REGISTRATIONS_PAGE_SIZE = 25;

/** The columns the list sorts by (`?sort=`), each one index-friendly (migration 0009). */
export const registrationSortColumns = [
  "name",
  "course",
  "session",
  "status",
  "payment",
  "registered",
] as const;
export type RegistrationSortColumn = (typeof registrationSortColumns)[number];
export const DEFAULT_REGISTRATION_SORT: ListSort<RegistrationSortColumn> = {
  column: "registered",
  direction: "desc",
};

export interface RegistrationFilters {
  page: number;
  course: number | null;
  session: number | null;
  status: RegistrationStatus | null;
  /** A stored payment status, or "refund-requested" (paid, money owed back: the staff's queue). */
  payment: ShownPaymentStatus | null;
  /** Registered on or after this day, on or before `to` (YYYY-MM-DD, Conakry = UTC). */
  from: string | null;
  to: string | null;
  /** A part of the name or e-mail address. */
  q: string | null;
  sort: ListSort<RegistrationSortColumn>;
}

/** The list's state from the URL; anything malformed is no filter (page 1, newest first). */
export function registrationFiltersFrom(url: URL): RegistrationFilters {
  return {
    page: pageFrom(url),
    course: idFrom(url, "course"),
    session: idFrom(url, "session"),
    status: oneOf(registrationStatuses, url.searchParams.get("status")),
    payment: oneOf(shownPaymentStatuses, url.searchParams.get("payment")),
    from: dayFrom(url, "from"),
    to: dayFrom(url, "to"),
    q: textFrom(url, "q", 100),
    sort: sortFrom(url, registrationSortColumns, DEFAULT_REGISTRATION_SORT),
  };
}

/** The filters as URL parameters (page and sort apart), for links that keep them. */
export function filterParams(filters: RegistrationFilters): Record<string, string | number | null> {
  return {
    course: filters.course,
    session: filters.session,
    status: filters.status,
    payment: filters.payment,
    from: filters.from,
    to: filters.to,
    q: filters.q,
  };
}

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

/** ORDER BY for a sort; the id last, so pages never overlap or skip a row. */
function ordering(sort: ListSort<RegistrationSortColumn>, lang: Lang): SQL[] {
  const way = sort.direction === "asc" ? asc : desc;
  const nulls = sort.direction === "asc" ? sql`nulls last` : sql`nulls first`;
  const byColumn: Record<RegistrationSortColumn, SQL[]> = {
    name: [way(registrations.lastName), way(registrations.firstName)],
    course: [way(sql`${courses.title} ->> ${lang}`)],
    session: [sql`${trainingSessions.startsAt} ${sort.direction === "asc" ? sql`asc` : sql`desc`} ${nulls}`],
    status: [way(registrations.status)],
    payment: [way(registrations.paymentStatus)],
    registered: [way(registrations.createdAt)],
  };
  return [...byColumn[sort.column], way(registrations.id)];
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

function selectRows(db: Database, filters: RegistrationFilters, lang: Lang) {
  return db
    .select(listColumns)
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(conditions(filters))
    .orderBy(...ordering(filters.sort, lang));
}

export type RegistrationListRow = Awaited<ReturnType<typeof selectRows>>[number];

/** One page of registrations, filtered and sorted in the database (the count without joins). */
export async function listRegistrations(
  db: Database,
  filters: RegistrationFilters,
  { lang = "fr", pageSize = REGISTRATIONS_PAGE_SIZE }: { lang?: Lang; pageSize?: number } = {},
) {
  const [counted] = await db.select({ n: count() }).from(registrations).where(conditions(filters));
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const rows = await selectRows(db, filters, lang).limit(pageSize).offset(offset);
  return { rows, total, page, pageCount };
}

export const EXPORT_BATCH_SIZE = 2_000;

/**
 * Every registration of the filtered list, in the list's order, read in batches (keyset on the
 * list's order would need one cursor per sort; offsets over a few batches cost little).
 */
export async function* exportRegistrationRows(
  db: Database,
  filters: RegistrationFilters,
  { lang = "fr", batchSize = EXPORT_BATCH_SIZE }: { lang?: Lang; batchSize?: number } = {},
): AsyncGenerator<RegistrationListRow[]> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await selectRows(db, filters, lang).limit(batchSize).offset(offset);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
  }
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
  const id = parseCourseId(param);
  const found = id === null ? null : await registrationDetail(db, id);
  return found && id !== null ? { id, found } : null;
}
