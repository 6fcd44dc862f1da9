import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  registrations,
  seatHoldingStatuses,
  type HistoryNote,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../db/schema";
import { enqueueRefundRequestNotice } from "~/features/mail/refund-request-notice.server";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import type { Actor, RegistrationDeps, Tx } from "./registration-deps";
import { lockSession } from "./seats.server";
import { offerFreedSeats } from "./waitlist.server";

/** What a cancellation changed, for the caller's own record in the same transaction. */
export interface EndedChange {
  from: { status: RegistrationStatus; paymentStatus: PaymentStatus; sessionId: number | null };
  to: { status: "cancelled" | "expired"; refundRequested: boolean };
}

export type CancelOutcome =
  | { ok: true; courseId: number; refundRequested: boolean }
  | { ok: false; error: "not-found" | "not-cancellable" | "session-started" };

const holdsSeat = (status: RegistrationStatus) => (seatHoldingStatuses as readonly string[]).includes(status);
const inForce = (status: RegistrationStatus) => (activeStatuses as readonly string[]).includes(status);

/**
 * Cancels a registration before its session starts. With `ownerId`, only that user's
 * registration (another's is "not-found", as if it did not exist). In one transaction with the
 * session's row locked: the seat frees at once and goes to the first person waiting; a paid
 * registration becomes a refund request for staff; the calendar event is withdrawn (its
 * SEQUENCE raised) in the cancellation e-mail.
 */
export function cancelRegistration(
  db: Database,
  request: {
    registrationId: number;
    ownerId?: string;
    actor: Actor;
    /** The centre cancels the whole session: the e-mail says so, and the history's note. */
    sessionCancelled?: boolean;
    /** Runs in the cancellation's transaction once it is done: the back-office's audit entry. */
    onChanged?: (tx: Tx, change: EndedChange) => Promise<void>;
  },
  deps: RegistrationDeps,
): Promise<CancelOutcome> {
  return endRegistration(db, { ...request, to: "cancelled" }, deps);
}

/**
 * Lets a registration lapse (`expired`): for the payment issue, when a registration stays unpaid
 * past its deadline. Like a cancellation, under the session's lock, the seat goes to the waiting
 * list at once; no e-mail is sent here (the caller tells the registrant why).
 */
export function lapseRegistration(
  db: Database,
  request: {
    registrationId: number;
    actor: Actor;
    note?: string;
    /** The note as data, for the back-office's history in its reader's language. */
    data?: HistoryNote;
    /** A payment hold: only while still unpaid, checked under the lock (a payment may be racing). */
    unpaidOnly?: boolean;
    /** The e-mail telling the registrant why, queued in the same transaction. */
    email?: "hold-expired";
  },
  deps: RegistrationDeps,
): Promise<CancelOutcome> {
  return endRegistration(db, { ...request, to: "expired" }, deps);
}

async function endRegistration(
  db: Database,
  {
    registrationId,
    ownerId,
    actor,
    to,
    note,
    data,
    unpaidOnly = false,
    email,
    sessionCancelled = false,
    onChanged,
  }: {
    registrationId: number;
    ownerId?: string;
    actor: Actor;
    to: "cancelled" | "expired";
    note?: string;
    data?: HistoryNote;
    unpaidOnly?: boolean;
    email?: "hold-expired";
    sessionCancelled?: boolean;
    onChanged?: (tx: Tx, change: EndedChange) => Promise<void>;
  },
  deps: RegistrationDeps,
): Promise<CancelOutcome> {
  const [peek] = await db
    .select({ sessionId: registrations.sessionId, userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!peek || (ownerId !== undefined && peek.userId !== ownerId)) return { ok: false, error: "not-found" };

  return db.transaction(async (tx): Promise<CancelOutcome> => {
    // The session first, then the registration: the order every seat change takes its locks in.
    const session = peek.sessionId === null ? undefined : await lockSession(tx, peek.sessionId);
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!registration || (ownerId !== undefined && registration.userId !== ownerId))
      return { ok: false, error: "not-found" };
    if (!inForce(registration.status)) return { ok: false, error: "not-cancellable" };
    if (unpaidOnly && (registration.paymentStatus === "paid" || registration.paymentStatus === "refunded"))
      return { ok: false, error: "not-cancellable" };
    if (session && session.startsAt.getTime() <= deps.now.getTime())
      return { ok: false, error: "session-started" };

    const cancelling = to === "cancelled";
    const refundRequested = cancelling && registration.paymentStatus === "paid";
    await tx
      .update(registrations)
      .set({
        status: to,
        cancelledAt: cancelling ? deps.now : null,
        offerExpiresAt: null,
        calendarSequence: sql`${registrations.calendarSequence} + 1`,
        refundRequestedAt: refundRequested ? deps.now : null,
        updatedAt: deps.now,
      })
      .where(eq(registrations.id, registrationId));
    await recordChange(tx, {
      registrationId,
      actor,
      from: { status: registration.status, paymentStatus: registration.paymentStatus },
      to: { status: to, paymentStatus: registration.paymentStatus },
      note:
        [sessionCancelled ? "session cancelled" : null, refundRequested ? "refund requested" : note]
          .filter(Boolean)
          .join("; ") || undefined,
      data: cancelling ? { kind: "cancelled", sessionCancelled, refundRequested } : data,
      at: deps.now,
    });
    if (refundRequested) {
      // Staff owe the money back: they hear of it with the change, through the same outbox.
      await enqueueRefundRequestNotice(tx, {
        registrationId,
        cause: sessionCancelled ? "session-cancelled" : actor.kind === "staff" ? "staff" : "registrant",
        staffEmail: deps.staffEmail,
        siteUrl: deps.siteUrl,
        now: deps.now,
      });
    }
    if (cancelling)
      await notify(tx, "cancelled", registrationId, deps, () => ({ refundRequested, sessionCancelled }));
    if (email) await notify(tx, email, registrationId, deps);
    if (session && holdsSeat(registration.status)) await offerFreedSeats(tx, session, deps);
    if (onChanged) {
      await onChanged(tx, {
        from: {
          status: registration.status,
          paymentStatus: registration.paymentStatus,
          sessionId: registration.sessionId,
        },
        to: { status: to, refundRequested },
      });
    }
    return { ok: true, courseId: registration.courseId, refundRequested };
  });
}

/**
 * Every registration in force of a user whose session has not started, cancelled (an account
 * being deleted: its seats go to the waiting lists). Returns how many were cancelled.
 */
export async function cancelAllRegistrationsOf(
  db: Database,
  userId: string,
  actor: Actor,
  deps: RegistrationDeps,
): Promise<number> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.status, [...activeStatuses])));
  let cancelled = 0;
  for (const row of rows) {
    const outcome = await cancelRegistration(db, { registrationId: row.id, ownerId: userId, actor }, deps);
    if (outcome.ok) cancelled += 1;
  }
  return cancelled;
}
