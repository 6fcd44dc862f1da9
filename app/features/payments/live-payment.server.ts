import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments, type Payment } from "../../../db/schema";
import { isStaffRecorded } from "./mark-paid.server";
import type { Executor } from "./payment-deps";
import type { PaymentProvider } from "./provider";
import {
  applyLookedUpState,
  followUpChange,
  lookUpState,
  type PaymentLogger,
} from "./provider-lookup.server";

/**
 * One live payment per registration (ADR 1007): at most one attempt is pending at a time (a
 * partial unique index says so whatever the concurrency). A second start with the same method
 * goes back to the checkout already made; with another method, the earlier checkout is closed
 * first.
 */

/** The registration's pending payment, if any. */
export async function livePaymentOf(db: Executor, registrationId: number): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, "pending")))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the payer can be sent back to this attempt: its checkout exists (the provider
 * answered: a page to visit, or a transfer's instructions), with the method they chose now.
 */
export function isResumable(payment: Payment, method: string): boolean {
  return payment.provider === method && payment.providerReference !== null;
}

/**
 * How long a start may take to get its checkout from the provider (its calls time out after
 * 20 s, retried twice). Until then an attempt without a checkout is still being made by the
 * request that started it: closing it would hand that request's payer a checkout already
 * expired, and start a second one beside it. Past this, the request that made it has died.
 */
export const CHECKOUT_MAKING_MS = 2 * 60 * 1000;

/** Whether another request is still making this attempt's checkout. */
export function isCheckoutBeingMade(payment: Payment, now: Date): boolean {
  return (
    payment.providerReference === null && now.getTime() - payment.createdAt.getTime() < CHECKOUT_MAKING_MS
  );
}

export type CloseOutcome =
  /** Closed: another payment may start. */
  | "closed"
  /** It had been paid after all: nothing more to pay. */
  | "paid";

/**
 * Closes a pending attempt before another starts or when the payer abandons it: the provider
 * closes its checkout where it can (Stripe expires the session), then is asked for the state,
 * which is applied as a notification's would be, so an attempt paid in the meantime is recorded
 * as paid. One the provider cannot close, or cannot be asked about now, expires here; should it
 * be paid after all, the provider's word still applies and the extra payment goes back
 * (state-change.server.ts).
 */
export async function closeLivePayment(
  db: Database,
  payment: Payment,
  provider: PaymentProvider | null,
  {
    siteUrl,
    staffEmail,
    now,
    logger,
  }: { siteUrl: string; staffEmail?: string; now: Date; logger: PaymentLogger },
): Promise<CloseOutcome> {
  if (provider && payment.providerReference !== null && !isStaffRecorded(provider.id)) {
    try {
      await provider.cancelCheckout?.({
        reference: payment.reference,
        providerReference: payment.providerReference,
      });
    } catch (error) {
      logger.warn(
        { event: "payment.cancel_failed", provider: provider.id, reference: payment.reference, err: error },
        "the provider could not close the checkout",
      );
    }
    const lookup = await lookUpState(provider, payment);
    if (lookup.ok) {
      const change = await applyLookedUpState(db, provider, payment.reference, lookup.state, {
        actor: { kind: "system", note: "checkout closed" },
        siteUrl,
        staffEmail,
        now,
        claim: async () => true,
      });
      if (change) {
        await followUpChange(db, provider, payment.reference, change, {
          logger,
          siteUrl,
          now,
          source: "checkout closed",
        });
      }
      if (lookup.state.status === "succeeded" || lookup.state.status === "refunded") return "paid";
    }
  }
  await db
    .update(payments)
    .set({ status: "expired", settledAt: now, updatedAt: now, nextCheckAt: null })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
  return "closed";
}
