import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  registrations,
  trainers,
  trainingSessions,
  user,
} from "../../../../db/schema";
import { seatsTakenIn } from "~/features/sessions/seats-taken.server";
import { sessionTrainerName } from "./session-trainer.server";

/**
 * A session with its course, trainer (its own, else its course's: sessionTrainerName), and every
 * registration (in force first, in arrival order).
 */
export async function sessionDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      session: trainingSessions,
      courseTitle: courses.title,
      coursePriceCents: courses.priceCents,
      courseCurrency: courses.currency,
      trainerName: sessionTrainerName,
      trainerAccountEmail: user.email,
      taken: seatsTakenIn(),
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
      refundRequestedAt: registrations.refundRequestedAt,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(eq(registrations.sessionId, id))
    .orderBy(asc(registrations.id));
  return {
    ...row,
    registrations: people.filter((person) => person.status !== "waitlisted"),
    waitlist: people.filter((person) => person.status === "waitlisted"),
    taken: row.taken,
  };
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof sessionDetail>>>;
