import { and, asc, eq, isNull } from "drizzle-orm";
import { localize } from "~/features/catalog/localize";
import { invoiceNumber, nextSequence } from "~/features/invoicing/issue.server";
import { companyParty, invoiceMentions, sellerParty } from "~/features/invoicing/mentions";
import { computeTotals, type TotalsLineInput } from "~/features/invoicing/totals";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { localizePath, type Lang } from "~/lib/language";
import { readContactSettings, readSeller, type SellerDetails } from "~/lib/settings.server";
import { wallClockInstant } from "~/lib/wall-clock";
import {
  companies,
  contactMessages,
  courses,
  defaultTimeZoneFor,
  quoteLines,
  quotes,
  trainingSessions,
  type Company,
  type Quote,
  type QuoteKind,
} from "../../../db/schema";
import type { Executor, Tx } from "~/features/invoicing/db-types";
import { documentTokenHash, newDocumentToken } from "~/features/agreements/online-acceptance.server";
import { MAX_QUOTE_PARTICIPANTS } from "./quote-amounts";
import { quoteEmail } from "./quote-email.server";
import { validityPassed } from "./quote-status";

/**
 * Quotes as staff build and send them. A draft changes freely (its lines and totals rewritten
 * together); sending numbers it `D-YYYY-NNNNNN` from the invoices' gapless counters, freezes the
 * seller and the buyer as printed, and e-mails the link whose token's SHA-256 alone is kept.
 */

export class QuoteError extends Error {
  constructor(
    readonly code:
      | "not_found"
      | "not_draft"
      | "company"
      | "course"
      | "session"
      | "no_session"
      | "no_lines"
      | "exempt_rate"
      | "dates"
      | "validity"
      | "participants",
    message: string,
  ) {
    super(message);
    this.name = "QuoteError";
  }
}

/** An intra-company session as the builder makes it: whole days at the place given. */
export interface IntraSessionInput {
  /** "YYYY-MM-DD", first and last day. */
  startDay: string;
  endDay: string;
  city: string;
}

export interface QuoteDraftInput {
  companyId: number;
  courseId: number;
  kind: QuoteKind;
  /** Inter: the public session whose seats it sells. */
  sessionId: number | null;
  /** Intra: the days and place of the company's own session, made or moved with the draft. */
  intra: IntraSessionInput | null;
  participants: number;
  currency: "EUR" | "GNF";
  lang: Lang;
  /** "YYYY-MM-DD". */
  validUntil: string;
  preferredDates: string | null;
  place: string | null;
  requestId: number | null;
  lines: TotalsLineInput[];
}

/** Where an intra session's days start and end, in its own zone. */
const DAY_START_MINUTES = 9 * 60;
const DAY_END_MINUTES = 17 * 60;

/**
 * The totals of a quote's lines with the seller's VAT rule: a seller whose training is exempt
 * quotes at 0 % only, with the exemption mention (the same rule and mentions as its invoices).
 */
export function quoteTotals(
  lines: readonly TotalsLineInput[],
  currency: "EUR" | "GNF",
  seller: Pick<SellerDetails, "vatExemptTraining">,
) {
  if (lines.length === 0) throw new QuoteError("no_lines", "a quote has at least one line");
  if (seller.vatExemptTraining && lines.some((line) => line.vatRateBasisPoints !== 0))
    throw new QuoteError("exempt_rate", "a VAT-exempt seller quotes its training at 0 %");
  return computeTotals(lines, currency);
}

async function activeCompany(tx: Tx, companyId: number) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.mergedIntoId !== null)
    throw new QuoteError("company", "no such company, or one merged into another");
  return company;
}

/**
 * The session a draft sells: an inter quote's must be a scheduled public session of the course;
 * an intra quote's is the company's own, made here the first time and moved with the draft.
 */
async function sessionFor(tx: Tx, input: QuoteDraftInput, company: Company, current: Quote | null) {
  if (input.kind === "inter") {
    if (input.sessionId === null) throw new QuoteError("session", "an inter quote sells a session's seats");
    const [session] = await tx
      .select()
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.id, input.sessionId),
          eq(trainingSessions.courseId, input.courseId),
          eq(trainingSessions.status, "scheduled"),
          isNull(trainingSessions.companyId),
        ),
      );
    if (!session) throw new QuoteError("session", "no such public session of this course");
    return session.id;
  }
  const intra = input.intra;
  if (!intra) throw new QuoteError("dates", "an intra quote gives its days and place");
  if (intra.endDay < intra.startDay) throw new QuoteError("dates", "the last day is before the first");
  const timeZone = defaultTimeZoneFor(company.country);
  const columns = {
    courseId: input.courseId,
    startsAt: wallClockInstant(intra.startDay, DAY_START_MINUTES, timeZone),
    endsAt: wallClockInstant(intra.endDay, DAY_END_MINUTES, timeZone),
    format: "presentiel" as const,
    city: intra.city,
    country: company.country,
    timeZone,
    currency: input.currency,
    totalSeats: input.participants,
    companyId: company.id,
  };
  const [reused] =
    current?.kind === "intra" && current.sessionId !== null
      ? await tx
          .select({ id: trainingSessions.id })
          .from(trainingSessions)
          .where(and(eq(trainingSessions.id, current.sessionId), eq(trainingSessions.companyId, company.id)))
      : [];
  if (reused) {
    await tx
      .update(trainingSessions)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(trainingSessions.id, reused.id));
    return reused.id;
  }
  const [made] = await tx.insert(trainingSessions).values(columns).returning({ id: trainingSessions.id });
  if (!made) throw new Error("the intra session was not made");
  return made.id;
}

/**
 * Creates (id null) or rewrites a draft: its fields, its session, its lines and totals. A quote
 * that was sent is never changed here (its row is locked while checking).
 */
export async function saveQuoteDraft(
  tx: Tx,
  {
    id,
    input,
    createdBy,
    seller,
    now = new Date(),
  }: { id: number | null; input: QuoteDraftInput; createdBy: string; seller?: SellerDetails; now?: Date },
): Promise<{ before: Quote | null; after: Quote }> {
  const current =
    id === null ? null : ((await tx.select().from(quotes).where(eq(quotes.id, id)).for("update"))[0] ?? null);
  if (id !== null && !current) throw new QuoteError("not_found", "no such quote");
  if (current && current.status !== "draft") throw new QuoteError("not_draft", "only a draft changes");
  if (
    !Number.isInteger(input.participants) ||
    input.participants < 1 ||
    input.participants > MAX_QUOTE_PARTICIPANTS
  )
    throw new QuoteError("participants", "a quote books between 1 and the most one booking holds");
  const company = await activeCompany(tx, input.companyId);
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
  if (!course) throw new QuoteError("course", "no such course");
  const totals = quoteTotals(input.lines, input.currency, seller ?? (await readSeller(tx)));
  const sessionId = await sessionFor(tx, input, company, current);
  const columns = {
    kind: input.kind,
    companyId: company.id,
    requestId: input.requestId,
    courseId: input.courseId,
    sessionId,
    participants: input.participants,
    place: input.kind === "intra" ? (input.intra?.city ?? input.place) : input.place,
    preferredDates: input.preferredDates,
    currency: input.currency,
    lang: input.lang,
    validUntil: input.validUntil,
    totalNetMinor: totals.totalNetMinor,
    totalVatMinor: totals.totalVatMinor,
    totalMinor: totals.totalMinor,
    vatBreakdown: totals.vatBreakdown,
    updatedAt: now,
  };
  const [after] = current
    ? await tx.update(quotes).set(columns).where(eq(quotes.id, current.id)).returning()
    : await tx
        .insert(quotes)
        .values({ ...columns, status: "draft", createdBy, createdAt: now })
        .returning();
  if (!after) throw new Error("the quote was not written");
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, after.id));
  await tx.insert(quoteLines).values(
    totals.lines.map((line, index) => ({
      quoteId: after.id,
      position: index + 1,
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      vatRateBasisPoints: line.vatRateBasisPoints,
      netMinor: line.netMinor,
    })),
  );
  return { before: current, after };
}

export function quotePath(token: string): string {
  return `/quotes/${token}`;
}

export interface SentQuote {
  before: Quote;
  quote: Quote;
  /** The link's token: in the e-mail only, never stored. */
  token: string;
  recipients: string[];
}

/**
 * Sends a draft: the next "D" number of the year, seller and buyer frozen as printed with the
 * mentions of the seller's VAT rule and the buyer's country, a fresh token, and the e-mail to
 * the company's billing address (and to whoever asked for it, when it answers a request), in the
 * quote's language, queued in the same transaction.
 */
export async function sendQuote(
  tx: Tx,
  id: number,
  {
    siteUrl,
    now = new Date(),
    token = newDocumentToken(),
    seller,
  }: { siteUrl: string; now?: Date; token?: string; seller?: SellerDetails },
): Promise<SentQuote> {
  const [before] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!before) throw new QuoteError("not_found", "no such quote");
  if (before.status !== "draft") throw new QuoteError("not_draft", "this quote was already sent");
  if (before.sessionId === null) throw new QuoteError("no_session", "the quote names no session");
  if (validityPassed(before.validUntil, now))
    throw new QuoteError("validity", "its validity date has passed");
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
  if (lines.length === 0) throw new QuoteError("no_lines", "a quote has at least one line");
  const company = await activeCompany(tx, before.companyId);
  const sellerDetails = seller ?? (await readSeller(tx));
  // The seller's rule may have changed since the draft was saved: checked again as sent.
  quoteTotals(lines, before.currency as "EUR" | "GNF", sellerDetails);
  const lang = before.lang;
  const { email } = await readContactSettings(tx);
  const buyer = companyParty(company, lang);
  const year = now.getUTCFullYear();
  const number = invoiceNumber("D", year, await nextSequence(tx, "D", year));
  const [request] =
    before.requestId === null
      ? []
      : await tx
          .select({ email: contactMessages.email })
          .from(contactMessages)
          .where(eq(contactMessages.id, before.requestId));
  const recipients = [
    ...new Set(
      [company.billingEmail, request?.email]
        .filter((to): to is string => Boolean(to))
        .map((to) => to.toLowerCase()),
    ),
  ];
  const [quote] = await tx
    .update(quotes)
    .set({
      status: "sent",
      number,
      seller: sellerParty(sellerDetails, email, lang),
      buyer,
      mentions: invoiceMentions(sellerDetails, buyer, lang),
      tokenHash: documentTokenHash(token),
      sentTo: recipients.join(", "),
      sentAt: now,
      updatedAt: now,
    })
    .where(eq(quotes.id, id))
    .returning();
  if (!quote) throw new Error("the quote was not sent");
  const [course] = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, quote.courseId));
  const link = `${siteUrl.replace(/\/+$/, "")}${localizePath(quotePath(token), lang)}`;
  for (const to of recipients) {
    await enqueueEmail(
      tx,
      quoteEmail({
        to,
        lang,
        number,
        company: company.legalName,
        course: course ? localize(course.title, lang) : "",
        totalMinor: quote.totalMinor,
        currency: quote.currency as "EUR" | "GNF",
        validUntil: quote.validUntil,
        link,
        siteUrl,
        replyTo: email,
      }),
      now,
    );
  }
  return { before, quote, token, recipients };
}

/** A quote's lines in order. */
export function linesOfQuote(db: Executor, quoteId: number) {
  return db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
}

/** The quote a link's token names, or null (the token is not stored: its hash is looked up). */
export async function quoteByTokenHash(db: Executor, tokenHash: string): Promise<Quote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.tokenHash, tokenHash));
  return row ?? null;
}
