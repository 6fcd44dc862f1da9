import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import {
  activeStatuses,
  courses,
  registrations,
  trainingSessions,
  type Registration,
} from "../../../db/schema";
import { storedPrice } from "~/features/sessions/frozen-price.server";
import type { Executor } from "./registration-deps";

const sessionColumns = {
  id: trainingSessions.id,
  startsAt: trainingSessions.startsAt,
  endsAt: trainingSessions.endsAt,
  timeZone: trainingSessions.timeZone,
  format: trainingSessions.format,
  venueName: trainingSessions.venueName,
  streetAddress: trainingSessions.streetAddress,
  city: trainingSessions.city,
  country: trainingSessions.country,
  priceCents: trainingSessions.priceCents,
  currency: trainingSessions.currency,
  status: trainingSessions.status,
  totalSeats: trainingSessions.totalSeats,
};

const courseColumns = {
  id: courses.id,
  title: courses.title,
  priceCents: courses.priceCents,
  currency: courses.currency,
};

/**
 * A registration with its session (null for a registration of interest) and its course. The
 * session's and course's `priceCents` are the catalogue's today, what a new registration would
 * pay: what this one pays is its own stored price (registrationPrice).
 */
export interface RegistrationDetails {
  registration: Registration;
  session: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    format: "presentiel" | "distanciel";
    venueName: string | null;
    streetAddress: string | null;
    city: string | null;
    country: string | null;
    priceCents: number | null;
    currency: string;
    status: "scheduled" | "cancelled";
    totalSeats: number;
  } | null;
  course: { id: number; title: { fr: string; en: string }; priceCents: number | null; currency: string };
}

function detailsQuery(db: Executor) {
  return db
    .select({ registration: registrations, session: sessionColumns, course: courseColumns })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId));
}

/** One registration with what its e-mails, calendar file and pages show. */
export async function loadRegistrationDetails(db: Executor, id: number): Promise<RegistrationDetails | null> {
  const [row] = await detailsQuery(db).where(eq(registrations.id, id)).limit(1);
  return row ?? null;
}

/**
 * The price to pay: the one stored on the registration when it was made (the session's, else the
 * course's, at that time), whatever the catalogue says now; null when given on request.
 */
export function registrationPrice(details: { registration: Parameters<typeof storedPrice>[0] }) {
  return storedPrice(details.registration);
}

/** The user's registration in force for the course, if any (what the course page checks). */
export async function findActiveRegistration(
  db: Executor,
  userId: string,
  courseId: number,
): Promise<RegistrationDetails | null> {
  const [row] = await detailsQuery(db)
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.courseId, courseId),
        inArray(registrations.status, [...activeStatuses]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every registration of a user, newest first, with sessions and courses. */
export async function listRegistrationDetailsOf(
  db: Executor,
  userId: string,
): Promise<RegistrationDetails[]> {
  return detailsQuery(db)
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
}

/** 1 for the first in line: waitlisted registrations of the session that came before, plus one. */
export async function waitlistPosition(
  db: Executor,
  registration: Pick<Registration, "id" | "sessionId" | "status">,
): Promise<number | null> {
  if (registration.status !== "waitlisted" || registration.sessionId === null) return null;
  const [row] = await db
    .select({ ahead: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, registration.sessionId),
        eq(registrations.status, "waitlisted"),
        lte(registrations.id, registration.id),
      ),
    );
  return row?.ahead ?? null;
}

/** The waiting list of a session, in order (tests and staff). */
export async function waitingList(db: Executor, sessionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.sessionId, sessionId), eq(registrations.status, "waitlisted")))
    .orderBy(asc(registrations.id));
  return rows.map((row) => row.id);
}
