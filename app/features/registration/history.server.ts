import {
  registrationHistory,
  type HistoryNote,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../db/schema";
import type { Actor, Tx } from "./registration-deps";

export interface Change {
  registrationId: number;
  actor: Actor;
  from: { status: RegistrationStatus; paymentStatus: PaymentStatus } | null;
  to: { status: RegistrationStatus; paymentStatus: PaymentStatus };
  /** A plain English trace, for raw readers of the table. */
  note?: string;
  /** The same as data, which the back-office renders in its reader's language. */
  data?: HistoryNote;
  at: Date;
}

/** Writes one line of a registration's history, in the transaction of the change it records. */
export async function recordChange(tx: Tx, change: Change): Promise<void> {
  await tx.insert(registrationHistory).values({
    registrationId: change.registrationId,
    actor: change.actor.kind,
    actorUserId: change.actor.kind === "system" ? null : change.actor.userId,
    fromStatus: change.from?.status ?? null,
    toStatus: change.to.status,
    fromPaymentStatus: change.from?.paymentStatus ?? null,
    toPaymentStatus: change.to.paymentStatus,
    note: change.note ?? null,
    noteData: change.data ?? null,
    at: change.at,
  });
}
