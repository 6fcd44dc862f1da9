import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { attendanceMarks, attendanceSheets, registrations } from "../../../../db/schema";
import type { AttendanceInput } from "./attendance-pdf.server";
import { sessionDetail } from "./session-detail.server";

/**
 * What a session's attendance sheet prints: the session, its trainer, the confirmed participants
 * (by last name), every mark recorded and the trainer's signature per half-day; null for a session
 * that does not exist. Read by the sheet's own download and by the session's audit file.
 */
export async function loadAttendanceSheet(db: Database, sessionId: number): Promise<AttendanceInput | null> {
  const found = await sessionDetail(db, sessionId);
  if (!found) return null;
  const participants = await db
    .select({
      registrationId: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      company: registrations.company,
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
      signature: attendanceMarks.signature,
      remoteMinutes: attendanceMarks.remoteMinutes,
    })
    .from(attendanceMarks)
    .where(eq(attendanceMarks.sessionId, sessionId));
  const trainerSignatures = await db
    .select({
      day: attendanceSheets.day,
      part: attendanceSheets.part,
      signature: attendanceSheets.trainerSignature,
    })
    .from(attendanceSheets)
    .where(eq(attendanceSheets.sessionId, sessionId));
  return {
    session: found.session,
    courseTitle: found.courseTitle,
    trainerName: found.trainerName,
    participants,
    marks,
    trainerSignatures,
  };
}
