import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { courses, registrations, trainingSessions, user } from "../../db/schema";
import { recordAudit } from "../../app/features/admin/audit/audit.server";
import type {
  AttendanceActor,
  AuditWriter,
  MarkInput,
} from "../../app/features/attendance/attendance.server";
import { makeSession, makeUsers } from "./registration";

/** Test data for attendance and certificates: a session with its trainer, participants and staff. */

export const audit: AuditWriter = (tx, record) => recordAudit(tx, record);

export async function actorFor(db: Database, id: string): Promise<AttendanceActor> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return { id: row.id, email: row.email, role: row.role };
}

export async function makeStaff(db: Database): Promise<AttendanceActor> {
  const [id = ""] = await makeUsers(db, 1);
  await db.update(user).set({ role: "moderator" }).where(eq(user.id, id));
  return actorFor(db, id);
}

/** The four half-days of makeTrainedSession's default dates, as marks and sheets name them. */
export const HALF_DAYS = [
  ["2027-03-10", "morning"],
  ["2027-03-10", "afternoon"],
  ["2027-03-11", "morning"],
  ["2027-03-11", "afternoon"],
] as const;

/** A session of `courseId` with a trainer account and `participants` confirmed registrations. */
export async function makeTrainedSession(
  db: Database,
  {
    participants = 2,
    courseId = 101,
    startsAt = new Date("2027-03-10T08:00:00Z"),
    endsAt = new Date("2027-03-11T17:00:00Z"),
    status = "confirmed" as "confirmed" | "waitlisted",
  } = {},
) {
  const sessionId = await makeSession(db, { courseId, startsAt, endsAt, seats: participants + 5 });
  const [trainerId = ""] = await makeUsers(db, 1);
  await db
    .update(trainingSessions)
    .set({ trainerUserId: trainerId })
    .where(eq(trainingSessions.id, sessionId));
  const userIds = await makeUsers(db, participants);
  const regs = userIds.length
    ? await db
        .insert(registrations)
        .values(
          userIds.map((userId, index) => ({
            userId,
            courseId,
            sessionId,
            firstName: "Awa",
            lastName: `Diallo ${index + 1}`,
            email: `${userId}@example.com`,
            phone: "+224 620 00 00 00",
            status,
            lang: index % 2 ? ("en" as const) : ("fr" as const),
          })),
        )
        .returning({ id: registrations.id })
    : [];
  return {
    sessionId,
    trainer: await actorFor(db, trainerId),
    registrationIds: regs.map((reg) => reg.id),
  };
}

export async function setCourseRules(
  db: Database,
  courseId: number,
  rules: { threshold?: number; validityMonths?: number | null },
) {
  await db
    .update(courses)
    .set({
      ...(rules.threshold !== undefined ? { attendanceThresholdPercent: rules.threshold } : {}),
      ...(rules.validityMonths !== undefined ? { certificateValidityMonths: rules.validityMonths } : {}),
    })
    .where(eq(courses.id, courseId));
}

/** A mark as the trainer's phone makes it, with its own client id. */
export function mark(
  sessionId: number,
  registrationId: number,
  day: string,
  part: "morning" | "afternoon",
  state: MarkInput["state"] = "present",
): MarkInput {
  return { clientId: randomUUID(), sessionId, registrationId, day, part, state, method: "signature" };
}

/** The smallest PNG there is, base64: a signature image for the rules (they check the format). */
export const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
