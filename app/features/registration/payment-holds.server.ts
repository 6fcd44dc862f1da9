import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, registrations, trainingSessions } from "../../../db/schema";
import { withdrawalPeriodEnd, withdrawalRuleApplies } from "~/features/sessions/withdrawal-period";
import { lapseRegistration } from "./cancel.server";
import { registrationAllowance } from "./payment-allowance.server";
import { loadRegistrationDetails } from "./registration-details.server";
import { SYSTEM, type RegistrationDeps } from "./registration-deps";

const HOUR_MS = 60 * 60 * 1000;

/** Unpaid seats are released at the latest this long before the session, for the waiting list. */
export const RELEASE_BEFORE_SESSION_MS = 3 * 24 * HOUR_MS;
/** Someone registering within those three days still gets this long to pay. */
export const LATE_REGISTRATION_HOLD_MS = 2 * HOUR_MS;

/**
 * When an unpaid confirmed seat is released (ADR 1004): `holdHours` after it was confirmed,
 * but never later than 3 days before the session, so that the waiting list has time to move
 * up; a registration made within those 3 days is held 2 hours.
 */
export function holdDeadline(confirmedAt: Date, startsAt: Date, holdHours: number): Date {
  const byHold = confirmedAt.getTime() + holdHours * HOUR_MS;
  const beforeSession = startsAt.getTime() - RELEASE_BEFORE_SESSION_MS;
  const lateFloor = confirmedAt.getTime() + LATE_REGISTRATION_HOLD_MS;
  return new Date(Math.max(Math.min(byHold, beforeSession), Math.min(lateFloor, byHold)));
}

/**
 * Confirmed registrations with a price, still unpaid past their hold, expire: the seat goes to
 * the waiting list at once and the registrant is told by e-mail, in one transaction each
 * (cancel.server.ts). A payment that lands first wins: the lapse re-reads the registration
 * under its lock and leaves a paid one alone. Registrations without a price (on request) are
 * never held. Returns how many expired.
 */
export async function expireUnpaidHolds(
  db: Database,
  deps: RegistrationDeps & { holdHours: number },
): Promise<number> {
  const { holdHours } = deps;
  const candidates = await db
    .select({
      id: registrations.id,
      confirmedAt: registrations.confirmedAt,
      createdAt: registrations.createdAt,
      payer: registrations.payer,
      country: trainingSessions.country,
      startsAt: trainingSessions.startsAt,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .where(
      and(
        eq(registrations.status, "confirmed"),
        inArray(registrations.paymentStatus, ["pending", "failed"]),
        isNotNull(registrations.confirmedAt),
        gt(trainingSessions.startsAt, deps.now),
        sql`coalesce(${registrations.priceCents}, 0) > 0`,
      ),
    );
  let expired = 0;
  for (const candidate of candidates) {
    if (!candidate.confirmedAt) continue;
    // French law (ADR 1006): releasing the seat of someone who may not yet be asked to pay, or
    // who paid the deposit the law allows, would be requiring payment: the hold runs from the
    // end of the withdrawal period, and a deposit keeps the seat.
    const lawful = withdrawalRuleApplies(candidate);
    const holdFrom = lawful
      ? new Date(
          Math.max(candidate.confirmedAt.getTime(), withdrawalPeriodEnd(candidate.createdAt).getTime()),
        )
      : candidate.confirmedAt;
    if (holdFrom.getTime() > deps.now.getTime()) continue;
    if (holdDeadline(holdFrom, candidate.startsAt, holdHours).getTime() > deps.now.getTime()) continue;
    if (lawful) {
      const details = await loadRegistrationDetails(db, candidate.id);
      const owed = details ? await registrationAllowance(db, details, deps.now) : null;
      if (owed?.partPaid) continue;
    }
    const outcome = await lapseRegistration(
      db,
      {
        registrationId: candidate.id,
        actor: SYSTEM,
        note: "payment hold expired",
        data: { kind: "hold-expired" },
        unpaidOnly: true,
        email: "hold-expired",
      },
      deps,
    );
    if (outcome.ok) expired++;
  }
  return expired;
}
