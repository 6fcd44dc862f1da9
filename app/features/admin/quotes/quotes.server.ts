import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  companies,
  contactMessages,
  courses,
  quotes,
  trainingAgreements,
  trainingSessions,
  type Quote,
} from "../../../../db/schema";
import { saveQuoteDraft, sendQuote, type QuoteDraftInput } from "~/features/quotes/quotes.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { offsetPage } from "../shared/list-paging.server";

/** The statuses the list filters by: the stored ones, and "expired" (sent, past its date). */
export const listedStatuses = ["draft", "sent", "expired", "accepted", "refused"] as const;

/** The quotes for staff: searched by number or company, filtered by status; newest first, 25 a page. */
export const quoteList = defineAdminList({
  filters: { q: listFilter.text(), status: listFilter.oneOf(listedStatuses) },
  sort: {
    columns: ["created", "number", "company", "total", "validUntil"],
    default: { column: "created", direction: "desc" },
  },
  pageSize: 25,
  paging: "pages",
});

export type QuoteListFilters = ListFilters<typeof quoteList.filters>;
export type QuoteSortColumn = (typeof quoteList.sort.columns)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** "Today" as the validity dates read it: Conakry's day, whose clock is UTC. */
const today = (now: Date) => now.toISOString().slice(0, 10);

function statusCondition(status: QuoteListFilters["status"], now: Date): SQL | undefined {
  switch (status) {
    case null:
      return undefined;
    case "expired":
      return and(eq(quotes.status, "sent"), sql`${quotes.validUntil} < ${today(now)}`);
    case "sent":
      return and(eq(quotes.status, "sent"), sql`${quotes.validUntil} >= ${today(now)}`);
    default:
      return eq(quotes.status, status);
  }
}

/** One page of quotes with their company's name. */
export async function listAdminQuotes(
  db: Database,
  { filters, sort, page }: { filters: QuoteListFilters; sort: ListSort<QuoteSortColumn>; page: number },
  now = new Date(),
  pageSize = quoteList.pageSize,
) {
  const search = filters.q ? `%${escapeLike(filters.q)}%` : null;
  const where = and(
    search ? or(ilike(quotes.number, search), ilike(companies.legalName, search)) : undefined,
    statusCondition(filters.status, now),
  );
  const direction = sort.direction === "asc" ? asc : desc;
  const key: Record<QuoteSortColumn, SQL> = {
    created: sql`${quotes.createdAt}`,
    number: sql`${quotes.number}`,
    company: sql`lower(${companies.legalName})`,
    total: sql`${quotes.totalMinor}`,
    validUntil: sql`${quotes.validUntil}`,
  };
  const total = db
    .select({ n: count() })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(where)
    .then(([row]) => row?.n ?? 0);
  const rows = (limit: number, offset: number) =>
    db
      .select({ quote: quotes, company: companies.legalName })
      .from(quotes)
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .where(where)
      .orderBy(direction(key[sort.column]), desc(quotes.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total, page, pageSize, rows });
}

/** The audit entry's picture of a quote: its fields, without the timestamps and the token's hash. */
function quoteSnapshot(quote: Quote): Record<string, unknown> {
  const { createdAt, updatedAt, tokenHash, ...fields } = quote;
  void createdAt;
  void updatedAt;
  void tokenHash;
  return fields;
}

/** Creates or rewrites a draft, with its audit entry in the same transaction. */
export async function saveDraftAudited(
  db: Database,
  { id, input, actor }: { id: number | null; input: QuoteDraftInput; actor: AuditActor },
): Promise<Quote> {
  return db.transaction(async (tx) => {
    const { before, after } = await saveQuoteDraft(tx, { id, input, createdBy: actor.email });
    await recordAudit(tx, {
      actor,
      action: before ? "quote_update" : "quote_create",
      entityType: "quote",
      entityId: after.id,
      before: before ? quoteSnapshot(before) : null,
      after: quoteSnapshot(after),
    });
    return after;
  });
}

/** Sends a draft (number, frozen parties, token, e-mails), with its audit entry in the same transaction. */
export async function sendAudited(
  db: Database,
  { id, actor, siteUrl }: { id: number; actor: AuditActor; siteUrl: string },
) {
  return db.transaction(async (tx) => {
    const sent = await sendQuote(tx, id, { siteUrl });
    await recordAudit(tx, {
      actor,
      action: "quote_send",
      entityType: "quote",
      entityId: id,
      before: quoteSnapshot(sent.before),
      after: quoteSnapshot(sent.quote),
    });
    return sent;
  });
}

/** What the builder offers: the companies not merged, the published courses, and the public sessions ahead. */
export async function builderChoices(db: Database, now = new Date()) {
  const [companyRows, courseRows, sessionRows] = await Promise.all([
    db
      .select({ id: companies.id, legalName: companies.legalName, lang: companies.lang })
      .from(companies)
      .where(isNull(companies.mergedIntoId))
      .orderBy(asc(sql`lower(${companies.legalName})`))
      .limit(1000),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(isNull(courses.archivedAt))
      .orderBy(asc(courses.id)),
    db
      .select({
        id: trainingSessions.id,
        courseId: trainingSessions.courseId,
        startsAt: trainingSessions.startsAt,
        timeZone: trainingSessions.timeZone,
        city: trainingSessions.city,
        format: trainingSessions.format,
      })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.status, "scheduled"),
          isNull(trainingSessions.companyId),
          sql`${trainingSessions.startsAt} > ${now}`,
        ),
      )
      .orderBy(asc(trainingSessions.startsAt))
      .limit(500),
  ]);
  return { companies: companyRows, courses: courseRows, sessions: sessionRows };
}

export async function quoteById(db: Database, id: number): Promise<Quote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row ?? null;
}

/** The quote request a draft may start from: its facts, as the requester gave them. */
export async function quoteRequestById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.kind, "quote_request")));
  return row ?? null;
}

/** The intra session a draft made, to show its days and place again. */
export async function sessionOf(db: Database, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
  return row ?? null;
}

/** The agreement an accepted quote led to, if any. */
export async function agreementOfQuote(db: Database, quoteId: number) {
  const [row] = await db
    .select()
    .from(trainingAgreements)
    .where(eq(trainingAgreements.quoteId, quoteId))
    .orderBy(desc(trainingAgreements.id))
    .limit(1);
  return row ?? null;
}
