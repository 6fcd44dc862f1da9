import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  courses,
  registrations,
  trainingSessions,
  type Payer,
  user,
} from "../../../db/schema";
import type { Lang } from "~/lib/language";
import { currentCataloguePrice } from "~/features/sessions/frozen-price.server";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import { waitlistPosition } from "./registration-details.server";
import type { Executor, RegistrationDeps, Tx } from "./registration-deps";
import { isOpen, lockSession, seatsLeft } from "./seats.server";
import { offerFreedSeats } from "./waitlist.server";

export interface RegistrationRequest {
  /** The signed-in user, from the session: never from the form. */
  userId: string;
  courseId: number;
  /** The session chosen, or null for a registration of interest (the course has none scheduled). */
  sessionId: number | null;
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company?: string;
    position?: string;
  };
  payer: Payer;
  lang: Lang;
  /** The person ticked "send me text messages": they accept texts at `person.phone` from now on. */
  smsConsent?: boolean;
}

export type RegistrationOutcome =
  | { ok: true; status: "confirmed"; registrationId: number }
  | { ok: true; status: "waitlisted"; registrationId: number; position: number }
  | { ok: true; status: "interest"; registrationId: number }
  | {
      ok: false;
      error: "course-not-found" | "session-unavailable" | "session-required" | "already-registered";
    };

class Refusal extends Error {
  constructor(readonly reason: Extract<RegistrationOutcome, { ok: false }>["error"]) {
    super(reason);
  }
}

/** PostgreSQL's unique violation (23505), which Drizzle wraps: the one-registration-per-course index. */
export function isDuplicateRegistration(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && typeof cause === "object" && depth < 5; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505")
      return constraint === undefined || constraint === "registrations_one_active_per_course";
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Registers a user for a course, in one transaction that locks the session's row: seats left =
 * total seats - confirmed and offered registrations, counted under the lock, so a seat is never
 * given twice and the count never goes below zero. A full session puts the registrant on its
 * waiting list; a course with no session scheduled takes a registration of interest. The
 * confirmation (or waiting-list) e-mail is queued in the same transaction. Prices, seat counts
 * and the user come from the database and the session, never from the form; the price is stored
 * on the registration (frozen-price.server.ts).
 */
export async function registerForCourse(
  db: Database,
  request: RegistrationRequest,
  deps: RegistrationDeps,
): Promise<RegistrationOutcome> {
  try {
    return await db.transaction((tx) => register(tx, request, deps));
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.reason };
    // Two requests of one user for two sessions of a course: the index refuses the second.
    if (isDuplicateRegistration(error)) return { ok: false, error: "already-registered" };
    throw error;
  }
}

async function register(
  tx: Tx,
  request: RegistrationRequest,
  deps: RegistrationDeps,
): Promise<RegistrationOutcome> {
  const { now } = deps;
  // Shared with other registrations, exclusive of the course editor's save: a price change
  // waits for registrations under way (and they for it), so each stores the price of its moment
  // and the editor's count of registrations keeping their price is exact.
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, request.courseId), isNull(courses.archivedAt)))
    .for("share");
  if (!course) throw new Refusal("course-not-found");

  let status: "confirmed" | "waitlisted";
  if (request.sessionId !== null) {
    // Every change to this session's seats waits here until this transaction ends.
    const session = await lockSession(tx, request.sessionId);
    // An intra-company session is booked by its company, never by an individual.
    if (
      !session ||
      session.courseId !== request.courseId ||
      session.companyId !== null ||
      !isOpen(session, now)
    )
      throw new Refusal("session-unavailable");
    await refuseDuplicate(tx, request);
    // People already waiting come first: free seats go to them before a newcomer.
    await offerFreedSeats(tx, session, deps);
    status = (await seatsLeft(tx, session)) > 0 ? "confirmed" : "waitlisted";
  } else {
    // A registration of interest only when the course has no session to choose.
    if (await hasUpcomingSession(tx, request.courseId, now)) throw new Refusal("session-required");
    await refuseDuplicate(tx, request);
    status = "waitlisted";
  }

  // The price is frozen now, read under the session's lock (the session editor takes it too):
  // whatever the catalogue says later, this registration pays it.
  const price = await currentCataloguePrice(tx, request.courseId, request.sessionId);
  const { person } = request;
  if (request.smsConsent) {
    // Before the messages this registration queues, so its confirmation's texts go out too.
    await tx.update(user).set({ smsConsent: true, phone: person.phone }).where(eq(user.id, request.userId));
  }
  const [created] = await tx
    .insert(registrations)
    .values({
      userId: request.userId,
      courseId: request.courseId,
      sessionId: request.sessionId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      company: person.company ?? null,
      position: person.position ?? null,
      payer: request.payer,
      status,
      paymentStatus: "pending",
      lang: request.lang,
      ...price,
      confirmedAt: status === "confirmed" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: registrations.id, sessionId: registrations.sessionId, status: registrations.status });
  if (!created) throw new Error("registration insert returned no row");
  await recordChange(tx, {
    registrationId: created.id,
    actor: { kind: "registrant", userId: request.userId },
    from: null,
    to: { status, paymentStatus: "pending" },
    note: request.sessionId === null ? "registration of interest" : undefined,
    data: request.sessionId === null ? { kind: "registration-of-interest" } : undefined,
    at: now,
  });

  if (status === "confirmed") {
    await notify(tx, "confirmed", created.id, deps);
    return { ok: true, status: "confirmed", registrationId: created.id };
  }
  if (request.sessionId === null) {
    await notify(tx, "interest", created.id, deps);
    return { ok: true, status: "interest", registrationId: created.id };
  }
  const position = (await waitlistPosition(tx, created)) ?? 1;
  await notify(tx, "waitlisted", created.id, deps, () => ({ position }));
  return { ok: true, status: "waitlisted", registrationId: created.id, position };
}

/** Whether the course has a scheduled session still to come (then one must be chosen). */
export async function hasUpcomingSession(db: Executor, courseId: number, now = new Date()): Promise<boolean> {
  const [upcoming] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.courseId, courseId),
        eq(trainingSessions.status, "scheduled"),
        gt(trainingSessions.startsAt, now),
        isNull(trainingSessions.companyId),
      ),
    )
    .limit(1);
  return upcoming !== undefined;
}

/** The friendly check; the partial unique index is what makes it hold under concurrency. */
async function refuseDuplicate(tx: Tx, request: RegistrationRequest): Promise<void> {
  const [existing] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, request.userId),
        eq(registrations.courseId, request.courseId),
        inArray(registrations.status, [...activeStatuses]),
      ),
    )
    .limit(1);
  if (existing) throw new Refusal("already-registered");
}
