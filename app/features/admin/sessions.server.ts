import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  courses,
  defaultTimeZoneFor,
  payments,
  registrations,
  seatHoldingStatuses,
  sessionStatuses,
  trainers,
  trainingSessions,
  user,
  type SessionStatus,
} from "../../../db/schema";
import { wallClockToInstant } from "../../../db/seed/zoned-time";
import type { Tx } from "~/features/mail/outbox.server";
import { pageDataChanged } from "~/lib/page-data-changed.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { idFrom, oneOf, pageFrom, pageWindow, sortFrom, type ListSort } from "./list-query";
import { priceHundredths, wallClockParts, type SessionInput } from "./session-schema";

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
}

/**
 * The registration and payment rules a session's changes go through, handed in by the route
 * (features do not import one another, DESIGN.md section 3; app/admin-session-ops.server.ts
 * wires the real ones): the seat lock, the registrants' own cancellation, the one refund path.
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
  /** refundPayment of payments/refunds.server.ts, with its provider lookup bound. */
  refundPayment(
    db: Database,
    request: { reference: string; actor: { kind: "staff"; userId: string; by: string } },
    deps: SessionDeps,
  ): Promise<{ ok: boolean }>;
}

export const SESSIONS_PAGE_SIZE = 25;
export const sessionSortColumns = ["start", "course", "fill"] as const;
export type SessionSortColumn = (typeof sessionSortColumns)[number];
export const sessionWhens = ["upcoming", "past"] as const;
export type SessionWhen = (typeof sessionWhens)[number];

export interface SessionFilters {
  page: number;
  course: number | null;
  when: SessionWhen | null;
  status: SessionStatus | null;
  sort: ListSort<SessionSortColumn>;
}

/** The list's state from the URL; anything malformed is no filter. */
export function sessionFiltersFrom(url: URL): SessionFilters {
  return {
    page: pageFrom(url),
    course: idFrom(url, "course"),
    when: oneOf(sessionWhens, url.searchParams.get("when")),
    status: oneOf(sessionStatuses, url.searchParams.get("status")),
    sort: sortFrom(url, sessionSortColumns, { column: "start", direction: "asc" }),
  };
}

const countOf = (statuses: readonly string[]) =>
  sql<number>`(
    select count(*) from registrations r
    where r.session_id = "training_sessions"."id"
      and r.status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})
  )`.mapWith(Number);

/** Seats held (confirmed and offered) and people waiting, counted in the list's own query. */
const takenSeats = countOf(seatHoldingStatuses);
const waiting = countOf(["waitlisted"]);

/** One page of sessions, filtered, sorted and paginated in the database. */
export async function listSessions(
  db: Database,
  filters: SessionFilters,
  now: Date = new Date(),
  pageSize = SESSIONS_PAGE_SIZE,
) {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(trainingSessions.courseId, filters.course));
  if (filters.status) conditions.push(eq(trainingSessions.status, filters.status));
  if (filters.when === "upcoming") conditions.push(gt(trainingSessions.startsAt, now));
  if (filters.when === "past") conditions.push(lte(trainingSessions.startsAt, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(trainingSessions).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const direction = filters.sort.direction === "desc" ? desc : asc;
  const order = {
    start: [direction(trainingSessions.startsAt)],
    // The French title: one order whatever the page's language.
    course: [direction(sql`${courses.title}->>'fr'`), asc(trainingSessions.startsAt)],
    fill: [
      direction(sql`${takenSeats}::float / greatest(${trainingSessions.totalSeats}, 1)`),
      asc(trainingSessions.startsAt),
    ],
  }[filters.sort.column];
  const rows = await db
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      format: trainingSessions.format,
      city: trainingSessions.city,
      status: trainingSessions.status,
      totalSeats: trainingSessions.totalSeats,
      taken: takenSeats,
      waiting,
      trainerName: trainers.name,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .leftJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .where(where)
    .orderBy(...order, asc(trainingSessions.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/** Seats taken out of the total, as a whole percentage (a session without seats is 0 %). */
export function fillRate(taken: number, totalSeats: number): number {
  return totalSeats > 0 ? Math.round((taken / totalSeats) * 100) : 0;
}

/** The courses and trainers a session form offers, in a stable order. */
export async function sessionChoices(db: Database) {
  const [courseRows, trainerRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        priceCents: courses.priceCents,
        currency: courses.currency,
      })
      .from(courses)
      .orderBy(asc(courses.id)),
    db
      .select({ id: trainers.id, name: trainers.name })
      .from(trainers)
      .orderBy(asc(trainers.name), asc(trainers.id)),
  ]);
  return { courses: courseRows, trainers: trainerRows };
}

/** A session with its course, trainer, and every registration (in force first, in arrival order). */
export async function sessionDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      session: trainingSessions,
      courseTitle: courses.title,
      coursePriceCents: courses.priceCents,
      courseCurrency: courses.currency,
      trainerName: trainers.name,
      trainerAccountEmail: user.email,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .leftJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .leftJoin(user, eq(user.id, trainingSessions.trainerUserId))
    .where(eq(trainingSessions.id, id))
    .limit(1);
  if (!row) return null;
  const people = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      company: registrations.company,
      status: registrations.status,
      paymentStatus: registrations.paymentStatus,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(eq(registrations.sessionId, id))
    .orderBy(asc(registrations.id));
  const holding = people.filter((person) =>
    (seatHoldingStatuses as readonly string[]).includes(person.status),
  );
  return {
    ...row,
    registrations: people.filter((person) => person.status !== "waitlisted"),
    waitlist: people.filter((person) => person.status === "waitlisted"),
    taken: holding.length,
  };
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof sessionDetail>>>;

/** "2026-12-11T09:00" read on the wall clock of `timeZone` → the instant. */
export function wallClockToDate(value: string, timeZone: string): Date {
  const parts = wallClockParts(value);
  if (!parts) throw new Error(`not a date and time: ${value}`);
  return wallClockToInstant(
    Date.UTC(parts.year, parts.month - 1, parts.day),
    parts.hour + parts.minute / 60,
    timeZone,
  );
}

/** The instant as the wall clock of `timeZone` shows it, for a datetime-local field. */
export function dateToWallClock(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The columns a valid form sets: the zone is the form's, else the country's. */
export function sessionValues(input: SessionInput) {
  const timeZone = input.timeZone ?? defaultTimeZoneFor(input.country);
  const inPerson = input.format === "presentiel";
  return {
    courseId: input.courseId,
    startsAt: wallClockToDate(input.startsAt, timeZone),
    endsAt: wallClockToDate(input.endsAt, timeZone),
    timeZone,
    format: input.format,
    // A remote session has no place: what was typed for one is not kept.
    venueName: inPerson ? input.venueName : null,
    streetAddress: inPerson ? input.streetAddress : null,
    city: inPerson ? input.city : null,
    country: input.country,
    totalSeats: input.totalSeats,
    priceCents: input.price === null ? null : priceHundredths(input.price, input.currency),
    currency: input.currency,
    trainerId: input.trainerId,
  };
}

type SessionRow = typeof trainingSessions.$inferSelect;

/** What the audit log keeps of a session: the fields staff change. */
function snapshot(row: SessionRow) {
  return {
    courseId: row.courseId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    format: row.format,
    venueName: row.venueName,
    streetAddress: row.streetAddress,
    city: row.city,
    country: row.country,
    totalSeats: row.totalSeats,
    priceCents: row.priceCents,
    currency: row.currency,
    trainerId: row.trainerId,
    trainerUserId: row.trainerUserId,
    status: row.status,
  };
}

/** The account's e-mail, for the audit entry (null when none or gone). */
async function accountEmail(tx: Tx, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/**
 * The account a trainer's e-mail names, whatever its case: its id, or why it is refused
 * (no such account, or a disabled one). Null e-mail: no account.
 */
async function trainerAccount(
  tx: Tx,
  email: string | null,
): Promise<{ ok: true; id: string | null } | { ok: false; refusal: SaveRefusal }> {
  if (email === null) return { ok: true, id: null };
  const [row] = await tx
    .select({ id: user.id, disabledAt: user.disabledAt })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .orderBy(asc(user.id))
    .limit(1);
  if (!row)
    return { ok: false, refusal: { field: "trainerEmail", message: "adminSessions.errors.trainerAccount" } };
  if (row.disabledAt !== null)
    return {
      ok: false,
      refusal: { field: "trainerEmail", message: "adminSessions.errors.trainerAccountDisabled" },
    };
  return { ok: true, id: row.id };
}

export type SaveRefusal =
  | {
      field: "courseId" | "trainerId" | "trainerEmail" | "totalSeats" | "endsAt";
      message: string;
      taken?: number;
    }
  | { field: null; message: "adminSessions.errors.notFound" | "adminSessions.errors.cancelled" };

export type SaveOutcome = { ok: true; id: number } | { ok: false; refusal: SaveRefusal };

/**
 * Schedules a session (no id) or changes one, with its audit entry in the same transaction.
 * A change takes the session's lock first, like every change of its seats: the seats may not go
 * under the seats taken, a session with registrations keeps its course, and seats added go to
 * the waiting list at once. A cancelled session is not edited.
 */
export async function saveSession(
  db: Database,
  { id, input, actor }: { id?: number; input: SessionInput; actor: AuditActor },
  deps: SessionDeps,
  ops: SessionOps,
): Promise<SaveOutcome> {
  const values = sessionValues(input);
  if (values.endsAt.getTime() <= values.startsAt.getTime())
    return { ok: false, refusal: { field: "endsAt", message: "adminSessions.errors.endBeforeStart" } };
  // Public pages show sessions: this process's render cache checks the version on its next
  // requests, which sees the change once committed (the trigger on training_sessions).
  pageDataChanged();
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, values.courseId));
    if (!course) return { ok: false, refusal: { field: "courseId", message: "adminSessions.errors.course" } };
    if (values.trainerId !== null) {
      const [trainer] = await tx
        .select({ id: trainers.id })
        .from(trainers)
        .where(eq(trainers.id, values.trainerId));
      if (!trainer)
        return { ok: false, refusal: { field: "trainerId", message: "adminSessions.errors.trainer" } };
    }
    const account = await trainerAccount(tx, input.trainerEmail);
    if (!account.ok) return account;
    const trainerUserId = account.id;
    if (id === undefined) {
      const [created] = await tx
        .insert(trainingSessions)
        .values({ ...values, trainerUserId, status: "scheduled", createdAt: deps.now, updatedAt: deps.now })
        .returning();
      if (!created) throw new Error("session not created");
      await recordAudit(tx, {
        actor,
        action: "session_create",
        entityType: "session",
        entityId: created.id,
        before: null,
        after: { ...snapshot(created), trainerEmail: await accountEmail(tx, created.trainerUserId) },
        at: deps.now,
      });
      return { ok: true, id: created.id };
    }
    const locked = await ops.lockSession(tx, id);
    const [before] = locked
      ? await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id))
      : [];
    if (!before) return { ok: false, refusal: { field: null, message: "adminSessions.errors.notFound" } };
    if (before.status === "cancelled")
      return { ok: false, refusal: { field: null, message: "adminSessions.errors.cancelled" } };
    const taken = await ops.seatsTaken(tx, id);
    if (values.totalSeats < taken)
      return {
        ok: false,
        refusal: { field: "totalSeats", message: "adminSessions.errors.seatsBelowTaken", taken },
      };
    if (values.courseId !== before.courseId) {
      const [registered] = await tx
        .select({ n: count() })
        .from(registrations)
        .where(eq(registrations.sessionId, id));
      if ((registered?.n ?? 0) > 0)
        return { ok: false, refusal: { field: "courseId", message: "adminSessions.errors.courseLocked" } };
    }
    const [after] = await tx
      .update(trainingSessions)
      .set({ ...values, trainerUserId, updatedAt: deps.now })
      .where(eq(trainingSessions.id, id))
      .returning();
    if (!after) throw new Error(`session ${id} vanished under its lock`);
    // Dates moved: the registrants' calendar files must pick up the change.
    if (
      after.startsAt.getTime() !== before.startsAt.getTime() ||
      after.endsAt.getTime() !== before.endsAt.getTime()
    ) {
      await tx
        .update(registrations)
        .set({ calendarSequence: sql`${registrations.calendarSequence} + 1`, updatedAt: deps.now })
        .where(and(eq(registrations.sessionId, id), inArray(registrations.status, [...activeStatuses])));
    }
    await recordAudit(tx, {
      actor,
      action: "session_update",
      entityType: "session",
      entityId: id,
      before: { ...snapshot(before), trainerEmail: await accountEmail(tx, before.trainerUserId) },
      after: { ...snapshot(after), trainerEmail: await accountEmail(tx, after.trainerUserId) },
      at: deps.now,
    });
    if (after.totalSeats > before.totalSeats) {
      await ops.offerFreedSeats(
        tx,
        {
          id,
          courseId: after.courseId,
          startsAt: after.startsAt,
          status: after.status,
          totalSeats: after.totalSeats,
        },
        deps,
      );
    }
    return { ok: true, id };
  });
}

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
 * Cancels a session that has not started (issue 11). In one transaction under the session's
 * lock: the session becomes cancelled (public pages drop it at once: the render cache's trigger),
 * every registration in force, the waiting list included, is cancelled through the registrants'
 * own cancellation (cancelRegistration: history, an e-mail in their language saying the centre
 * cancelled, a refund request when paid), and the audit entry is written. Then, once committed,
 * each paid registration's payments are refunded through the provider (ops.refundPayment: the
 * one refund path); bank transfers stay requested for staff to send back and record.
 */
export async function cancelSession(
  db: Database,
  { id, actor }: { id: number; actor: AuditActor },
  deps: SessionDeps,
  ops: SessionOps,
): Promise<CancelSessionOutcome> {
  const done = await db.transaction(async (tx) => {
    const locked = await ops.lockSession(tx, id);
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
      const outcome = await ops.cancelRegistration(
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
        ...snapshot(before),
        registrations: inForce.map((row) => ({
          id: row.id,
          status: row.status,
          paymentStatus: row.paymentStatus,
        })),
      },
      after: {
        ...snapshot(after),
        registrationsCancelled: inForce.map((row) => row.id),
        refundsRequested: refundsDue,
      },
      at: deps.now,
    });
    return { ok: true, cancelled: inForce.length, refundsDue } as const;
  });
  if (!done.ok) return done;

  let refunded = 0;
  let refundsLeft = 0;
  for (const registrationId of done.refundsDue) {
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
      const outcome = await ops.refundPayment(
        db,
        { reference: payment.reference, actor: { kind: "staff", userId: actor.id, by: actor.email } },
        deps,
      );
      if (!outcome.ok) sent = false;
    }
    if (sent) refunded += 1;
    else refundsLeft += 1;
  }
  return { ok: true, cancelled: done.cancelled, refunded, refundsLeft };
}
