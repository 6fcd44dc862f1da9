import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  registrations,
  seatHoldingStatuses,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../db/schema";
import { currentCataloguePrice, type FrozenPrice } from "~/features/sessions/frozen-price.server";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import type { Actor, RegistrationDeps, Tx } from "./registration-deps";
import { isOpen, lockSession, seatsLeft, type LockedSession } from "./seats.server";
import { offerFreedSeats } from "./waitlist.server";

/** The price a registration pays, as the audit log keeps it (null: on request). */
type PriceFields = Pick<FrozenPrice, "priceCents" | "priceCurrency">;

export interface MovedChange {
  from: { sessionId: number | null; status: RegistrationStatus; paymentStatus: PaymentStatus } & PriceFields;
  to: { sessionId: number; status: "confirmed" } & PriceFields;
}

export type MoveOutcome =
  | { ok: true; change: MovedChange }
  | {
      ok: false;
      error:
        "not-found" | "not-movable" | "session-unavailable" | "same-session" | "full" | "session-started";
    };

const inForce = (status: RegistrationStatus) => (activeStatuses as readonly string[]).includes(status);
const holdsSeat = (status: RegistrationStatus) => (seatHoldingStatuses as readonly string[]).includes(status);

/**
 * Staff move a registration in force to another session of its course (or place a registration
 * of interest in one). The seat rules of registering hold: both sessions' rows are locked (in id
 * order, as no two moves may wait on each other), people already waiting for the new session
 * are offered its free seats first, and the move takes a seat only if one is left after them (a
 * full session refuses: staff never push someone past the waiting list). The seat left in the
 * old session goes to its waiting list. The registrant gets a confirmation for the new date
 * (its calendar event updated); the payments stay as they are, and so does the price the
 * registration was made at: only one with no price yet (a registration of interest in a course
 * on request, say) takes the new session's price, as a registration made now would (ADR 1010).
 */
export async function moveRegistration(
  db: Database,
  {
    registrationId,
    sessionId,
    actor,
    onChanged,
  }: {
    registrationId: number;
    sessionId: number;
    actor: Actor;
    /** Runs in the move's transaction: the back-office's audit entry. */
    onChanged?: (tx: Tx, change: MovedChange) => Promise<void>;
  },
  deps: RegistrationDeps,
): Promise<MoveOutcome> {
  const [peek] = await db
    .select({ sessionId: registrations.sessionId, courseId: registrations.courseId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!peek) return { ok: false, error: "not-found" };
  if (peek.sessionId === sessionId) return { ok: false, error: "same-session" };

  return db.transaction(async (tx): Promise<MoveOutcome> => {
    const locked = new Map<number, LockedSession | undefined>();
    for (const id of [sessionId, peek.sessionId]
      .filter((id): id is number => id !== null)
      .sort((a, b) => a - b))
      locked.set(id, await lockSession(tx, id));
    const target = locked.get(sessionId);
    const old = peek.sessionId === null ? undefined : locked.get(peek.sessionId);
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!registration) return { ok: false, error: "not-found" };
    // Moved meanwhile by someone else: the locks taken are not this session's.
    if (registration.sessionId !== peek.sessionId || !inForce(registration.status))
      return { ok: false, error: "not-movable" };
    if (!target || target.courseId !== registration.courseId || !isOpen(target, deps.now))
      return { ok: false, error: "session-unavailable" };
    if (old && old.startsAt.getTime() <= deps.now.getTime()) return { ok: false, error: "session-started" };
    // People already waiting for the new session come first, as for a new registration.
    await offerFreedSeats(tx, target, deps);
    if ((await seatsLeft(tx, target)) <= 0) return { ok: false, error: "full" };

    const price =
      registration.priceCents === null
        ? await currentCataloguePrice(tx, registration.courseId, target.id)
        : null;
    await tx
      .update(registrations)
      .set({
        ...price,
        sessionId: target.id,
        status: "confirmed",
        confirmedAt: registration.status === "confirmed" ? registration.confirmedAt : deps.now,
        offerExpiresAt: null,
        calendarSequence: sql`${registrations.calendarSequence} + 1`,
        updatedAt: deps.now,
      })
      .where(eq(registrations.id, registrationId));
    await recordChange(tx, {
      registrationId,
      actor,
      from: { status: registration.status, paymentStatus: registration.paymentStatus },
      to: { status: "confirmed", paymentStatus: registration.paymentStatus },
      note: `moved from session ${registration.sessionId ?? "none"} to session ${target.id}`,
      data: { kind: "moved", fromSessionId: registration.sessionId, toSessionId: target.id },
      at: deps.now,
    });
    await notify(tx, "confirmed", registrationId, deps);
    if (old && holdsSeat(registration.status)) await offerFreedSeats(tx, old, deps);
    const change: MovedChange = {
      from: {
        sessionId: registration.sessionId,
        status: registration.status,
        paymentStatus: registration.paymentStatus,
        priceCents: registration.priceCents,
        priceCurrency: registration.priceCurrency as PriceFields["priceCurrency"],
      },
      to: {
        sessionId: target.id,
        status: "confirmed",
        priceCents: price ? price.priceCents : registration.priceCents,
        priceCurrency: price
          ? price.priceCurrency
          : (registration.priceCurrency as PriceFields["priceCurrency"]),
      },
    };
    if (onChanged) await onChanged(tx, change);
    return { ok: true, change };
  });
}
