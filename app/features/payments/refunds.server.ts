import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments, refunds, type Payment, type Refund } from "../../../db/schema";
import type { PaymentDeps } from "./payment-deps";
import { ProviderUnsupported, type Currency, type PaymentProvider } from "./provider";
import { isPaymentReference } from "./reference";
import { recordRefundRequest, refundsSoFar } from "./refund-requests.server";
import { isStaffRecorded } from "./mark-paid.server";
import { applyProviderState, type StateChangeOutcome } from "./state-change.server";
import type { Tx } from "./payment-deps";

export interface RefundActor {
  kind: "staff" | "system";
  userId?: string;
  /** Who asked, for the refund's record and the history ("command line"...). */
  by: string;
}

export type RefundError =
  | "bad-reference"
  | "not-found"
  | "not-paid"
  | "already-refunded"
  | "bad-amount"
  | "in-flight"
  | "no-provider"
  | "unsupported"
  | "provider-error";

export type RefundOutcome =
  | {
      ok: true;
      refund: Refund;
      payment: Payment;
      /** The same refund asked again (a retried command): sent with its own key, never doubled. */
      retried: boolean;
      change?: StateChangeOutcome;
    }
  | { ok: false; error: RefundError; message?: string; remainingMinor?: number };

export interface RefundDeps extends PaymentDeps {
  /** The configured provider of that id, if any. */
  providerFor(id: string): PaymentProvider | null;
}

/**
 * Refunds a succeeded payment, in full (no amount) or in part: records the request
 * with an idempotency key derived from the payment and the total refunded once it is done,
 * then asks the provider with that key; the final state comes from the provider's
 * notification (fetchState's refundedMinor), through the same pipeline as its payments. A
 * bank transfer has no provider to ask: staff have sent the money back, and this records it.
 * CinetPay has no refund API: the answer says so and nothing is recorded.
 */
export async function refundPayment(
  db: Database,
  {
    reference,
    amountMinor,
    actor,
    onRecorded,
  }: {
    reference: string;
    amountMinor?: number;
    actor: RefundActor;
    /** Runs in the transaction that records a new refund request: the back-office's audit entry. */
    onRecorded?: (tx: Tx, refund: Refund, payment: Payment) => Promise<void>;
  },
  deps: RefundDeps,
): Promise<RefundOutcome> {
  const normalized = reference.trim().toUpperCase();
  if (!isPaymentReference(normalized)) return { ok: false, error: "bad-reference" };
  if (amountMinor !== undefined && !(Number.isSafeInteger(amountMinor) && amountMinor > 0)) {
    return { ok: false, error: "bad-amount" };
  }
  const [found] = await db.select().from(payments).where(eq(payments.reference, normalized)).limit(1);
  if (!found) return { ok: false, error: "not-found" };
  // A transfer or cash: staff sent the money back themselves, and this records it.
  const staffRecorded = isStaffRecorded(found.provider);
  const provider = staffRecorded ? null : deps.providerFor(found.provider);
  if (!staffRecorded && !provider) return { ok: false, error: "no-provider" };

  const recorded = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for("update");
    if (!payment) return { ok: false, error: "not-found" } as const;
    if (payment.status === "refunded") return { ok: false, error: "already-refunded" } as const;
    if (payment.status !== "succeeded") return { ok: false, error: "not-paid" } as const;
    const { rows, committedMinor, inFlight } = await refundsSoFar(tx, payment);
    // The last refund went through, but the command never heard the provider's answer (it
    // failed or timed out after the provider acted): the same command again is its retry.
    const unanswered = rows.at(-1);
    if (
      !staffRecorded &&
      unanswered?.status === "succeeded" &&
      unanswered.providerRefundReference === null &&
      amountMinor === unanswered.amountMinor
    ) {
      return { ok: true, payment, refund: unanswered, retried: true } as const;
    }
    if (inFlight) {
      // The same refund asked again: taken up with its own key; another one waits for it.
      if (amountMinor === undefined || amountMinor === inFlight.amountMinor) {
        return { ok: true, payment, refund: inFlight, retried: true } as const;
      }
      return { ok: false, error: "in-flight", remainingMinor: inFlight.amountMinor } as const;
    }
    const remaining = payment.amountMinor - committedMinor;
    const amount = amountMinor ?? remaining;
    if (amount <= 0 || amount > remaining) {
      return { ok: false, error: "bad-amount", remainingMinor: remaining } as const;
    }
    const refund = await recordRefundRequest(tx, payment, {
      amountMinor: amount,
      totalAfterMinor: committedMinor + amount,
      reason: staffRecorded ? `${found.provider} refunded by staff` : "refund command",
      requestedBy: actor.by,
      now: deps.now,
    });
    if (onRecorded) await onRecorded(tx, refund, payment);
    return { ok: true, payment, refund, retried: false } as const;
  });
  if (!recorded.ok) return recorded;
  const { payment, refund, retried } = recorded;

  if (staffRecorded) {
    const change = await applyProviderState(
      db,
      { reference: payment.reference, provider: payment.provider },
      {
        status: refund.totalAfterMinor >= payment.amountMinor ? "refunded" : "succeeded",
        amountMinor: payment.amountMinor,
        currency: payment.currency as Currency,
        refundedMinor: refund.totalAfterMinor,
      },
      {
        kind: actor.kind,
        userId: actor.userId,
        note: `bank transfer refund recorded by ${actor.by}`,
        source: { kind: "recorded", by: actor.by },
      },
      deps,
    );
    return { ok: true, refund: await reload(db, refund.id), payment, retried, change };
  }
  const sent = await sendRefund(db, refund.id, provider!, deps);
  if (!sent.ok) return { ok: false, error: sent.error, message: sent.message };
  return { ok: true, refund: await reload(db, refund.id), payment, retried };
}

export type SendOutcome =
  | { ok: true; refundReference: string }
  | { ok: false; error: "unsupported" | "provider-error"; message: string };

/**
 * Asks the provider for a recorded refund, with the refund's own idempotency key (a retry sends
 * the same key: the provider refunds once). The provider's reference is kept; whether the money
 * went back is for its notification to say.
 */
export async function sendRefund(
  db: Database,
  refundId: number,
  provider: PaymentProvider,
  deps: PaymentDeps,
): Promise<SendOutcome> {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new Error(`no refund ${refundId}`);
  const { refund, payment } = row;
  try {
    const { refundReference } = await provider.refund({
      reference: payment.reference,
      providerReference: payment.providerReference ?? "",
      amountMinor: refund.amountMinor,
      currency: payment.currency as Currency,
      idempotencyKey: refund.idempotencyKey,
    });
    await db
      .update(refunds)
      .set({ providerRefundReference: refundReference, updatedAt: deps.now })
      .where(eq(refunds.id, refund.id));
    return { ok: true, refundReference };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ProviderUnsupported) {
      // Nothing was asked of anyone: the request is withdrawn, staff refund by hand.
      await db.delete(refunds).where(and(eq(refunds.id, refund.id), eq(refunds.status, "requested")));
      return { ok: false, error: "unsupported", message };
    }
    await db
      .update(refunds)
      .set({ status: "failed", lastError: message.slice(0, 2000), updatedAt: deps.now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "requested")));
    return { ok: false, error: "provider-error", message };
  }
}

async function reload(db: Database, id: number): Promise<Refund> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error(`no refund ${id}`);
  return row;
}
