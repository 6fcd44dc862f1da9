import { registrationHistory, type PaymentStatus, type RegistrationStatus } from "../../../db/schema";
import type { Actor, Tx } from "./registration-deps";

export interface Change {
  registrationId: number;
  actor: Actor;
  from: { status: RegistrationStatus; paymentStatus: PaymentStatus } | null;
  to: { status: RegistrationStatus; paymentStatus: PaymentStatus };
  note?: string;
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
    at: change.at,
  });
}
