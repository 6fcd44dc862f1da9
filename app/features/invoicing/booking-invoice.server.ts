import { and, desc, eq } from "drizzle-orm";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { intlLocale, localizePath, type Lang } from "~/lib/language";
import {
  companies,
  companyBookings,
  courses,
  invoices,
  quoteLines,
  trainingSessions,
  type Localized,
} from "../../../db/schema";
import type { Tx } from "./db-types";
import { bookingInvoiceEmail } from "./invoice-emails.server";
import { isoDay, issueInvoice, type IssueLineInput } from "./issue.server";
import { companyParty } from "./mentions";

/** Days a company has to pay its booking's invoice, unless the session starts sooner. */
export const PAYMENT_TERM_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export class BookingInvoiceError extends Error {
  constructor(
    readonly code: "not_found" | "no_price",
    message: string,
  ) {
    super(message);
    this.name = "BookingInvoiceError";
  }
}

/** The calendar day ("YYYY-MM-DD") of `date` in `timeZone`. */
function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(date);
}

/**
 * When a booking's invoice is due: 30 days after it is issued, but not after the session's first
 * day (training is paid for before it is given), and never before the issue day itself (a booking
 * invoiced on or after its session's start is due the day it is issued).
 */
export function bookingDueOn(issuedAt: Date, sessionStartDay: string): string {
  const term = isoDay(new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS));
  const issued = isoDay(issuedAt);
  const due = term < sessionStartDay ? term : sessionStartDay;
  return due < issued ? issued : due;
}

/** "Excel avancé — 10–12 mars 2027": the course and the session's days in its own zone. */
function seatLineDescription(
  title: Localized,
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  lang: Lang,
): string {
  const days = new Intl.DateTimeFormat(intlLocale[lang], { timeZone, dateStyle: "long" }).formatRange(
    startsAt,
    endsAt,
  );
  return `${title[lang] || title.fr} — ${days}`;
}

/** The path, in `lang`, where a company's contacts download one of its invoices. */
export function companyInvoicePath(invoiceId: number, lang: Lang): string {
  return localizePath(`/company/invoices/${invoiceId}/invoice.pdf`, lang);
}

/** The booking's customer invoice in force: the newest, a funder split having replaced the first. */
async function customerInvoiceOf(tx: Tx, bookingId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.bookingId, bookingId), eq(invoices.kind, "invoice"), eq(invoices.payer, "customer")),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Issues, in the caller's transaction, the invoice of a company booking: the accepted quote's
 * lines when it came from one, else one line for its seats at the price frozen when it was made;
 * the company as buyer (in its documents' language), its purchase order, due per bookingDueOn,
 * and e-mailed to the company's billing address with the link to its space. Idempotent: the
 * booking's row is locked first, so a second call, even at the same time, returns the invoice
 * the first issued.
 */
export async function invoiceCompanyBooking(
  tx: Tx,
  bookingId: number,
  deps: { now: Date; issuedBy?: string | null; siteUrl: string },
): Promise<{ invoiceId: number }> {
  const [booking] = await tx
    .select()
    .from(companyBookings)
    .where(eq(companyBookings.id, bookingId))
    .for("update");
  if (!booking) throw new BookingInvoiceError("not_found", `no company booking ${bookingId}`);
  const existing = await customerInvoiceOf(tx, bookingId);
  if (existing !== null) return { invoiceId: existing };

  const [company] = await tx.select().from(companies).where(eq(companies.id, booking.companyId));
  const [session] = await tx
    .select({
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      title: courses.title,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, booking.sessionId));
  if (!company || !session)
    throw new BookingInvoiceError("not_found", `booking ${bookingId} lost its company or session`);
  const lang: Lang = company.lang;

  let lines: IssueLineInput[];
  if (booking.quoteId !== null) {
    const quoted = await tx
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, booking.quoteId))
      .orderBy(quoteLines.position);
    lines = quoted.map((line) => ({
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      vatRateBasisPoints: line.vatRateBasisPoints,
    }));
  } else {
    if (booking.unitPriceMinor === null)
      throw new BookingInvoiceError("no_price", `booking ${bookingId} has neither a quote nor a seat price`);
    lines = [
      {
        description: seatLineDescription(
          session.title,
          session.startsAt,
          session.endsAt,
          session.timeZone,
          lang,
        ),
        quantityThousandths: booking.seats * 1000,
        unitPriceMinor: booking.unitPriceMinor,
      },
    ];
  }

  const buyer = companyParty(company, lang);
  const invoice = await issueInvoice(tx, {
    issuedAt: deps.now,
    dueOn: bookingDueOn(deps.now, dayIn(session.startsAt, session.timeZone)),
    currency: booking.currency === "GNF" ? "GNF" : "EUR",
    lang,
    buyer,
    lines,
    purchaseOrder: booking.purchaseOrder,
    companyId: company.id,
    bookingId: booking.id,
    issuedBy: deps.issuedBy ?? null,
  });
  await enqueueEmail(
    tx,
    bookingInvoiceEmail({
      invoice,
      to: company.billingEmail,
      link: `${deps.siteUrl}${companyInvoicePath(invoice.id, lang)}`,
      siteUrl: deps.siteUrl,
    }),
    deps.now,
  );
  return { invoiceId: invoice.id };
}

/**
 * The invoice of a booking that has just been confirmed: issued and e-mailed in the confirming
 * transaction, unless nothing prices it yet (a course on request booked without a quote: staff
 * quote it, and the accepted quote's booking is invoiced).
 */
export async function invoiceConfirmedBooking(
  tx: Tx,
  bookingId: number,
  deps: { now: Date; siteUrl: string },
): Promise<{ invoiceId: number } | null> {
  try {
    return await invoiceCompanyBooking(tx, bookingId, deps);
  } catch (error) {
    if (error instanceof BookingInvoiceError && error.code === "no_price") return null;
    throw error;
  }
}
