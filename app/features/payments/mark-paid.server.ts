import type { Database } from "../../../db/database";
import type { Currency } from "./provider";
import { isPaymentReference } from "./reference";
import { applyProviderState, findPayment, type StateChangeOutcome } from "./state-change.server";

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
    onChanged,
  }: {
    siteUrl: string;
    now: Date;
    by: string;
    /** Written with the change, in its transaction (the back-office's audit log). */
    onChanged?: Parameters<typeof applyProviderState>[5];
  },
): Promise<MarkPaidOutcome> {
  const normalized = reference.trim().toUpperCase();
  if (!isPaymentReference(normalized)) return { ok: false, error: "bad-reference" };
  const payment = await findPayment(db, normalized);
  if (!payment) return { ok: false, error: "not-found" };
  if (payment.provider !== "bank-transfer") return { ok: false, error: "not-a-transfer" };
  const change = await applyProviderState(
    db,
    { reference: normalized, provider: "bank-transfer" },
    { status: "succeeded", amountMinor: payment.amountMinor, currency: payment.currency as Currency },
    { kind: "staff", note: `bank transfer recorded by ${by}` },
    { siteUrl, now },
    onChanged,
  );
  return { ok: true, change, productName: payment.productName };
}
