import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations, trainingSessions } from "../../../db/schema";
import { seatHeldUntil, unpaidHeldSeats, unpaidSeatHeldUntil } from "./hold-deadline.server";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import { SYSTEM, type RegistrationDeps } from "./registration-deps";
import { loadRegistrationDetails } from "./registration-details.server";
import { lockSession } from "./seats.server";
import { expireUnpaidHolds } from "./payment-holds.server";
import { expireUnpaidBookings } from "./booking-holds.server";
import { expireOffersIn } from "./waitlist.server";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminders before a session: one a week before, one a day before. Each is sent
 * once (its column records it, set in the transaction that queues the e-mail), only to
 * confirmed registrations (never cancelled, waitlisted or offered ones), and only to people
 * whose seat was confirmed before the reminder's window opened: someone who registered three
 * days before the session has just had the confirmation and gets the 24-hour reminder only.
 */
export const REMINDERS = [
  { kind: "reminder-7d", beforeMs: 7 * 24 * HOUR_MS, column: "reminder7dSentAt" },
  { kind: "reminder-24h", beforeMs: 24 * HOUR_MS, column: "reminder24hSentAt" },
] as const;

const BATCH = 50;

export interface JobsReport {
  offersExpired: number;
  holdsExpired: number;
  /** Company bookings released unpaid, without a purchase order. */
  bookingHoldsExpired: number;
  /** E-mails saying an unpaid seat's hold ends within 24 hours. */
  holdReminders: number;
  waitlistsClosed: number;
  reminders: Record<(typeof REMINDERS)[number]["kind"], number>;
}

/**
 * One pass of the registration jobs at `deps.now`: offers past their 24 hours expire (their
 * seats go to the next people waiting), waiting lists of sessions that have started close, and
 * due reminders are queued. Safe to run from several processes at once: sessions are locked
 * with SKIP LOCKED (a session another process or a registration holds is left for the next
 * pass) and reminders are claimed row by row with FOR UPDATE SKIP LOCKED.
 */
export async function runRegistrationJobs(
  db: Database,
  /** holdHours: PAYMENT_HOLD_HOURS (the server always passes it); without it, unpaid seats are not released. */
  deps: RegistrationDeps & { holdHours?: number },
): Promise<JobsReport> {
  const report: JobsReport = {
    offersExpired: await expireDueOffers(db, deps),
    // Unpaid seats past their payment hold go to the waiting list.
    holdsExpired:
      deps.holdHours === undefined ? 0 : await expireUnpaidHolds(db, { ...deps, holdHours: deps.holdHours }),
    bookingHoldsExpired:
      deps.holdHours === undefined
        ? 0
        : await expireUnpaidBookings(db, { ...deps, holdHours: deps.holdHours }),
    holdReminders:
      deps.holdHours === undefined ? 0 : await sendHoldReminders(db, { ...deps, holdHours: deps.holdHours }),
    waitlistsClosed: await closeStartedWaitlists(db, deps),
    reminders: { "reminder-7d": 0, "reminder-24h": 0 },
  };
  for (const reminder of REMINDERS) report.reminders[reminder.kind] = await sendReminders(db, reminder, deps);
  return report;
}

/** The hold reminder goes this long before an unpaid seat's hold ends. */
export const HOLD_REMINDER_BEFORE_MS = 24 * HOUR_MS;

/**
 * The e-mail saying an unpaid seat's hold ends within 24 hours: once per deadline (its column,
 * set in the transaction that queues the e-mail; staff extending the hold clear it), and only
 * to people confirmed before that window opened: someone confirmed within it has just been told
 * the deadline by the confirmation. Runs before the expiry pass would release the seat.
 */
async function sendHoldReminders(
  db: Database,
  deps: RegistrationDeps & { holdHours: number },
): Promise<number> {
  const candidates = await unpaidHeldSeats(db, deps.now, { reminderNotSent: true });
  const now = deps.now.getTime();
  let sent = 0;
  for (const candidate of candidates) {
    const deadline = unpaidSeatHeldUntil(candidate, deps.holdHours);
    if (!deadline || !candidate.confirmedAt) continue;
    const windowOpens = deadline.getTime() - HOLD_REMINDER_BEFORE_MS;
    if (now < windowOpens || now >= deadline.getTime() || candidate.confirmedAt.getTime() >= windowOpens)
      continue;
    sent += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.id, candidate.id), isNull(registrations.holdReminderSentAt)))
        .for("update", { skipLocked: true });
      if (!claimed) return 0;
      // Re-read under the lock: a payment, a deposit (French law) or an extension since the scan.
      const details = await loadRegistrationDetails(tx, candidate.id);
      const held = details
        ? await seatHeldUntil(tx, details, { envHours: deps.holdHours, now: deps.now })
        : null;
      if (!held || held.getTime() !== deadline.getTime()) return 0;
      await tx
        .update(registrations)
        .set({ holdReminderSentAt: deps.now })
        .where(eq(registrations.id, candidate.id));
      await notify(tx, "hold-reminder", candidate.id, deps);
      return 1;
    });
  }
  return sent;
}

async function expireDueOffers(db: Database, deps: RegistrationDeps): Promise<number> {
  const sessions = await db
    .selectDistinct({ id: registrations.sessionId })
    .from(registrations)
    .where(and(eq(registrations.status, "offered"), lte(registrations.offerExpiresAt, deps.now)));
  let expired = 0;
  for (const { id } of sessions) {
    if (id === null) continue;
    expired += await db.transaction(async (tx) => {
      const session = await lockSession(tx, id, { skipLocked: true });
      return session ? (await expireOffersIn(tx, session, deps)).length : 0;
    });
  }
  return expired;
}

/** A session that has started takes nobody from its waiting list: those still waiting lapse. */
async function closeStartedWaitlists(db: Database, deps: RegistrationDeps): Promise<number> {
  const sessions = await db
    .selectDistinct({ id: trainingSessions.id })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(
      and(inArray(registrations.status, ["waitlisted", "offered"]), lte(trainingSessions.startsAt, deps.now)),
    );
  let closed = 0;
  for (const { id } of sessions) {
    closed += await db.transaction(async (tx) => {
      const session = await lockSession(tx, id, { skipLocked: true });
      if (!session) return 0;
      const waiting = await tx
        .select({
          id: registrations.id,
          status: registrations.status,
          paymentStatus: registrations.paymentStatus,
        })
        .from(registrations)
        .where(and(eq(registrations.sessionId, id), inArray(registrations.status, ["waitlisted", "offered"])))
        .for("update");
      if (waiting.length === 0) return 0;
      await tx
        .update(registrations)
        .set({ status: "expired", offerExpiresAt: null, updatedAt: deps.now })
        .where(
          inArray(
            registrations.id,
            waiting.map((row) => row.id),
          ),
        );
      for (const row of waiting) {
        await recordChange(tx, {
          registrationId: row.id,
          actor: SYSTEM,
          from: { status: row.status, paymentStatus: row.paymentStatus },
          to: { status: "expired", paymentStatus: row.paymentStatus },
          note: "session started before a seat freed",
          data: { kind: "waitlist-closed" },
          at: deps.now,
        });
      }
      return waiting.length;
    });
  }
  return closed;
}

async function sendReminders(
  db: Database,
  reminder: (typeof REMINDERS)[number],
  deps: RegistrationDeps,
): Promise<number> {
  const sentColumn = registrations[reminder.column];
  const before = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);
  const now = sql`${deps.now.toISOString()}::timestamptz`;
  const windowOpens = sql`${trainingSessions.startsAt} - ${before(reminder.beforeMs)}`;
  // The next reminder's window: the week's reminder is not sent once the day's is due.
  const later = REMINDERS.find((other) => other.beforeMs < reminder.beforeMs);
  const windowCloses = later ? sql`${now} + ${before(later.beforeMs)}` : now;
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
        .where(
          and(
            eq(registrations.status, "confirmed"),
            eq(trainingSessions.status, "scheduled"),
            isNull(sentColumn),
            // In the window: after it opens and, for the week's reminder, before the day's opens.
            sql`${windowOpens} <= ${now}`,
            sql`${trainingSessions.startsAt} > ${windowCloses}`,
            sql`${registrations.confirmedAt} <= ${windowOpens}`,
          ),
        )
        .orderBy(asc(registrations.id))
        .limit(BATCH)
        .for("update", { of: registrations, skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(registrations)
        .set(
          reminder.column === "reminder7dSentAt"
            ? { reminder7dSentAt: deps.now }
            : { reminder24hSentAt: deps.now },
        )
        .where(
          inArray(
            registrations.id,
            due.map((row) => row.id),
          ),
        );
      for (const row of due) await notify(tx, reminder.kind, row.id, deps);
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
