import { and, eq } from "drizzle-orm";
import { enqueueEmail } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import {
  invoiceLines,
  invoices,
  invoiceSettlements,
  type Invoice,
  type InvoiceParty,
} from "../../../db/schema";
import { companyInvoicePath } from "./booking-invoice.server";
import type { Tx } from "./db-types";
import { formatPercent, funderTotalOf, splitLines, type FunderShare } from "./funder-split";
import { bookingInvoiceEmail } from "./invoice-emails.server";
import { InvoiceError, issueCreditNote, issueInvoice } from "./issue.server";

export type FunderSplitRefusal =
  | "not_found"
  | "not_a_booking_invoice"
  | "credited"
  | "money_received"
  | "share_out_of_range"
  | "exempt_rate";

export class FunderSplitError extends Error {
  constructor(readonly code: FunderSplitRefusal) {
    super(`funder split refused: ${code}`);
    this.name = "FunderSplitError";
  }
}

const texts = {
  fr: {
    reason: (funder: string) => `Part financée par un tiers (${funder}) : facture remplacée`,
    funder: (description: string, share: string) => `${description} — part financée (${share})`,
    company: (description: string, share: string) => `${description} — reste à charge (${share})`,
    rounding: "Arrondi",
  },
  en: {
    reason: (funder: string) => `Share paid by a third-party funder (${funder}): invoice replaced`,
    funder: (description: string, share: string) => `${description} — funded share (${share})`,
    company: (description: string, share: string) => `${description} — remaining share (${share})`,
    rounding: "Rounding",
  },
} satisfies Record<Lang, unknown>;

export interface FunderSplitResult {
  creditNote: Invoice;
  companyInvoice: Invoice;
  funderInvoice: Invoice;
}

/**
 * Splits a company booking's invoice with a funder, in the caller's transaction: the invoice is
 * credited in full (an issued invoice never changes), then two invoices replace it, the
 * company's share (payer "customer", to the same buyer) and the funder's (payer "funder", to the
 * funder), with the same due date and purchase order, their lines prorated so that the two totals
 * add up exactly to the original's. Refused once money was received against it (that money
 * belongs to one of the shares: staff credit the invoice and issue the shares by hand), and for a
 * credit note, an invoice already credited or one that is not a booking's customer invoice.
 * The company gets its new invoice by e-mail; the funder's goes to staff's own correspondence.
 */
export async function splitInvoiceWithFunder(
  tx: Tx,
  invoiceId: number,
  { funder, share }: { funder: InvoiceParty; share: FunderShare },
  deps: { now: Date; by: string; siteUrl: string },
): Promise<FunderSplitResult> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw new FunderSplitError("not_found");
  if (invoice.kind !== "invoice" || invoice.bookingId === null || invoice.payer !== "customer")
    throw new FunderSplitError("not_a_booking_invoice");
  const [credited] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, "credit_note"), eq(invoices.creditedInvoiceId, invoice.id)))
    .limit(1);
  if (credited) throw new FunderSplitError("credited");
  const [received] = await tx
    .select({ id: invoiceSettlements.id })
    .from(invoiceSettlements)
    .where(eq(invoiceSettlements.invoiceId, invoice.id))
    .limit(1);
  if (received) throw new FunderSplitError("money_received");

  const funderTotal = funderTotalOf(invoice.totalMinor, share);
  if (funderTotal <= 0 || funderTotal >= invoice.totalMinor) throw new FunderSplitError("share_out_of_range");
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(invoiceLines.position);
  const w = texts[invoice.lang];
  const funderPercent = formatPercent((funderTotal * 10_000) / invoice.totalMinor, invoice.lang);
  const companyPercent = formatPercent(
    ((invoice.totalMinor - funderTotal) * 10_000) / invoice.totalMinor,
    invoice.lang,
  );
  const split = splitLines(lines, invoice.currency, funderTotal, {
    funder: (description) => w.funder(description, funderPercent),
    company: (description) => w.company(description, companyPercent),
    rounding: w.rounding,
  });

  try {
    const creditNote = await issueCreditNote(tx, invoice.id, {
      reason: w.reason(funder.name),
      by: deps.by,
      now: deps.now,
    });
    const common = {
      issuedAt: deps.now,
      dueOn: invoice.dueOn,
      currency: invoice.currency,
      lang: invoice.lang,
      purchaseOrder: invoice.purchaseOrder,
      companyId: invoice.companyId,
      bookingId: invoice.bookingId,
      issuedBy: deps.by,
    };
    const companyInvoice = await issueInvoice(tx, {
      ...common,
      buyer: invoice.buyer,
      lines: split.company,
      payer: "customer",
    });
    const funderInvoice = await issueInvoice(tx, {
      ...common,
      buyer: funder,
      lines: split.funder,
      payer: "funder",
    });
    if (invoice.buyer.email) {
      await enqueueEmail(
        tx,
        bookingInvoiceEmail({
          invoice: companyInvoice,
          to: invoice.buyer.email,
          link: `${deps.siteUrl}${companyInvoicePath(companyInvoice.id, invoice.lang)}`,
          siteUrl: deps.siteUrl,
        }),
        deps.now,
      );
    }
    return { creditNote, companyInvoice, funderInvoice };
  } catch (error) {
    // The seller turned VAT-exempt since the invoice was issued at a rate: its shares cannot keep it.
    if (error instanceof InvoiceError && error.code === "exempt_rate")
      throw new FunderSplitError("exempt_rate");
    throw error;
  }
}
