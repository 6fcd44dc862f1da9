import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import type { Payment } from "../../../db/schema";
import type { Tx } from "./payment-deps";
import type { PaymentProvider, ProviderPaymentState } from "./provider";
import { sendRefund } from "./refunds.server";
import { applyProviderStateIn, type StateChangeActor, type StateChangeOutcome } from "./state-change.server";

export type PaymentLogger =
  | Pick<Logger, "info" | "warn" | "error">
  | {
      info(fields: object, message: string): void;
      warn(fields: object, message: string): void;
      error(fields: object, message: string): void;
    };

export type LookupOutcome = { ok: true; state: ProviderPaymentState } | { ok: false; reason: string };

/** Asks the provider for a payment's state; a failure (outage, time-out, odd answer) is an answer too. */
export async function lookUpState(
  provider: PaymentProvider,
  payment: Pick<Payment, "reference" | "providerReference">,
): Promise<LookupOutcome> {
  try {
    const state = await provider.fetchState({
      reference: payment.reference,
      providerReference: payment.providerReference ?? "",
    });
    return { ok: true, state };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Applies the provider's word about a payment in one transaction, with `claim` run first in it:
 * a notification claims its event there (so the event is processed exactly when its effect is
 * applied), the reconciliation job its next check. A claim that answers false (someone else did
 * it in the meantime) changes nothing and gives null.
 */
export async function applyLookedUpState(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  state: ProviderPaymentState,
  {
    actor,
    siteUrl,
    staffEmail,
    now,
    claim,
    after,
  }: {
    actor: StateChangeActor;
    siteUrl: string;
    /** Where staff notices go (STAFF_EMAIL), else the contact address of the settings. */
    staffEmail?: string;
    now: Date;
    claim: (tx: Tx) => Promise<boolean>;
    /** Also in the transaction, once the state is applied (the reconciliation's next check). */
    after?: (tx: Tx, change: StateChangeOutcome) => Promise<void>;
  },
): Promise<StateChangeOutcome | null> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return null;
    const change = await applyProviderStateIn(
      tx,
      { reference, provider: provider.id, refundsByApi: provider.refundsByApi },
      state,
      actor,
      { siteUrl, now, staffEmail },
    );
    if (after) await after(tx, change);
    return change;
  });
}

/**
 * What follows a committed change: a refund the change recorded (a late or duplicate payment)
 * is sent to the provider, and the change is logged. A refund that fails stays recorded as
 * requested, for staff and for `npm run payment:refund` to take up.
 */
export async function followUpChange(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  change: StateChangeOutcome,
  { logger, siteUrl, now, source }: { logger: PaymentLogger; siteUrl: string; now: Date; source: string },
) {
  if (change.kind === "changed" && change.refundId !== undefined) {
    const sent = await sendRefund(db, change.refundId, provider, { siteUrl, now });
    const event = change.duplicate ? "payment.duplicate_refund" : "payment.late_refund";
    logger[sent.ok ? "info" : "error"](
      { event, provider: provider.id, reference, ...sent },
      sent.ok ? "extra payment refunded" : "extra payment could not be refunded: staff must do it",
    );
  } else if (change.kind === "changed" && change.duplicate) {
    logger.error(
      { event: "payment.duplicate", provider: provider.id, reference },
      "a registration was paid twice: the extra payment is in staff's refund queue",
    );
  }
  if (change.kind === "amount-mismatch") {
    logger.error(
      { event: "payment.amount_mismatch", provider: provider.id, reference, source, ...change },
      "payment amount differs from the provider's: nothing changed",
    );
  } else if (change.kind === "changed") {
    logger.info(
      { event: "payment.status", provider: provider.id, reference, source, from: change.from, to: change.to },
      "payment status changed",
    );
  }
}
