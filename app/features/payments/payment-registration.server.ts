import { and, eq, inArray, ne } from "drizzle-orm";
import {
  activeStatuses,
  registrationHistory,
  registrations,
  trainingSessions,
  type HistoryNote,
  type HistorySource,
  type Payment,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../db/schema";
import { enqueueRefundRequestNotice } from "~/features/mail/refund-request-notice.server";
import { seatsTakenIn } from "~/features/sessions/seats-taken.server";
import { isFullyPaid } from "./amount.server";
import type { PaymentDeps, Tx } from "./payment-deps";

/**
 * What a payment's state means for its registration. Written here rather than through the
 * registration feature (features do not import each other): the same rows and locks as
 * registration/cancel.server.ts and seats.server.ts.
 */

export interface PaymentActor {
  /** The provider's own word (a verified notification), or staff recording a transfer. */
  kind: "system" | "staff";
  userId?: string;
  note: string;
  /** Staff recording money by hand: who, and when it arrived (shown with the history line). */
  source?: HistorySource;
}

/** Distributes over the union: a note's own fields, without the actor's source. */
type NoteOf<T> = T extends HistoryNote ? Omit<T, "source"> : never;
export type PaymentHistoryNote = NoteOf<HistoryNote>;

export async function writeHistory(
  tx: Tx,
  {
    registrationId,
    actor,
    from,
    to,
    note,
    data,
    at,
  }: {
    registrationId: number;
    actor: PaymentActor;
    from: { status: RegistrationStatus; paymentStatus: PaymentStatus };
    to: { status: RegistrationStatus; paymentStatus: PaymentStatus };
    /** A plain English trace, for raw readers of the table. */
    note: string;
    /** The same as data, which the back-office renders in its reader's language. */
    data?: PaymentHistoryNote;
    at: Date;
  },
) {
  await tx.insert(registrationHistory).values({
    registrationId,
    actor: actor.kind,
    actorUserId: actor.kind === "staff" ? (actor.userId ?? null) : null,
    fromStatus: from.status,
    toStatus: to.status,
    fromPaymentStatus: from.paymentStatus,
    toPaymentStatus: to.paymentStatus,
    note,
    noteData: data ? ({ ...data, ...(actor.source ? { source: actor.source } : {}) } as HistoryNote) : null,
    at,
  });
}

/** A payment as a history note names it. */
export function noted(payment: Pick<Payment, "reference" | "provider" | "amountMinor" | "currency">) {
  const { reference, provider, amountMinor, currency } = payment;
  return { reference, provider, amountMinor, currency };
}

/** How a succeeded payment left its registration (ADR 1005). */
export type Settlement =
  | { kind: "none" }
  | { kind: "paid" }
  /** It had expired; a seat was free: confirmed again. */
  | { kind: "restored" }
  /** It had ended (expired with no seat left, or cancelled): the money goes back. */
  | { kind: "refund"; ended: "expired" | "cancelled" }
  /**
   * Another payment had already paid it (two checkouts both completed): this one is extra and
   * goes back; the registration is unchanged and no second receipt is issued.
   */
  | { kind: "duplicate" };

const inForce = (status: RegistrationStatus) => (activeStatuses as readonly string[]).includes(status);

/**
 * A payment has just succeeded: its registration becomes paid, or, when it had ended in the
 * meantime (the hold expired first), is restored if its session still has a seat, else keeps
 * its end and is flagged for a refund. Locks the session's row, then the registration's: the
 * order the hold expiry and cancellations take them in, so a payment racing them waits for
 * them (or they for it) and never deadlocks; the payment's row was locked first by the caller,
 * which no seat change takes.
 */
export async function settleRegistration(
  tx: Tx,
  payment: Payment,
  actor: PaymentActor,
  deps: PaymentDeps,
): Promise<Settlement> {
  if (payment.registrationId === null) return { kind: "none" };
  const [peek] = await tx
    .select({ sessionId: registrations.sessionId })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (!peek) return { kind: "none" };
  const [session] =
    peek.sessionId === null
      ? []
      : await tx
          .select({
            id: trainingSessions.id,
            startsAt: trainingSessions.startsAt,
            status: trainingSessions.status,
            totalSeats: trainingSessions.totalSeats,
          })
          .from(trainingSessions)
          .where(eq(trainingSessions.id, peek.sessionId))
          .for("update");
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId))
    .for("update");
  if (!registration) return { kind: "none" };
  const from = { status: registration.status, paymentStatus: registration.paymentStatus };
  const label = `payment ${payment.reference} (${payment.provider}) succeeded`;

  if (inForce(registration.status)) {
    if (registration.paymentStatus === "paid") return { kind: "duplicate" };
    // A deposit or a part of the balance (ADR 1006) leaves the registration to pay, and says
    // so in its history; it becomes paid with the part that completes the price.
    const part = !(await isFullyPaid(tx, registration.id));
    const paymentStatus: PaymentStatus = part ? "pending" : "paid";
    await tx
      .update(registrations)
      .set({ paymentStatus, updatedAt: deps.now })
      .where(eq(registrations.id, registration.id));
    await writeHistory(tx, {
      registrationId: registration.id,
      actor,
      from,
      to: { status: registration.status, paymentStatus },
      note: `${label}${part ? " (part of the price)" : ""}: ${actor.note}`,
      data: { kind: "payment-succeeded", part, ...noted(payment) },
      at: deps.now,
    });
    return { kind: "paid" };
  }

  const ended = registration.status === "cancelled" ? "cancelled" : "expired";
  let restorable = false;
  if (ended === "expired" && session && session.status === "scheduled" && session.startsAt > deps.now) {
    const [taken] = await tx
      .select({ n: seatsTakenIn(session.id) })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, session.id));
    // Restoring must not make a second registration in force for the same course.
    const [other] = registration.userId
      ? await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(
            and(
              eq(registrations.userId, registration.userId),
              eq(registrations.courseId, registration.courseId),
              inArray(registrations.status, [...activeStatuses]),
              ne(registrations.id, registration.id),
            ),
          )
          .limit(1)
      : [];
    restorable = (taken?.n ?? 0) < session.totalSeats && !other;
  }
  if (restorable) {
    await tx
      .update(registrations)
      .set({
        status: "confirmed",
        paymentStatus: "paid",
        confirmedAt: deps.now,
        refundRequestedAt: null,
        calendarSequence: registration.calendarSequence + 1,
        updatedAt: deps.now,
      })
      .where(eq(registrations.id, registration.id));
    await writeHistory(tx, {
      registrationId: registration.id,
      actor,
      from,
      to: { status: "confirmed", paymentStatus: "paid" },
      note: `${label} after the registration expired: a seat was free, restored (${actor.note})`,
      data: { kind: "payment-restored", ...noted(payment) },
      at: deps.now,
    });
    return { kind: "restored" };
  }
  await tx
    .update(registrations)
    .set({ paymentStatus: "paid", refundRequestedAt: deps.now, updatedAt: deps.now })
    .where(eq(registrations.id, registration.id));
  await writeHistory(tx, {
    registrationId: registration.id,
    actor,
    from,
    to: { status: registration.status, paymentStatus: "paid" },
    note: `${label} after the registration was ${ended}: no seat to restore, refund due (${actor.note})`,
    data: { kind: "payment-refund-due", ended, ...noted(payment) },
    at: deps.now,
  });
  await enqueueRefundRequestNotice(tx, {
    registrationId: registration.id,
    cause: "late-payment",
    staffEmail: deps.staffEmail,
    siteUrl: deps.siteUrl,
    now: deps.now,
  });
  return { kind: "refund", ended };
}
