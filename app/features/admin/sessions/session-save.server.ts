import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { activeStatuses, courses, registrations, trainers, trainingSessions, user } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { notify } from "~/features/registration/notify.server";
import type { RegistrationDeps } from "~/features/registration/registration-deps";
import { lockSession, seatsTaken } from "~/features/registration/seats.server";
import { offerFreedSeats } from "~/features/registration/waitlist.server";
import { pageDataChanged } from "~/lib/page-data-changed.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import {
  registrationsOnSession,
  samePrice,
  type CataloguePrice,
  type PriceKept,
} from "../shared/price-change.server";
import { sessionSnapshotWithTrainer } from "./session-audit.server";
import type { SessionInput } from "./session-schema";
import { sessionValues } from "./session-values.server";

export type SaveRefusal =
  | {
      field: "courseId" | "trainerId" | "trainerEmail" | "totalSeats" | "endsAt";
      message: string;
      taken?: number;
    }
  | { field: null; message: "adminSessions.errors.notFound" | "adminSessions.errors.cancelled" };

export type SaveOutcome =
  | {
      ok: true;
      id: number;
      /** Registrants told by e-mail that their session's dates, hours or place changed. */
      notified: number;
      /** Its price changed: the registrations in force, which keep the price they were made at. */
      priceKept: PriceKept | null;
    }
  | { ok: false; refusal: SaveRefusal };

type SessionRow = typeof trainingSessions.$inferSelect;

/** What the registrants were told of their session: its moment and its place. */
const toldFields = [
  "startsAt",
  "endsAt",
  "timeZone",
  "format",
  "venueName",
  "streetAddress",
  "city",
  "country",
] as const satisfies readonly (keyof SessionRow)[];

function changedForRegistrants(before: SessionRow, after: SessionRow): boolean {
  return toldFields.some((field) => {
    const [was, is] = [before[field], after[field]];
    return was instanceof Date && is instanceof Date ? was.getTime() !== is.getTime() : was !== is;
  });
}

/** What a new registration in the session pays: its own price, else its course's. */
function effectivePrice(
  session: Pick<SessionRow, "priceCents" | "currency">,
  course: { priceCents: number | null; currency: string },
): CataloguePrice {
  return session.priceCents !== null
    ? { cents: session.priceCents, currency: session.currency }
    : { cents: course.priceCents, currency: course.currency };
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

/**
 * Schedules a session (no id) or changes one, with its audit entry in the same transaction.
 * A change takes the session's lock first, like every change of its seats: the seats may not go
 * under the seats taken, a session with registrations keeps its course, and seats added go to
 * the waiting list at once. A cancelled session is not edited. When its dates, hours or place
 * change, every registration in force is told by e-mail (notify "session-changed").
 */
export async function saveSession(
  db: Database,
  { id, input, actor }: { id?: number; input: SessionInput; actor: AuditActor },
  deps: RegistrationDeps,
): Promise<SaveOutcome> {
  const values = sessionValues(input);
  if (values.endsAt.getTime() <= values.startsAt.getTime())
    return { ok: false, refusal: { field: "endsAt", message: "adminSessions.errors.endBeforeStart" } };
  // Public pages show sessions: this process's render cache checks the version on its next
  // requests, which sees the change once committed (the trigger on training_sessions).
  pageDataChanged();
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const [course] = await tx
      .select({ id: courses.id, priceCents: courses.priceCents, currency: courses.currency })
      .from(courses)
      .where(eq(courses.id, values.courseId));
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
        after: await sessionSnapshotWithTrainer(tx, created),
        at: deps.now,
      });
      return { ok: true, id: created.id, notified: 0, priceKept: null };
    }
    const locked = await lockSession(tx, id);
    const [before] = locked
      ? await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id))
      : [];
    if (!before) return { ok: false, refusal: { field: null, message: "adminSessions.errors.notFound" } };
    if (before.status === "cancelled")
      return { ok: false, refusal: { field: null, message: "adminSessions.errors.cancelled" } };
    const taken = await seatsTaken(tx, id);
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
    // The moment or the place moved: everyone in force is told again, in their language, with a
    // calendar file that replaces the one they have (its sequence goes up).
    const told = changedForRegistrants(before, after)
      ? await tx
          .update(registrations)
          .set({ calendarSequence: sql`${registrations.calendarSequence} + 1`, updatedAt: deps.now })
          .where(and(eq(registrations.sessionId, id), inArray(registrations.status, [...activeStatuses])))
          .returning({ id: registrations.id })
      : [];
    const toldIds = told.map((row) => row.id).sort((a, b) => a - b);
    // A new price reaches no registration already made: each stores its own (ADR 1010).
    const was = effectivePrice(before, course);
    const is = effectivePrice(after, course);
    const priceKept = samePrice(was, is)
      ? null
      : { kept: await registrationsOnSession(tx, id), before: was, after: is };
    for (const registrationId of toldIds) await notify(tx, "session-changed", registrationId, deps);
    await recordAudit(tx, {
      actor,
      action: "session_update",
      entityType: "session",
      entityId: id,
      before: await sessionSnapshotWithTrainer(tx, before),
      after: {
        ...(await sessionSnapshotWithTrainer(tx, after)),
        ...(toldIds.length ? { registrantsNotified: toldIds } : {}),
        ...(priceKept ? { registrationsKeepingTheirPrice: priceKept.kept } : {}),
      },
      at: deps.now,
    });
    if (after.totalSeats > before.totalSeats) {
      await offerFreedSeats(
        tx,
        {
          id,
          courseId: after.courseId,
          startsAt: after.startsAt,
          status: after.status,
          totalSeats: after.totalSeats,
          companyId: after.companyId,
        },
        deps,
      );
    }
    return { ok: true, id, notified: toldIds.length, priceKept };
  });
}
