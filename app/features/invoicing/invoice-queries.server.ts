import { and, desc, eq, sql } from "drizzle-orm";
import { readContactSettings } from "~/lib/settings.server";
import { invoiceLines, invoices, invoiceSettlements, type Invoice } from "../../../db/schema";
import type { Executor } from "./db-types";
import { buildInvoicePdf, invoiceFileName } from "./invoice-pdf.server";

/** The money recorded against an invoice so far, in its minor unit. */
export async function receivedOf(db: Executor, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ received: sql<string>`coalesce(sum(${invoiceSettlements.amountMinor}), 0)` })
    .from(invoiceSettlements)
    .where(eq(invoiceSettlements.invoiceId, invoiceId));
  return Number(row?.received ?? 0);
}

export async function invoiceById(db: Executor, invoiceId: number): Promise<Invoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row ?? null;
}

/** The newest invoice of a registration's payments (the payer's download), or null. */
export async function latestInvoiceOfRegistration(
  db: Executor,
  registrationId: number,
): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.registrationId, registrationId), eq(invoices.kind, "invoice")))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row ?? null;
}

/** The invoice's PDF as it prints today (its money received included), with its file name. */
export async function invoicePdfOf(
  db: Executor,
  invoice: Invoice,
): Promise<{ filename: string; content: Buffer }> {
  const [lines, receivedMinor, credited, contact] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(invoiceLines.position),
    receivedOf(db, invoice.id),
    invoice.creditedInvoiceId === null ? Promise.resolve(null) : invoiceById(db, invoice.creditedInvoiceId),
    readContactSettings(db),
  ]);
  const content = await buildInvoicePdf({
    invoice,
    lines,
    receivedMinor,
    creditedInvoiceNumber: credited?.number ?? null,
    contact,
  });
  return { filename: invoiceFileName(invoice), content };
}
