import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  payments,
  registrationHistory,
  registrations,
  user,
  type Payment,
  type PaymentRowStatus,
  type PaymentStatus,
} from "../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { isFullyPaid } from "./amount.server";
import { paymentEmail } from "./payment-emails.server";
import type { PaymentDeps, Tx } from "./payment-deps";
import type { ProviderPaymentState } from "./provider";

/**
 * The moves a payment may make. A failed or expired attempt can still succeed (the payer
 * retried on the provider's page, a late confirmation); nothing moves a refunded one.
 */
const allowedMoves: Record<PaymentRowStatus, readonly PaymentRowStatus[]> = {
  pending: ["succeeded", "failed", "expired"],
  failed: ["succeeded", "expired"],
  expired: ["succeeded"],
  succeeded: ["refunded"],
  refunded: [],
};

export type StateChangeOutcome =
  | { kind: "changed"; from: PaymentRowStatus; to: PaymentRowStatus }
  | { kind: "unchanged"; status: PaymentRowStatus }
  | { kind: "unknown-payment" }
  | { kind: "amount-mismatch"; expected: string; reported: string };

export interface StateChangeActor {
  /** The provider's own word (a verified notification), or staff recording a transfer. */
  kind: "system" | "staff";
  userId?: string;
  note: string;
}

/**
 * Applies the provider's view of a payment, once: in one transaction that locks the payment's
 * row, so two notifications racing for it make one change, and the second finds nothing to do.
 * The amount and currency must be exactly those we asked for; the payment, the registration's
 * payment status, its history line and the e-mail are written together or not at all.
 */
export async function applyProviderState(
  db: Database,
  { reference, provider }: { reference: string; provider: string },
  state: Pick<ProviderPaymentState, "status" | "amountMinor" | "currency">,
  actor: StateChangeActor,
  deps: PaymentDeps,
): Promise<StateChangeOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.provider, provider)))
      .for("update")
      .limit(1);
    if (!payment) return { kind: "unknown-payment" } as const;
    if (state.amountMinor !== payment.amountMinor || state.currency !== payment.currency) {
      return {
        kind: "amount-mismatch",
        expected: `${payment.amountMinor} ${payment.currency}`,
        reported: `${state.amountMinor} ${state.currency}`,
      } as const;
    }
    const to = state.status;
    if (to === payment.status || !allowedMoves[payment.status].includes(to)) {
      return { kind: "unchanged", status: payment.status } as const;
    }
    // The lock makes this the only writer; the condition keeps it honest without one.
    const updated = await tx
      .update(payments)
      .set({ status: to, updatedAt: deps.now, settledAt: to === "pending" ? null : deps.now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning({ id: payments.id });
    if (updated.length === 0) return { kind: "unchanged", status: payment.status } as const;
    const settled: Payment = { ...payment, status: to };
    await updateRegistration(tx, settled, actor, deps);
    await queueEmail(tx, settled, deps);
    return { kind: "changed", from: payment.status, to } as const;
  });
}

/** What a payment's new status means for its registration's payment status. */
function registrationPaymentStatus(current: PaymentStatus, to: PaymentRowStatus): PaymentStatus {
  switch (to) {
    case "succeeded":
      return "paid";
    case "refunded":
      return current === "paid" ? "refunded" : current;
    case "failed":
      // An attempt failing never undoes a payment another attempt made.
      return current === "pending" ? "failed" : current;
    default:
      return current;
  }
}

async function updateRegistration(tx: Tx, payment: Payment, actor: StateChangeActor, deps: PaymentDeps) {
  if (payment.registrationId === null) return;
  const [registration] = await tx
    .select({ status: registrations.status, paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId))
    .for("update")
    .limit(1);
  if (!registration) return;
  let next = registrationPaymentStatus(registration.paymentStatus, payment.status);
  // A deposit or a part of the balance (ADR 1006) leaves the registration to pay, and says so
  // in its history; it becomes paid with the part that completes the price.
  const part = payment.status === "succeeded" && !(await isFullyPaid(tx, payment.registrationId));
  if (part) next = "pending";
  if (next === registration.paymentStatus && !part) return;
  await tx
    .update(registrations)
    .set({ paymentStatus: next, updatedAt: deps.now })
    .where(eq(registrations.id, payment.registrationId));
  // Written here rather than through the registration feature (features do not import each
  // other): the same row registration/history.server.ts writes.
  await tx.insert(registrationHistory).values({
    registrationId: payment.registrationId,
    actor: actor.kind,
    actorUserId: actor.kind === "staff" ? (actor.userId ?? null) : null,
    fromStatus: registration.status,
    toStatus: registration.status,
    fromPaymentStatus: registration.paymentStatus,
    toPaymentStatus: next,
    note: `payment ${payment.reference} (${payment.provider}) ${payment.status}${part ? " (part of the price)" : ""}: ${actor.note}`,
    at: deps.now,
  });
}

async function queueEmail(tx: Tx, payment: Payment, deps: PaymentDeps) {
  if (payment.status !== "succeeded" && payment.status !== "failed") return;
  const to = await recipientOf(tx, payment);
  if (!to) return;
  await enqueueEmail(tx, { ...paymentEmail(payment, deps), to }, deps.now);
}

/** The registration's e-mail address (the person registered), else the account's (the demo product). */
async function recipientOf(tx: Tx, payment: Payment): Promise<string | null> {
  if (payment.registrationId !== null) {
    const [row] = await tx
      .select({ email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, payment.registrationId));
    if (row) return row.email;
  }
  if (payment.userId === null) return null;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, payment.userId));
  return row?.email ?? null;
}

/** A payment by its reference (scripts, pages). */
export async function findPayment(db: Database | Tx, reference: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}
