import type { Database } from "../../../db/database";
import type { Currency } from "./provider";
import { isPaymentReference } from "./reference";
import { applyProviderState, findPayment, type StateChangeOutcome } from "./state-change.server";

/**
 * The payments staff record by hand, with no provider to ask: a bank transfer, or cash paid at
 * the centre (the back-office creates the cash payment, then records it here like a transfer).
 */
export const staffRecordedProviders = ["bank-transfer", "cash"] as const;
export type StaffRecordedProvider = (typeof staffRecordedProviders)[number];
export const isStaffRecorded = (provider: string): provider is StaffRecordedProvider =>
  (staffRecordedProviders as readonly string[]).includes(provider);

export type MarkPaidOutcome =
  | { ok: true; change: StateChangeOutcome; productName: string }
  | { ok: false; error: "bad-reference" | "not-found" | "not-a-transfer" };

/**
 * Staff record a bank transfer as received (`npm run payment:mark-paid -- <reference>`, later
 * the back-office): the same locked state change as a provider's notification, so the
 * registration, its history and the e-mail follow, once, however often it is run.
 */
export async function markTransferPaid(
  db: Database,
  reference: string,
  {
    siteUrl,
    now,
    by,
    receivedOn,
    onChanged,
  }: {
    siteUrl: string;
    now: Date;
    by: string;
    /** The day the money arrived (YYYY-MM-DD), when staff say so: kept in the history's note. */
    receivedOn?: string;
    /** Written with the change, in its transaction (the back-office's audit log). */
    onChanged?: Parameters<typeof applyProviderState>[5];
  },
): Promise<MarkPaidOutcome> {
  const normalized = reference.trim().toUpperCase();
  if (!isPaymentReference(normalized)) return { ok: false, error: "bad-reference" };
  const payment = await findPayment(db, normalized);
  if (!payment) return { ok: false, error: "not-found" };
  if (!isStaffRecorded(payment.provider)) return { ok: false, error: "not-a-transfer" };
  const what = payment.provider === "cash" ? "cash payment" : "bank transfer";
  const change = await applyProviderState(
    db,
    { reference: normalized, provider: payment.provider },
    { status: "succeeded", amountMinor: payment.amountMinor, currency: payment.currency as Currency },
    {
      kind: "staff",
      note: `${what}${receivedOn ? ` received on ${receivedOn},` : ""} recorded by ${by}`,
      source: { kind: "recorded", by, ...(receivedOn ? { receivedOn } : {}) },
    },
    { siteUrl, now },
    onChanged,
  );
  return { ok: true, change, productName: payment.productName };
}
