import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  payments,
  registrations,
  user,
  type Payment,
  type PaymentRowStatus,
  type PaymentStatus,
} from "../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { enqueueRefundRequestNotice } from "~/features/mail/refund-request-notice.server";
import { readContactSettings } from "~/lib/settings.server";
import { paymentEmail } from "./payment-emails.server";
import type { PaymentDeps, Tx } from "./payment-deps";
import { settleRegistration, writeHistory, type PaymentActor } from "./payment-registration.server";
import type { ProviderPaymentState } from "./provider";
import { receiptAttachment } from "./receipt-pdf.server";
import { issueReceipt, receiptOfPayment, registrationReferenceOf, type Payer } from "./receipts.server";
import { isFullyPaid } from "./amount.server";
import { issuePaymentInvoice } from "~/features/invoicing/payment-invoice.server";
import { duplicatePaymentEmail, latePaymentEmail, refundEmail } from "./refund-emails.server";
import { recordRefundRequest, settleRefunds } from "./refund-requests.server";

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
  | {
      kind: "changed";
      from: PaymentRowStatus;
      to: PaymentRowStatus;
      receiptNumber?: string;
      /** A payment that came after its registration ended (ADR 1005). */
      late?: "restored" | "refund";
      /** The refund recorded for such a payment, to send to the provider once committed. */
      refundId?: number;
      /** It paid a registration another payment had already paid. */
      duplicate?: true;
    }
  | { kind: "partly-refunded"; refundedMinor: number }
  | { kind: "unchanged"; status: PaymentRowStatus }
  | { kind: "unknown-payment" }
  | { kind: "amount-mismatch"; expected: string; reported: string };

export type StateChangeActor = PaymentActor;

export type ReportedState = Pick<ProviderPaymentState, "status" | "amountMinor" | "currency"> & {
  refundedMinor?: number;
};

/**
 * Applies the provider's view of a payment, once: in one transaction that locks the payment's
 * row, so two notifications racing for it make one change, and the second finds nothing to do.
 * The amount and currency must be exactly those we asked for; the payment, the registration's
 * payment status, its history line, the receipt (gapless number) and the e-mail are written
 * together or not at all.
 */
export async function applyProviderState(
  db: Database,
  {
    reference,
    provider,
    refundsByApi = false,
  }: { reference: string; provider: string; refundsByApi?: boolean },
  state: ReportedState,
  actor: StateChangeActor,
  deps: PaymentDeps,
  /** Runs in the same transaction once the payment changed: the back-office's audit entry. */
  onChanged?: (tx: Tx, outcome: Extract<StateChangeOutcome, { kind: "changed" }>) => Promise<void>,
): Promise<StateChangeOutcome> {
  return db.transaction(async (tx): Promise<StateChangeOutcome> => {
    const outcome = await applyProviderStateIn(tx, { reference, provider, refundsByApi }, state, actor, deps);
    if (onChanged && outcome.kind === "changed") await onChanged(tx, outcome);
    return outcome;
  });
}

/**
 * The same, in the caller's transaction: a notification marks its event processed, and the
 * reconciliation job its next check, in the transaction that applies the state, so that either
 * both happen or neither does.
 */
export async function applyProviderStateIn(
  tx: Tx,
  { reference, provider, refundsByApi }: { reference: string; provider: string; refundsByApi: boolean },
  state: ReportedState,
  actor: StateChangeActor,
  deps: PaymentDeps,
): Promise<StateChangeOutcome> {
  {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.provider, provider)))
      .for("update")
      .limit(1);
    if (!payment) return { kind: "unknown-payment" };
    if (state.amountMinor !== payment.amountMinor || state.currency !== payment.currency) {
      return {
        kind: "amount-mismatch",
        expected: `${payment.amountMinor} ${payment.currency}`,
        reported: `${state.amountMinor} ${state.currency}`,
      };
    }
    if (
      payment.status === "succeeded" &&
      (state.status === "refunded" || (state.refundedMinor ?? 0) > payment.refundedMinor)
    ) {
      return applyRefund(tx, payment, state, actor, deps);
    }
    const to = state.status;
    if (to === payment.status || to === "refunded" || !allowedMoves[payment.status].includes(to)) {
      return { kind: "unchanged", status: payment.status };
    }
    // The lock makes this the only writer; the condition keeps it honest without one.
    const updated = await tx
      .update(payments)
      .set({ status: to, updatedAt: deps.now, settledAt: to === "pending" ? null : deps.now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning({ id: payments.id });
    if (updated.length === 0) return { kind: "unchanged", status: payment.status };
    const settled: Payment = { ...payment, status: to };
    if (to === "succeeded") return succeed(tx, settled, payment.status, { refundsByApi, actor, deps });
    await markUnpaid(tx, settled, actor, deps);
    if (to === "failed") {
      const email = await recipientOf(tx, settled);
      const registrationReference =
        settled.registrationId === null ? null : await registrationReferenceOf(tx, settled.registrationId);
      if (email)
        await enqueueEmail(
          tx,
          { ...paymentEmail(settled, deps, { registrationReference }), to: email },
          deps.now,
        );
    }
    return { kind: "changed", from: payment.status, to };
  }
}

/** Succeeded: the receipt, the registration (paid, restored, or a refund due), the e-mail. */
async function succeed(
  tx: Tx,
  payment: Payment,
  from: PaymentRowStatus,
  { refundsByApi, actor, deps }: { refundsByApi: boolean; actor: PaymentActor; deps: PaymentDeps },
): Promise<StateChangeOutcome> {
  const settlement = await settleRegistration(tx, payment, actor, deps);
  if (settlement.kind === "duplicate") return duplicate(tx, payment, from, { refundsByApi, actor, deps });
  const payer = await payerOf(tx, payment);
  const receipt = payer ? await issueReceipt(tx, payment, payer, deps.now) : null;
  if (receipt) await issuePaymentInvoice(tx, payment, deps.now);
  const withFile = receipt
    ? {
        number: receipt.number,
        attachment: await receiptAttachment(receipt, payment, await readContactSettings(tx)),
      }
    : undefined;
  const changed = { kind: "changed", from, to: "succeeded", receiptNumber: receipt?.number } as const;
  if (settlement.kind === "refund") {
    const refund = refundsByApi
      ? await recordRefundRequest(tx, payment, {
          amountMinor: payment.amountMinor,
          totalAfterMinor: payment.amountMinor,
          reason: `late payment (registration ${settlement.ended})`,
          requestedBy: "system",
          now: deps.now,
        })
      : null;
    if (payer && withFile) {
      const email = latePaymentEmail(
        payment,
        { refundsByApi, receipt: withFile, ended: settlement.ended },
        deps,
      );
      await enqueueEmail(tx, { ...email, to: payer.email }, deps.now);
    }
    return { ...changed, late: "refund", ...(refund ? { refundId: refund.id } : {}) };
  }
  if (payer) {
    const email = paymentEmail(payment, deps, {
      receipt: withFile,
      restored: settlement.kind === "restored",
      registrationReference: receipt?.registrationReference,
    });
    await enqueueEmail(tx, { ...email, to: payer.email }, deps.now);
  }
  return settlement.kind === "restored" ? { ...changed, late: "restored" } : changed;
}

/**
 * A second payment for a registration another one had already paid: no receipt (one amount
 * due, one receipt), the money goes back at once where the provider refunds by API, else the
 * registration joins staff's refund queue; the payer is told which.
 */
async function duplicate(
  tx: Tx,
  payment: Payment,
  from: PaymentRowStatus,
  { refundsByApi, actor, deps }: { refundsByApi: boolean; actor: PaymentActor; deps: PaymentDeps },
): Promise<StateChangeOutcome> {
  const registrationId = payment.registrationId!;
  const refund = refundsByApi
    ? await recordRefundRequest(tx, payment, {
        amountMinor: payment.amountMinor,
        totalAfterMinor: payment.amountMinor,
        reason: "duplicate payment",
        requestedBy: "system",
        now: deps.now,
      })
    : null;
  const [registration] = await tx
    .update(registrations)
    .set({ ...(refund ? {} : { refundRequestedAt: deps.now }), updatedAt: deps.now })
    .where(eq(registrations.id, registrationId))
    .returning({ status: registrations.status, paymentStatus: registrations.paymentStatus });
  if (registration) {
    await writeHistory(tx, {
      registrationId,
      actor,
      from: registration,
      to: registration,
      note: `payment ${payment.reference} (${payment.provider}) succeeded but the registration was already paid: ${refund ? "refunded automatically" : "refund due by staff"} (${actor.note})`,
      data: {
        kind: "payment-duplicate",
        automatic: refund !== null,
        reference: payment.reference,
        provider: payment.provider,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      },
      at: deps.now,
    });
  }
  if (!refund) {
    await enqueueRefundRequestNotice(tx, {
      registrationId,
      cause: "duplicate-payment",
      staffEmail: deps.staffEmail,
      siteUrl: deps.siteUrl,
      now: deps.now,
    });
  }
  const payer = await payerOf(tx, payment);
  if (payer) {
    const email = duplicatePaymentEmail(
      payment,
      {
        refundsByApi: refund !== null,
        registrationReference: await registrationReferenceOf(tx, registrationId),
      },
      deps,
    );
    await enqueueEmail(tx, { ...email, to: payer.email }, deps.now);
  }
  return {
    kind: "changed",
    from,
    to: "succeeded",
    duplicate: true,
    ...(refund ? { refundId: refund.id } : {}),
  };
}

/**
 * The provider has refunded more of a succeeded payment: all of it (payment refunded,
 * registration refunded) or a part (the payment stays succeeded). The refund requests it
 * covers are done; history and the e-mail say what was refunded. No new receipt number.
 */
async function applyRefund(
  tx: Tx,
  payment: Payment,
  state: ReportedState,
  actor: PaymentActor,
  deps: PaymentDeps,
): Promise<StateChangeOutcome> {
  const reported = state.status === "refunded" ? payment.amountMinor : (state.refundedMinor ?? 0);
  const total = Math.min(payment.amountMinor, Math.max(reported, state.refundedMinor ?? 0));
  if (total <= payment.refundedMinor) return { kind: "unchanged", status: payment.status };
  const full = total >= payment.amountMinor;
  const status: PaymentRowStatus = full ? "refunded" : "succeeded";
  await tx
    .update(payments)
    .set({ refundedMinor: total, status, updatedAt: deps.now, ...(full ? { settledAt: deps.now } : {}) })
    .where(eq(payments.id, payment.id));
  await settleRefunds(tx, payment.id, total, deps.now);
  const settled: Payment = { ...payment, status, refundedMinor: total };
  const refundedNow = total - payment.refundedMinor;
  if (payment.registrationId !== null) {
    const [registration] = await tx
      .select({ status: registrations.status, paymentStatus: registrations.paymentStatus })
      .from(registrations)
      .where(eq(registrations.id, payment.registrationId))
      .for("update");
    if (registration) {
      // Refunding an extra payment leaves the registration paid by the one that covers it, and
      // takes it out of staff's refund queue: nothing more is owed back.
      const covered =
        full && registration.paymentStatus === "paid" && (await isFullyPaid(tx, payment.registrationId));
      const next: PaymentStatus =
        full && registration.paymentStatus === "paid" && !covered ? "refunded" : registration.paymentStatus;
      if (next !== registration.paymentStatus || covered) {
        await tx
          .update(registrations)
          .set({ paymentStatus: next, updatedAt: deps.now, ...(covered ? { refundRequestedAt: null } : {}) })
          .where(eq(registrations.id, payment.registrationId));
      }
      await writeHistory(tx, {
        registrationId: payment.registrationId,
        actor,
        from: registration,
        to: { status: registration.status, paymentStatus: next },
        note: `payment ${payment.reference} (${payment.provider}) refunded ${refundedNow} of ${payment.amountMinor} ${payment.currency} (total ${total}): ${actor.note}`,
        data: {
          kind: "payment-refunded",
          reference: payment.reference,
          provider: payment.provider,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          refundedMinor: refundedNow,
          totalRefundedMinor: total,
        },
        at: deps.now,
      });
    }
  }
  const email = await recipientOf(tx, payment);
  if (email) {
    const receipt = await receiptOfPayment(tx, payment.id);
    const message = refundEmail(
      settled,
      { refundedNowMinor: refundedNow, totalRefundedMinor: total, receiptNumber: receipt?.number ?? null },
      deps,
    );
    await enqueueEmail(tx, { ...message, to: email }, deps.now);
  }
  return full
    ? { kind: "changed", from: "succeeded", to: "refunded" }
    : { kind: "partly-refunded", refundedMinor: total };
}

/** A failed or expired attempt: the registration's payment status follows, unless another attempt paid it. */
async function markUnpaid(tx: Tx, payment: Payment, actor: PaymentActor, deps: PaymentDeps) {
  if (payment.registrationId === null || payment.status !== "failed") return;
  const [registration] = await tx
    .select({ status: registrations.status, paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId))
    .for("update")
    .limit(1);
  // An attempt failing never undoes a payment another attempt made.
  if (!registration || registration.paymentStatus !== "pending") return;
  await tx
    .update(registrations)
    .set({ paymentStatus: "failed", updatedAt: deps.now })
    .where(eq(registrations.id, payment.registrationId));
  await writeHistory(tx, {
    registrationId: payment.registrationId,
    actor,
    from: registration,
    to: { status: registration.status, paymentStatus: "failed" },
    note: `payment ${payment.reference} (${payment.provider}) failed: ${actor.note}`,
    data: { kind: "payment-failed", reference: payment.reference, provider: payment.provider },
    at: deps.now,
  });
}

/** Who paid: the person registered, else the account (the demo product). */
async function payerOf(tx: Tx, payment: Payment): Promise<Payer | null> {
  if (payment.registrationId !== null) {
    const [row] = await tx
      .select({ first: registrations.firstName, last: registrations.lastName, email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, payment.registrationId));
    if (row) return { name: `${row.first} ${row.last}`.trim(), email: row.email };
  }
  if (payment.userId === null) return null;
  const [row] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, payment.userId));
  return row ? { name: row.name, email: row.email } : null;
}

async function recipientOf(tx: Tx, payment: Payment): Promise<string | null> {
  return (await payerOf(tx, payment))?.email ?? null;
}

/** A payment by its reference (scripts, pages). */
export async function findPayment(db: Database | Tx, reference: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}
