import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments, registrations } from "../../../db/schema";
import { markTransferPaid, type MarkPaidOutcome } from "./mark-paid.server";
import { isPaymentReference } from "./reference";
import { amountOwed, recordStaffPayment } from "./staff-payments.server";

export type MarkPaidByReferenceOutcome =
  | MarkPaidOutcome
  | {
      ok: false;
      error: "not-payable" | "no-price" | "unchanged" | "pending-elsewhere";
      registrationId: number;
      /** pending-elsewhere: the provider of the checkout under way. */
      provider?: string;
    };

/**
 * `npm run payment:mark-paid -- <reference>`: the reference staff find on the bank statement.
 * Registrants quote their registration's reference (the one every e-mail and page gives); a
 * payment attempt's own reference still works. For a registration's: its pending bank transfer
 * is recorded, else a transfer for what it still owes is, through the back-office's path
 * (staff-payments.server.ts), so the receipt, e-mail and history are the same.
 */
export async function markPaidByReference(
  db: Database,
  reference: string,
  { siteUrl, now, by }: { siteUrl: string; now: Date; by: string },
): Promise<MarkPaidByReferenceOutcome> {
  const normalized = reference.trim().toUpperCase();
  if (!isPaymentReference(normalized)) return { ok: false, error: "bad-reference" };
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.paymentReference, normalized))
    .limit(1);
  if (!registration) return markTransferPaid(db, normalized, { siteUrl, now, by });
  const [pending] = await db
    .select({ reference: payments.reference, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.registrationId, registration.id), eq(payments.status, "pending")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (pending?.provider === "bank-transfer")
    return markTransferPaid(db, pending.reference, { siteUrl, now, by });
  // One live payment per registration: a checkout under way with a provider is left to it.
  if (pending)
    return {
      ok: false,
      error: "pending-elsewhere",
      registrationId: registration.id,
      provider: pending.provider,
    };
  return recordOwed(db, registration.id, { siteUrl, now, by });
}

async function recordOwed(
  db: Database,
  registrationId: number,
  { siteUrl, now, by }: { siteUrl: string; now: Date; by: string },
): Promise<MarkPaidByReferenceOutcome> {
  const owed = await amountOwed(db, registrationId);
  if (!owed.ok) {
    if (owed.error === "not-found") return { ok: false, error: "not-found" };
    return { ok: false, error: owed.error, registrationId };
  }
  if (owed.owedMinor <= 0) return { ok: false, error: "not-payable", registrationId };
  const recorded = await recordStaffPayment(db, {
    registrationId,
    method: "bank-transfer",
    amountMinor: owed.owedMinor,
    receivedOn: now.toISOString().slice(0, 10),
    by,
    now,
    siteUrl,
  });
  if (!recorded.ok) {
    return {
      ok: false,
      error: recorded.error === "not-payable" || recorded.error === "no-price" ? recorded.error : "unchanged",
      registrationId,
    };
  }
  const [payment] = await db
    .select({ productName: payments.productName })
    .from(payments)
    .where(eq(payments.reference, recorded.reference));
  return {
    ok: true,
    productName: payment?.productName ?? "",
    change: {
      kind: "changed",
      from: "pending",
      to: "succeeded",
      ...(recorded.receiptNumber ? { receiptNumber: recorded.receiptNumber } : {}),
    },
  };
}
