import type { Database } from "../../../../db/database";
import type { SessionStatus } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";

/** A session row as locked for a change of its seats (registration/seats.server.ts). */
export interface LockedSessionRow {
  id: number;
  courseId: number;
  startsAt: Date;
  status: SessionStatus;
  totalSeats: number;
}

/** What the seat rules need: the clock, where links point, the secrets that sign offers. */
export interface SessionDeps {
  siteUrl: string;
  secrets: readonly string[];
  now: Date;
  /** Where staff notices go (STAFF_EMAIL): a refund request's e-mail. */
  staffEmail?: string;
}

/**
 * The registration and payment rules a session's changes go through, handed in by the route
 * (features do not import one another, DESIGN.md section 3; app/admin-session-ops.server.ts
 * wires the real ones): the seat lock, the registrants' own cancellation and notices, the one
 * refund path.
 */
export interface SessionOps {
  lockSession(tx: Tx, sessionId: number): Promise<LockedSessionRow | undefined>;
  seatsTaken(tx: Tx, sessionId: number): Promise<number>;
  /** Seats freed or added go to the waiting list at once. */
  offerFreedSeats(tx: Tx, session: LockedSessionRow, deps: SessionDeps): Promise<unknown>;
  /** The registrant's cancellation (history, e-mail in their language, refund request when paid). */
  cancelRegistration(
    db: Database,
    request: { registrationId: number; actor: { kind: "staff"; userId: string }; sessionCancelled: boolean },
    deps: SessionDeps,
  ): Promise<{ ok: true; refundRequested: boolean } | { ok: false; error: string }>;
  /**
   * Tells a registrant in force that their session's dates, hours or place changed: an e-mail in
   * their language, in this transaction's outbox, with the updated calendar file.
   */
  notifySessionChanged(tx: Tx, registrationId: number, deps: SessionDeps): Promise<void>;
  /** refundPayment of payments/refunds.server.ts, with its provider lookup bound. */
  refundPayment(
    db: Database,
    request: { reference: string; actor: { kind: "staff"; userId: string; by: string } },
    deps: SessionDeps,
  ): Promise<{ ok: boolean }>;
}
