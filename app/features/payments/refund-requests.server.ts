import { and, eq, inArray, lte } from "drizzle-orm";
import { refunds, type Payment, type Refund } from "../../../db/schema";
import type { Tx } from "./payment-deps";

/**
 * The idempotency key of a refund: the payment and the total refunded once it is made. The same
 * command retried asks for the same total, so it sends the same key and the provider refunds
 * once; a second, genuine partial refund reaches another total and gets another key.
 */
export function refundKey(reference: string, totalAfterMinor: number): string {
  return `refund-${reference}-${totalAfterMinor}`;
}

/** What has been asked of the provider so far (requested or done), and the refund still awaiting it. */
export async function refundsSoFar(tx: Tx, payment: Pick<Payment, "id" | "refundedMinor">) {
  const rows = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id)).orderBy(refunds.id);
  const asked = rows
    .filter((row) => row.status !== "failed")
    .reduce((total, row) => Math.max(total, row.totalAfterMinor), 0);
  return {
    rows,
    committedMinor: Math.max(asked, payment.refundedMinor),
    inFlight: rows.find((row) => row.status === "requested") ?? null,
  };
}

/**
 * Records a refund request in the caller's transaction (the payment's row locked by it), before
 * the provider is asked: a request whose key exists already (a failed attempt of the same
 * refund) is taken up again rather than doubled.
 */
export async function recordRefundRequest(
  tx: Tx,
  payment: Pick<Payment, "id" | "reference">,
  {
    amountMinor,
    totalAfterMinor,
    reason,
    requestedBy,
    now,
  }: { amountMinor: number; totalAfterMinor: number; reason: string; requestedBy: string; now: Date },
): Promise<Refund> {
  const idempotencyKey = refundKey(payment.reference, totalAfterMinor);
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountMinor,
      totalAfterMinor,
      idempotencyKey,
      reason,
      requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: refunds.idempotencyKey,
      set: { status: "requested", lastError: null, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("the refund insert returned no row");
  return row;
}

/** The provider has refunded `refundedMinor` in all: the requests it covers are done. */
export async function settleRefunds(tx: Tx, paymentId: number, refundedMinor: number, now: Date) {
  await tx
    .update(refunds)
    .set({ status: "succeeded", settledAt: now, updatedAt: now, lastError: null })
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        inArray(refunds.status, ["requested", "failed"]),
        lte(refunds.totalAfterMinor, refundedMinor),
      ),
    );
}
