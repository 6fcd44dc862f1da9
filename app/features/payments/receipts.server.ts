import { desc, eq, sql } from "drizzle-orm";
import {
  payments,
  receiptCounters,
  receipts,
  registrations,
  type Payment,
  type Receipt,
} from "../../../db/schema";
import type { Executor, Tx } from "./payment-deps";

/** "R-2026-000001": the year it was issued and its place in that year. */
export function receiptNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The year's next number, gapless: the counter row is created or bumped by one statement that
 * locks it until the transaction ends, so a second receipt waits for the first to commit, and
 * a transaction that rolls back gives its number back (a sequence would leave a hole).
 */
async function nextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error("the receipt counter returned no row");
  return row.lastNumber;
}

export interface Payer {
  name: string;
  email: string;
}

/** A receipt with the reference its payer quotes: their registration's (receipt-pdf.server.ts prints it). */
export type IssuedReceipt = Receipt & { registrationReference: string | null };

/** The registration's payment reference: the one its e-mails, pages and receipt give. */
export async function registrationReferenceOf(db: Executor, registrationId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: registrations.paymentReference })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  return row?.reference ?? null;
}

/**
 * The registration's reference of a payment attempt (by the attempt's own reference), for the
 * bank-transfer instructions: the reference to quote is the registration's; null for a payment
 * without registration (the demo product).
 */
export async function registrationReferenceOfPayment(
  db: Executor,
  paymentReference: string,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: registrations.paymentReference })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(eq(payments.reference, paymentReference))
    .limit(1);
  return row?.reference ?? null;
}

/**
 * Issues the receipt of a payment that has just succeeded, in the transaction recording it
 * (the payment's row is locked by the caller): a payment has one receipt, whatever happens.
 * A payment without registration is the About page's demo product: no money, so no number from
 * the gapless sequence and no receipt row (null); its "DEMO-" document is made on request
 * (demo-receipt.server.ts).
 */
export async function issueReceipt(
  tx: Tx,
  payment: Payment,
  payer: Payer,
  now: Date,
): Promise<IssuedReceipt | null> {
  if (payment.registrationId === null) return null;
  const registrationReference = await registrationReferenceOf(tx, payment.registrationId);
  const [existing] = await tx.select().from(receipts).where(eq(receipts.paymentId, payment.id)).limit(1);
  if (existing) return { ...existing, registrationReference };
  // Years in UTC: Conakry's time, the group's seat, has no offset.
  const year = now.getUTCFullYear();
  const sequence = await nextSequence(tx, year);
  const [row] = await tx
    .insert(receipts)
    .values({
      number: receiptNumber(year, sequence),
      year,
      sequence,
      paymentId: payment.id,
      issuedAt: now,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.provider,
      payerName: payer.name,
      payerEmail: payer.email,
      productName: payment.productName,
      lang: payment.lang,
    })
    .returning();
  if (!row) throw new Error("the receipt insert returned no row");
  return { ...row, registrationReference };
}

export async function receiptOfPayment(db: Executor, paymentId: number): Promise<Receipt | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The newest receipt of a registration's payments, with its payment (the download). */
export async function latestReceiptOfRegistration(
  db: Executor,
  registrationId: number,
): Promise<{ receipt: Receipt; payment: Payment } | null> {
  const [row] = await db
    .select({ receipt: receipts, payment: payments })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(payments.registrationId, registrationId))
    .orderBy(desc(receipts.id))
    .limit(1);
  return row ?? null;
}
