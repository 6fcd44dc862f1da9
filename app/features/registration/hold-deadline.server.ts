import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations, trainingSessions, type Registration } from "../../../db/schema";
import { withdrawalPeriodEnd, withdrawalRuleApplies } from "~/features/sessions/withdrawal-period";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import { readSetting } from "~/lib/settings.server";
import { momentIn } from "./moment.server";
import { registrationAllowance } from "./payment-allowance.server";
import {
  loadRegistrationDetails,
  registrationPrice,
  type RegistrationDetails,
} from "./registration-details.server";
import type { Executor } from "./registration-deps";

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
 * The confirmed seats still unpaid, at a price, of sessions not started yet: what the hold's
 * expiry and its reminder look at (`reminderNotSent`: those whose reminder has not gone yet).
 */
export async function unpaidHeldSeats(db: Database, now: Date, { reminderNotSent = false } = {}) {
  return db
    .select({
      id: registrations.id,
      confirmedAt: registrations.confirmedAt,
      createdAt: registrations.createdAt,
      payer: registrations.payer,
      holdExtendedUntil: registrations.holdExtendedUntil,
      country: trainingSessions.country,
      startsAt: trainingSessions.startsAt,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(
      and(
        eq(registrations.status, "confirmed"),
        inArray(registrations.paymentStatus, ["pending", "failed"]),
        isNotNull(registrations.confirmedAt),
        reminderNotSent ? isNull(registrations.holdReminderSentAt) : undefined,
        gt(trainingSessions.startsAt, now),
        // The price the registration was made at (frozen), never the catalogue's today.
        sql`coalesce(${registrations.priceCents}, 0) > 0`,
      ),
    );
}

/** What the hold of one unpaid seat depends on. */
export interface HoldInput {
  confirmedAt: Date | null;
  /** When the registration was made: the French withdrawal period runs from it. */
  createdAt: Date;
  payer: "self" | "company";
  /** The session's country: the French rule applies to sessions in France. */
  country: string | null;
  startsAt: Date;
  /** Set by staff: replaces the computed deadline. */
  holdExtendedUntil: Date | null;
}

/**
 * Until when an unpaid confirmed seat is held: the one answer the hold job, the e-mails, Mes
 * inscriptions, the pay page and the bank-transfer instructions all give. A deadline staff
 * extended replaces the computed one. Otherwise `holdHours` from confirmation (holdDeadline),
 * except that under French law (ADR 1006) nothing may be asked during the withdrawal period,
 * so the hold runs from its end. Null for a registration never confirmed.
 */
export function unpaidSeatHeldUntil(input: HoldInput, holdHours: number): Date | null {
  if (!input.confirmedAt) return null;
  if (input.holdExtendedUntil) return input.holdExtendedUntil;
  const holdFrom = withdrawalRuleApplies(input)
    ? new Date(Math.max(input.confirmedAt.getTime(), withdrawalPeriodEnd(input.createdAt).getTime()))
    : input.confirmedAt;
  return holdDeadline(holdFrom, input.startsAt, holdHours);
}

/**
 * The hold staff set (/admin/settings), else `envHours` (PAYMENT_HOLD_HOURS): what the hold job
 * reads on every pass, so pages and e-mails read it the same way.
 */
export function paymentHoldHours(db: Pick<Database, "select">, envHours: number): Promise<number> {
  return readSetting(db, { EUR_GNF_RATE: undefined, PAYMENT_HOLD_HOURS: envHours }, "paymentHoldHours");
}

/** PAYMENT_HOLD_HOURS's own default, for callers (tests, scripts) that have no environment. */
export const DEFAULT_PAYMENT_HOLD_HOURS = 72;

/**
 * Until when this registration's seat is held while unpaid, or null when no deadline applies:
 * not a confirmed seat, already paid, no price (on request), a session already started, or a
 * French deposit paid (the law then keeps the seat). `envHours`: PAYMENT_HOLD_HOURS; the
 * setting staff edit wins over it, as in the hold job.
 */
export async function seatHeldUntil(
  db: Executor,
  details: Pick<RegistrationDetails, "registration" | "session" | "course">,
  { envHours, now }: { envHours: number; now: Date },
): Promise<Date | null> {
  const { registration, session } = details;
  if (!holdsUnpaidSeat(registration) || !session || session.startsAt.getTime() <= now.getTime()) return null;
  const price = registrationPrice(details);
  if (!price || price.cents <= 0) return null;
  if (withdrawalRuleApplies({ payer: registration.payer, country: session.country })) {
    const owed = await registrationAllowance(db, details, now);
    if (owed?.partPaid) return null;
  }
  return unpaidSeatHeldUntil(
    { ...registration, country: session.country, startsAt: session.startsAt },
    await paymentHoldHours(db, envHours),
  );
}

function holdsUnpaidSeat(registration: Pick<Registration, "status" | "paymentStatus">): boolean {
  return (
    registration.status === "confirmed" &&
    (registration.paymentStatus === "pending" || registration.paymentStatus === "failed")
  );
}

/**
 * "Votre place est réservée jusqu'au mardi 2 mars 2027 à 11:00 (heure de Conakry, UTC+0) …": the
 * one sentence the confirmation e-mail, Mes inscriptions and the pay page give, in the session's zone.
 */
export function heldUntilSentence(until: Date, timeZone: string, lang: Lang): string {
  return getT(lang)("registration.mine.heldUntil", { until: momentIn(until, timeZone, lang) });
}

/** The pay page's line: until when this registration's unpaid seat is held, or null. */
export async function holdNoteOfRegistration(
  db: Executor,
  registrationId: number,
  { lang, envHours, now }: { lang: Lang; envHours: number; now: Date },
): Promise<string | null> {
  const details = await loadRegistrationDetails(db, registrationId);
  if (!details?.session) return null;
  const until = await seatHeldUntil(db, details, { envHours, now });
  return until ? heldUntilSentence(until, details.session.timeZone, lang) : null;
}
