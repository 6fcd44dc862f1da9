import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { activeStatuses, payments, registrations, trainingSessions } from "../../../../db/schema";
import { refundPayment, type RefundDeps } from "~/features/payments/refunds.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import type { RegistrationDeps } from "~/features/registration/registration-deps";
import { lockSession } from "~/features/registration/seats.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { sessionSnapshot } from "./session-audit.server";

/** The registrants' cancellation rules' needs, and the configured providers the refunds go through. */
export type CancelSessionDeps = RegistrationDeps & Pick<RefundDeps, "providerFor">;

export type CancelSessionOutcome =
  | {
      ok: true;
      /** Registrations cancelled (each told by e-mail in their language). */
      cancelled: number;
      /** Paid registrations whose payments were refunded through their provider. */
      refunded: number;
      /** Paid registrations whose refund staff make by hand (a bank transfer, a provider without refunds, an error). */
      refundsLeft: number;
    }
  | { ok: false; error: "not-found" | "already-cancelled" | "started" };

/**
 * Cancels a session that has not started. In one transaction under the session's
 * lock: the session becomes cancelled (public pages drop it at once: the render cache's trigger),
 * every registration in force, the waiting list included, is cancelled through the registrants'
 * own cancellation (cancelRegistration: history, an e-mail in their language saying the centre
 * cancelled, a refund request when paid), and the audit entry is written. Then, once committed,
 * each paid registration's payments are refunded through the provider (refundPayment: the
 * one refund path); bank transfers stay requested for staff to send back and record.
 */
export async function cancelSession(
  db: Database,
  { id, actor }: { id: number; actor: AuditActor },
  deps: CancelSessionDeps,
): Promise<CancelSessionOutcome> {
  const done = await db.transaction(async (tx) => {
    const locked = await lockSession(tx, id);
    const [before] = locked
      ? await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id))
      : [];
    if (!before) return { ok: false, error: "not-found" } as const;
    if (before.status === "cancelled") return { ok: false, error: "already-cancelled" } as const;
    if (before.startsAt.getTime() <= deps.now.getTime()) return { ok: false, error: "started" } as const;
    const [after] = await tx
      .update(trainingSessions)
      .set({ status: "cancelled", updatedAt: deps.now })
      .where(eq(trainingSessions.id, id))
      .returning();
    if (!after) throw new Error(`session ${id} vanished under its lock`);
    const inForce = await tx
      .select({
        id: registrations.id,
        status: registrations.status,
        paymentStatus: registrations.paymentStatus,
      })
      .from(registrations)
      .where(and(eq(registrations.sessionId, id), inArray(registrations.status, [...activeStatuses])))
      .orderBy(asc(registrations.id));
    const refundsDue: number[] = [];
    for (const registration of inForce) {
      // A transaction is a database too: each cancellation runs as a savepoint of this one.
      const outcome = await cancelRegistration(
        tx,
        {
          registrationId: registration.id,
          actor: { kind: "staff", userId: actor.id },
          sessionCancelled: true,
        },
        deps,
      );
      if (!outcome.ok) throw new Error(`registration ${registration.id} not cancelled: ${outcome.error}`);
      if (outcome.refundRequested) refundsDue.push(registration.id);
    }
    await recordAudit(tx, {
      actor,
      action: "session_cancel",
      entityType: "session",
      entityId: id,
      before: {
        ...sessionSnapshot(before),
        registrations: inForce.map((row) => ({
          id: row.id,
          status: row.status,
          paymentStatus: row.paymentStatus,
        })),
      },
      after: {
        ...sessionSnapshot(after),
        registrationsCancelled: inForce.map((row) => row.id),
        refundsRequested: refundsDue,
      },
      at: deps.now,
    });
    return { ok: true, cancelled: inForce.length, refundsDue } as const;
  });
  if (!done.ok) return done;
  const { refunded, refundsLeft } = await refundCancelled(db, done.refundsDue, actor, deps);
  return { ok: true, cancelled: done.cancelled, refunded, refundsLeft };
}

/**
 * After the cancellation is committed: each paid registration's succeeded payments go back
 * through the provider (refundPayment); a registration counts as refunded when all of its
 * payments were sent back, else its refund is left to staff (a bank transfer, an error).
 */
async function refundCancelled(
  db: Database,
  refundsDue: readonly number[],
  actor: AuditActor,
  deps: CancelSessionDeps,
): Promise<{ refunded: number; refundsLeft: number }> {
  let refunded = 0;
  let refundsLeft = 0;
  for (const registrationId of refundsDue) {
    const paid = await db
      .select({ reference: payments.reference, provider: payments.provider })
      .from(payments)
      .where(and(eq(payments.registrationId, registrationId), eq(payments.status, "succeeded")))
      .orderBy(asc(payments.id));
    let sent = paid.length > 0;
    for (const payment of paid) {
      // A transfer came from a bank account: staff send it back, then record it on the registration.
      if (payment.provider === "bank-transfer") {
        sent = false;
        continue;
      }
      const outcome = await refundPayment(
        db,
        { reference: payment.reference, actor: { kind: "staff", userId: actor.id, by: actor.email } },
        deps,
      );
      if (!outcome.ok) sent = false;
    }
    if (sent) refunded += 1;
    else refundsLeft += 1;
  }
  return { refunded, refundsLeft };
}
