import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  attendanceMarks,
  attendanceSheets,
  certificates,
  courses,
  registrations,
  trainingSessions,
  type AttendanceMethod,
  type AttendanceState,
  type HalfDayPart,
} from "../../../../db/schema";
import { attendanceSummaries, type AttendanceSummary } from "~/features/attendance/attendance.server";
import { halfDaysOf, type HalfDay } from "~/features/attendance/half-days";
import { isEligible } from "~/features/certificates/certificates.server";

/** One mark as staff read it: whether a signature exists, not the image. */
export interface GridMark {
  registrationId: number;
  day: string;
  part: HalfDayPart;
  state: AttendanceState;
  arrivedAt: Date | null;
  method: AttendanceMethod;
  signed: boolean;
  remoteMinutes: number | null;
}

export interface GridParticipant {
  registrationId: number;
  firstName: string;
  lastName: string;
  email: string;
  summary: AttendanceSummary;
  meetsThreshold: boolean;
  certificate: {
    id: number;
    number: string;
    code: string;
    issuedAt: Date;
    issueReason: string | null;
    revokedAt: Date | null;
    revokedReason: string | null;
  } | null;
}

export interface AttendanceGrid {
  session: typeof trainingSessions.$inferSelect;
  courseTitle: typeof courses.$inferSelect.title;
  thresholdPercent: number;
  validityMonths: number | null;
  halfDays: HalfDay[];
  participants: GridParticipant[];
  marks: GridMark[];
  /** The half-days the trainer closed with their signature, as "day/part". */
  trainerSigned: Set<string>;
}

export const halfDayKey = (halfDay: { day: string; part: HalfDayPart }) => `${halfDay.day}/${halfDay.part}`;

/**
 * A session's attendance for staff: its half-days, its confirmed participants (by last name),
 * every mark, each participant's attended time against the course's threshold, and their
 * certificate if any. Null when the session does not exist.
 */
export async function attendanceGrid(db: Database, sessionId: number): Promise<AttendanceGrid | null> {
  const [found] = await db
    .select({
      session: trainingSessions,
      courseTitle: courses.title,
      thresholdPercent: courses.attendanceThresholdPercent,
      validityMonths: courses.certificateValidityMonths,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, sessionId));
  if (!found) return null;
  const people = await db
    .select({
      registrationId: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
    })
    .from(registrations)
    .where(and(eq(registrations.sessionId, sessionId), eq(registrations.status, "confirmed")))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
  const marks = await db
    .select({
      registrationId: attendanceMarks.registrationId,
      day: attendanceMarks.day,
      part: attendanceMarks.part,
      state: attendanceMarks.state,
      arrivedAt: attendanceMarks.arrivedAt,
      method: attendanceMarks.method,
      // Whether there is one: the images stay in the database (they are for the PDF).
      signed: sql<boolean>`${attendanceMarks.signature} IS NOT NULL`.mapWith(Boolean),
      remoteMinutes: attendanceMarks.remoteMinutes,
    })
    .from(attendanceMarks)
    .where(eq(attendanceMarks.sessionId, sessionId));
  const ids = people.map((person) => person.registrationId);
  const issued = ids.length
    ? await db.select().from(certificates).where(inArray(certificates.registrationId, ids))
    : [];
  const summaries = new Map(
    (await attendanceSummaries(db, sessionId)).map((summary) => [summary.registrationId, summary]),
  );
  const sheets = await db
    .select({ day: attendanceSheets.day, part: attendanceSheets.part })
    .from(attendanceSheets)
    .where(eq(attendanceSheets.sessionId, sessionId));
  const halfDays = halfDaysOf(found.session);
  const empty = (registrationId: number): AttendanceSummary => ({
    registrationId,
    halfDaysPlanned: halfDays.length,
    halfDaysAttended: 0,
    minutesPlanned: halfDays.reduce((sum, h) => sum + h.minutes, 0),
    minutesAttended: 0,
  });
  return {
    session: found.session,
    courseTitle: found.courseTitle,
    thresholdPercent: found.thresholdPercent,
    validityMonths: found.validityMonths,
    halfDays,
    marks,
    trainerSigned: new Set(sheets.map(halfDayKey)),
    participants: people.map((person) => {
      const summary = summaries.get(person.registrationId) ?? empty(person.registrationId);
      const certificate = issued.find((row) => row.registrationId === person.registrationId);
      return {
        ...person,
        summary,
        meetsThreshold: isEligible(summary, found.thresholdPercent),
        certificate: certificate
          ? {
              id: certificate.id,
              number: certificate.number,
              code: certificate.code,
              issuedAt: certificate.issuedAt,
              issueReason: certificate.issueReason,
              revokedAt: certificate.revokedAt,
              revokedReason: certificate.revokedReason,
            }
          : null,
      };
    }),
  };
}
