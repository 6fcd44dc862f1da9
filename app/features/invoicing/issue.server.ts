import { and, eq, sql } from "drizzle-orm";
import type { Lang } from "~/lib/language";
import { readContactSettings, readSeller, type SellerDetails } from "~/lib/settings.server";
import {
  invoiceCounters,
  invoiceLines,
  invoices,
  type Invoice,
  type InvoiceCurrency,
  type InvoiceParty,
} from "../../../db/schema";
import type { Tx } from "./db-types";
import { creditNoteMention, invoiceMentions, sellerParty } from "./mentions";
import { computeTotals, type TotalsLineInput } from "./totals";

export type InvoiceSeries = "F" | "AV";
/** Every numbered document's series: invoices and credit notes, quotes ("D"), agreements ("C"). */
export type DocumentSeries = InvoiceSeries | "D" | "C";

/** "F-2026-000001": the series, the year it was issued and its place in that year. */
export function invoiceNumber(series: DocumentSeries, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The series' next number for the year, gapless: the counter row is created or bumped by one
 * statement that locks it until the transaction ends, so a second invoice waits for the first to
 * commit, and a rolled-back transaction gives its number back (a sequence would leave a hole).
 */
export async function nextSequence(tx: Tx, series: DocumentSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error("the invoice counter returned no row");
  return row.lastNumber;
}

/** A line to invoice: without a rate, the seller's (0 % when its training is exempt). */
export type IssueLineInput = Omit<TotalsLineInput, "vatRateBasisPoints"> & { vatRateBasisPoints?: number };

export interface IssueInvoiceInput {
  issuedAt: Date;
  /** "YYYY-MM-DD". */
  dueOn: string;
  currency: InvoiceCurrency;
  lang: Lang;
  buyer: InvoiceParty;
  lines: IssueLineInput[];
  purchaseOrder?: string | null;
  companyId?: number | null;
  paymentId?: number | null;
  registrationId?: number | null;
  /** The company booking it invoices (the customer's or a funder's share). */
  bookingId?: number | null;
  payer?: "customer" | "funder";
  /** Who issued it (an e-mail), or null when the site did (a payment's invoice). */
  issuedBy?: string | null;
  /** The seller as the settings state it; read from them when not given. */
  seller?: SellerDetails;
}

export class InvoiceError extends Error {
  constructor(
    readonly code: "exempt_rate" | "no_lines" | "not_an_invoice" | "already_credited" | "not_found",
    message: string,
  ) {
    super(message);
    this.name = "InvoiceError";
  }
}

/** The issue date's day in UTC: Conakry, the group's seat, has no offset. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Issues an invoice in the caller's transaction: the next "F" number of the issue year, its lines
 * with their computed totals, the seller copied from the settings and the buyer as given, and the
 * legal mentions its seller and buyer call for.
 */
export async function issueInvoice(tx: Tx, input: IssueInvoiceInput): Promise<Invoice> {
  if (input.lines.length === 0) throw new InvoiceError("no_lines", "an invoice has at least one line");
  const seller = input.seller ?? (await readSeller(tx));
  const sellerRate = seller.vatExemptTraining ? 0 : seller.vatRateBasisPoints;
  const lines = input.lines.map((line) => ({
    ...line,
    vatRateBasisPoints: line.vatRateBasisPoints ?? sellerRate,
  }));
  if (seller.vatExemptTraining && lines.some((line) => line.vatRateBasisPoints !== 0)) {
    throw new InvoiceError("exempt_rate", "a VAT-exempt seller invoices its training at 0 %");
  }
  const totals = computeTotals(lines, input.currency);
  const { email } = await readContactSettings(tx);
  const year = input.issuedAt.getUTCFullYear();
  const sequence = await nextSequence(tx, "F", year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: "invoice",
      number: invoiceNumber("F", year, sequence),
      series: "F",
      year,
      sequence,
      issuedAt: input.issuedAt,
      dueOn: input.dueOn,
      currency: input.currency,
      lang: input.lang,
      seller: sellerParty(seller, email, input.lang),
      buyer: input.buyer,
      purchaseOrder: input.purchaseOrder?.trim() || null,
      mentions: invoiceMentions(seller, input.buyer, input.lang),
      companyId: input.companyId ?? null,
      paymentId: input.paymentId ?? null,
      registrationId: input.registrationId ?? null,
      bookingId: input.bookingId ?? null,
      payer: input.payer ?? "customer",
      totalNetMinor: totals.totalNetMinor,
      totalVatMinor: totals.totalVatMinor,
      totalMinor: totals.totalMinor,
      vatBreakdown: totals.vatBreakdown,
      issuedBy: input.issuedBy ?? null,
    })
    .returning();
  if (!invoice) throw new Error("the invoice insert returned no row");
  await tx.insert(invoiceLines).values(
    totals.lines.map((line, index) => ({
      invoiceId: invoice.id,
      position: index + 1,
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      vatRateBasisPoints: line.vatRateBasisPoints,
      netMinor: line.netMinor,
    })),
  );
  return invoice;
}

/**
 * Issues the credit note of a whole invoice (series "AV"): the same lines and positive amounts,
 * the same parties as the invoice printed them, naming the invoice and the reason. An invoice is
 * credited once; its row is locked so two credit notes asked at once do not both pass the check.
 */
export async function issueCreditNote(
  tx: Tx,
  invoiceId: number,
  { reason, by, now = new Date() }: { reason: string; by: string | null; now?: Date },
): Promise<Invoice> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw new InvoiceError("not_found", "no such invoice");
  if (invoice.kind !== "invoice") throw new InvoiceError("not_an_invoice", "a credit note is not credited");
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, "credit_note"), eq(invoices.creditedInvoiceId, invoice.id)))
    .limit(1);
  if (existing) throw new InvoiceError("already_credited", "this invoice already has its credit note");
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(invoiceLines.position);
  const year = now.getUTCFullYear();
  const sequence = await nextSequence(tx, "AV", year);
  const [creditNote] = await tx
    .insert(invoices)
    .values({
      kind: "credit_note",
      number: invoiceNumber("AV", year, sequence),
      series: "AV",
      year,
      sequence,
      creditedInvoiceId: invoice.id,
      issuedAt: now,
      dueOn: isoDay(now),
      currency: invoice.currency,
      lang: invoice.lang,
      seller: invoice.seller,
      buyer: invoice.buyer,
      purchaseOrder: invoice.purchaseOrder,
      mentions: [creditNoteMention(invoice.number, reason.trim(), invoice.lang), ...invoice.mentions],
      companyId: invoice.companyId,
      paymentId: invoice.paymentId,
      registrationId: invoice.registrationId,
      bookingId: invoice.bookingId,
      payer: invoice.payer,
      totalNetMinor: invoice.totalNetMinor,
      totalVatMinor: invoice.totalVatMinor,
      totalMinor: invoice.totalMinor,
      vatBreakdown: invoice.vatBreakdown,
      issuedBy: by,
    })
    .returning();
  if (!creditNote) throw new Error("the credit note insert returned no row");
  await tx.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: creditNote.id,
      position: line.position,
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      vatRateBasisPoints: line.vatRateBasisPoints,
      netMinor: line.netMinor,
    })),
  );
  return creditNote;
}
