import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  attendanceMarks,
  courses,
  registrations,
  trainingSessions,
  type AttendanceState,
  type Localized,
} from "../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { verifyAttendanceCode, type CodeSubject } from "./attendance-code.server";
import { checkCodeHalfDay, type CodeHalfDayRefusal } from "./code-half-day";

/**
 * A participant marking their own presence with the code the trainer shows. `recordMarks` is
 * the trainer's and staff's way in; this is the narrow one for the participant: the code says
 * which session and half-day, the database says whether this account is a confirmed
 * participant of it, and nothing else can be chosen by the caller.
 */

export type CodeRefusal =
  | "invalid"
  | "expired"
  | "session_not_found"
  | CodeHalfDayRefusal
  | "not_registered"
  | "not_confirmed";

/** The session and half-day a genuine code names, for the page to show. */
export interface CodeTarget {
  subject: CodeSubject;
  courseTitle: Localized;
  timeZone: string;
}

export type CodeCheckOutcome =
  | { kind: "refused"; reason: CodeRefusal; target: CodeTarget | null }
  /** This half-day already has a mark for the participant: nothing more to do. */
  | { kind: "already"; state: AttendanceState; target: CodeTarget }
  | { kind: "ready"; registrationId: number; target: CodeTarget };

export type MarkByCodeOutcome = Exclude<CodeCheckOutcome, { kind: "ready" }> | { kind: "marked"; target: CodeTarget };

interface CodeDeps {
  secrets: readonly string[];
  now: Date;
}

async function check(db: Database | Tx, userId: string, token: unknown, { secrets, now }: CodeDeps): Promise<CodeCheckOutcome> {
  const code = verifyAttendanceCode(secrets, token, now);
  if (!code.ok) return { kind: "refused", reason: code.reason, target: null };
  const { subject } = code;
  const [session] = await db
    .select({
      status: trainingSessions.status,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      courseTitle: courses.title,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, subject.sessionId));
  if (!session) return { kind: "refused", reason: "session_not_found", target: null };
  const target: CodeTarget = { subject, courseTitle: session.courseTitle, timeZone: session.timeZone };
  // Checked again here, not only when the code was shown: the session may have been cancelled
  // or moved since, and a code shown just before midnight must not mark the next day.
  const halfDay = checkCodeHalfDay(session, subject.day, subject.part, now);
  if (!halfDay.ok) return { kind: "refused", reason: halfDay.reason, target };
  const regs = await db
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.sessionId, subject.sessionId)));
  const confirmed = regs.find((reg) => reg.status === "confirmed");
  if (!confirmed) return { kind: "refused", reason: regs.length ? "not_confirmed" : "not_registered", target };
  const [existing] = await db
    .select({ state: attendanceMarks.state })
    .from(attendanceMarks)
    .where(
      and(
        eq(attendanceMarks.registrationId, confirmed.id),
        eq(attendanceMarks.day, subject.day),
        eq(attendanceMarks.part, subject.part),
      ),
    );
  if (existing) return { kind: "already", state: existing.state, target };
  return { kind: "ready", registrationId: confirmed.id, target };
}

/** What scanning `token` would do for this account now, without writing anything (a GET). */
export function checkAttendanceCode(db: Database, userId: string, token: unknown, deps: CodeDeps) {
  return check(db, userId, token, deps);
}

/**
 * Marks the participant present for the code's half-day, method `qr`, with a client id made
 * here. Idempotent: a second scan of the same half-day finds the first mark and changes
 * nothing, and a mark the trainer already made (absent, excused...) is never overwritten by a
 * scan (only staff correct marks).
 */
export async function markPresentByCode(
  db: Database,
  participant: { id: string },
  token: unknown,
  deps: CodeDeps,
): Promise<MarkByCodeOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await check(tx, participant.id, token, deps);
    if (outcome.kind !== "ready") return outcome;
    const { subject } = outcome.target;
    const inserted = await tx
      .insert(attendanceMarks)
      .values({
        registrationId: outcome.registrationId,
        sessionId: subject.sessionId,
        day: subject.day,
        part: subject.part,
        state: "present",
        method: "qr",
        clientId: randomUUID(),
        recordedBy: participant.id,
        recordedAt: deps.now,
        updatedAt: deps.now,
      })
      .onConflictDoNothing()
      .returning({ id: attendanceMarks.id });
    if (inserted.length > 0) return { kind: "marked", target: outcome.target };
    // Another scan (or the trainer) marked this half-day between the check and the insert.
    const [raced] = await tx
      .select({ state: attendanceMarks.state })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.registrationId, outcome.registrationId),
          eq(attendanceMarks.day, subject.day),
          eq(attendanceMarks.part, subject.part),
        ),
      );
    return { kind: "already", state: raced?.state ?? "present", target: outcome.target };
  });
}
