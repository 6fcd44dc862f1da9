import { seatsTakenIn } from "~/features/sessions/seats-taken.server";
import { eq, inArray } from "drizzle-orm";
import { trainingSessions } from "../../../../db/schema";
import type { AppContext } from "~/lib/app-context";
import type { RegistrationDetail } from "./registrations.server";

/** The other sessions of the course a registration may move to (upcoming, scheduled), with seats left. */
export async function registrationMoveChoices(
  context: Pick<AppContext, "db">,
  found: RegistrationDetail,
  now: Date,
) {
  const sessions = await context.db
    .select({
      id: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
      totalSeats: trainingSessions.totalSeats,
      status: trainingSessions.status,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.courseId, found.registration.courseId))
    .orderBy(trainingSessions.startsAt);
  const open = sessions.filter(
    (session) =>
      session.status === "scheduled" &&
      session.startsAt.getTime() > now.getTime() &&
      session.id !== found.registration.sessionId,
  );
  if (open.length === 0) return [];
  const taken = await context.db
    .select({ sessionId: trainingSessions.id, n: seatsTakenIn() })
    .from(trainingSessions)
    .where(
      inArray(
        trainingSessions.id,
        open.map((session) => session.id),
      ),
    );
  const takenBy = new Map(taken.map((row) => [row.sessionId, row.n]));
  return open.map((session) => ({
    ...session,
    seatsLeft: Math.max(0, session.totalSeats - (takenBy.get(session.id) ?? 0)),
  }));
}
