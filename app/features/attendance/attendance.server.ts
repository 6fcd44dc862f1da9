import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/database";
import {
  attendanceMarks,
  attendanceMethods,
  attendanceStates,
  halfDayParts,
  MAX_SIGNATURE_BYTES,
  registrations,
  trainingSessions,
  type AttendanceMark,
  type AuditSnapshot,
} from "../../../db/schema";
import { hasRole, type Role } from "~/features/accounts/roles";
import type { Tx } from "~/features/mail/outbox.server";
import { halfDaysOf, localDayAndMinutes, type HalfDay } from "./half-days";
import { halfDayKey, onlineMinutes } from "./online-minutes.server";

/** Who records marks: the session's trainer account, or staff. The role is the database's. */
export interface AttendanceActor {
  id: string;
  email: string;
  role: Role;
}

/**
 * Writes an entry of the audit log in the change's transaction. The back-office's recordAudit
 * is the one writer; the screen that calls these rules hands it in, since a domain feature does
 * not import the back-office.
 */
export type AuditWriter = (
  tx: Tx,
  record: {
    actor: { id: string; email: string };
    action: string;
    entityType: string;
    entityId: string | number;
    before: AuditSnapshot | null;
    after: AuditSnapshot | null;
  },
) => Promise<unknown>;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One mark as the trainer's device sends it. */
export const markInputSchema = z.object({
  clientId: z.uuid(),
  registrationId: z.number().int().positive(),
  sessionId: z.number().int().positive(),
  day: z.iso.date(),
  part: z.enum(halfDayParts),
  state: z.enum(attendanceStates),
  arrivedAt: z.coerce.date().optional(),
  method: z.enum(attendanceMethods),
  /** The PNG, base64. */
  signature: z
    .string()
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4)
    .optional(),
});
export type MarkInput = z.input<typeof markInputSchema>;

export type MarkRefusal =
  | "invalid"
  | "session_not_found"
  | "session_cancelled"
  | "not_allowed"
  | "registration_not_in_session"
  | "registration_not_confirmed"
  | "not_a_half_day"
  | "bad_signature";

export class AttendanceError extends Error {
  constructor(
    readonly reason: MarkRefusal,
    readonly clientId: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "AttendanceError";
  }
}

export interface RecordResult {
  /** Marks written for the first time. */
  created: number;
  /** Marks changed by a later correction. */
  updated: number;
  /** Marks already recorded under the same client id: nothing done. */
  repeated: number;
}

export function isStaff(actor: Pick<AttendanceActor, "role">): boolean {
  return hasRole(actor.role, "moderator");
}

/** The PNG a signature pad made, base64, as bytes; anything else is refused. */
export function decodeSignature(base64: string | undefined, clientId: string): Buffer | null {
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0 || bytes.length > MAX_SIGNATURE_BYTES || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw new AttendanceError(
      "bad_signature",
      clientId,
      "The signature is not a PNG image of at most 64 KB.",
    );
  return bytes;
}

const snapshot = (mark: AttendanceMark): AuditSnapshot => ({
  state: mark.state,
  arrivedAt: mark.arrivedAt?.toISOString() ?? null,
  method: mark.method,
  remoteMinutes: mark.remoteMinutes,
  hasSignature: mark.signature !== null,
});

/**
 * Records a batch of marks in one transaction: all or none. A mark whose client id is already
 * recorded is a repeated upload and changes nothing. A mark for a half-day already marked under
 * another client id is a correction: staff only, written to the audit log; the trainer's device
 * cannot overwrite a mark it did not make. A mark staff enter in the trainer's stead is audited too.
 */
export async function recordMarks(
  db: Database,
  actor: AttendanceActor,
  inputs: readonly MarkInput[],
  { audit, now = new Date() }: { audit: AuditWriter; now?: Date },
): Promise<RecordResult> {
  const marks = inputs.map((input) => {
    const parsed = markInputSchema.safeParse(input);
    if (!parsed.success)
      throw new AttendanceError("invalid", (input as { clientId?: string }).clientId, "A mark is malformed.");
    return parsed.data;
  });
  const staff = isStaff(actor);
  return db.transaction(async (tx) => {
    const result: RecordResult = { created: 0, updated: 0, repeated: 0 };
    const sessionIds = [...new Set(marks.map((mark) => mark.sessionId))];
    const sessions = sessionIds.length
      ? await tx.select().from(trainingSessions).where(inArray(trainingSessions.id, sessionIds))
      : [];
    const halfDays = new Map<number, HalfDay[]>(sessions.map((session) => [session.id, halfDaysOf(session)]));
    const registrationIds = [...new Set(marks.map((mark) => mark.registrationId))];
    const regs = registrationIds.length
      ? await tx
          .select({ id: registrations.id, sessionId: registrations.sessionId, status: registrations.status })
          .from(registrations)
          .where(inArray(registrations.id, registrationIds))
      : [];
    const regById = new Map(regs.map((reg) => [reg.id, reg]));
    // A remote mark carries the minutes the video server saw, never a number the device sends.
    const online = new Map<number, Map<number, Map<string, number>>>();
    for (const session of sessions)
      if (marks.some((mark) => mark.sessionId === session.id && mark.method === "remote"))
        online.set(session.id, await onlineMinutes(tx, session, now));

    for (const mark of marks) {
      const session = sessions.find((s) => s.id === mark.sessionId);
      if (!session)
        throw new AttendanceError("session_not_found", mark.clientId, "This session does not exist.");
      if (session.status === "cancelled")
        throw new AttendanceError(
          "session_cancelled",
          mark.clientId,
          "This session was cancelled: it has no attendance.",
        );
      if (!staff && session.trainerUserId !== actor.id)
        throw new AttendanceError(
          "not_allowed",
          mark.clientId,
          "Only this session's trainer or staff may record its attendance.",
        );
      const reg = regById.get(mark.registrationId);
      if (!reg || reg.sessionId !== session.id)
        throw new AttendanceError(
          "registration_not_in_session",
          mark.clientId,
          "This participant is not registered in this session.",
        );
      if (reg.status !== "confirmed")
        throw new AttendanceError(
          "registration_not_confirmed",
          mark.clientId,
          "This participant's registration is not confirmed.",
        );
      if (!halfDays.get(session.id)?.some((h) => h.day === mark.day && h.part === mark.part))
        throw new AttendanceError(
          "not_a_half_day",
          mark.clientId,
          "This half-day is not one of the session's.",
        );
      const signature = decodeSignature(mark.signature, mark.clientId);
      const values = {
        state: mark.state,
        arrivedAt: mark.state === "late" ? (mark.arrivedAt ?? null) : null,
        method: mark.method,
        signature,
        remoteMinutes:
          mark.method === "remote" ? (online.get(session.id)?.get(reg.id)?.get(halfDayKey(mark)) ?? 0) : null,
      };

      // The client id first: a repeated upload must not count as a correction.
      const [already] = await tx
        .select({ id: attendanceMarks.id })
        .from(attendanceMarks)
        .where(eq(attendanceMarks.clientId, mark.clientId));
      if (already) {
        result.repeated++;
        continue;
      }
      const inserted = await tx
        .insert(attendanceMarks)
        .values({
          ...values,
          registrationId: reg.id,
          sessionId: session.id,
          day: mark.day,
          part: mark.part,
          clientId: mark.clientId,
          recordedBy: actor.id,
          recordedAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      const [created] = inserted;
      if (created) {
        // Staff entering a mark in the trainer's stead is a back-office change: audited too.
        if (session.trainerUserId !== actor.id)
          await audit(tx, {
            actor,
            action: "attendance_record",
            entityType: "attendance_mark",
            entityId: created.id,
            before: null,
            after: snapshot(created),
          });
        result.created++;
        continue;
      }
      // Another client id holds this half-day (or the same one raced in): a correction.
      const [existing] = await tx
        .select()
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.registrationId, reg.id),
            eq(attendanceMarks.day, mark.day),
            eq(attendanceMarks.part, mark.part),
          ),
        );
      if (!existing) {
        result.repeated++;
        continue;
      }
      if (!staff)
        throw new AttendanceError(
          "not_allowed",
          mark.clientId,
          "This half-day is already marked: only staff may correct it.",
        );
      const [after] = await tx
        .update(attendanceMarks)
        .set({ ...values, clientId: mark.clientId, recordedBy: actor.id, updatedAt: now })
        .where(eq(attendanceMarks.id, existing.id))
        .returning();
      if (!after) throw new Error("attendance mark not updated");
      await audit(tx, {
        actor,
        action: "attendance_correct",
        entityType: "attendance_mark",
        entityId: existing.id,
        before: snapshot(existing),
        after: snapshot(after),
      });
      result.updated++;
    }
    return result;
  });
}

export interface AttendanceSummary {
  registrationId: number;
  halfDaysPlanned: number;
  /** Half-days marked present or late. */
  halfDaysAttended: number;
  minutesPlanned: number;
  minutesAttended: number;
}

/** Present and late count as attended; absent, excused and unmarked do not. */
const attendedStates = new Set(["present", "late"]);

/**
 * A remote half-day counts the minutes the video server saw; a late arrival's minutes run from
 * the arrival (in the session's zone) to the half-day's end.
 */
function minutesPresent(
  halfDay: HalfDay,
  mark: { state: string; arrivedAt: Date | null; remoteMinutes: number | null },
  timeZone: string,
): number {
  if (mark.remoteMinutes !== null) return Math.min(mark.remoteMinutes, halfDay.minutes);
  if (mark.state !== "late" || !mark.arrivedAt) return halfDay.minutes;
  const arrival = localDayAndMinutes(mark.arrivedAt, timeZone);
  if (arrival.day !== halfDay.day) return arrival.day < halfDay.day ? halfDay.minutes : 0;
  return Math.max(0, halfDay.to - Math.max(halfDay.from, arrival.minutes));
}

/** Each confirmed participant's attendance of a session, by registration. */
export async function attendanceSummaries(
  db: Database | Tx,
  sessionId: number,
): Promise<AttendanceSummary[]> {
  const [session] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  if (!session) return [];
  const halfDays = halfDaysOf(session);
  const halfDayOf = new Map(halfDays.map((h) => [`${h.day}/${h.part}`, h]));
  const regs = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.sessionId, sessionId), eq(registrations.status, "confirmed")))
    .orderBy(registrations.id);
  const marks = await db
    .select({
      registrationId: attendanceMarks.registrationId,
      day: attendanceMarks.day,
      part: attendanceMarks.part,
      state: attendanceMarks.state,
      arrivedAt: attendanceMarks.arrivedAt,
      remoteMinutes: attendanceMarks.remoteMinutes,
    })
    .from(attendanceMarks)
    .where(eq(attendanceMarks.sessionId, sessionId));
  const minutesPlanned = halfDays.reduce((sum, h) => sum + h.minutes, 0);
  return regs.map((reg) => {
    let halfDaysAttended = 0;
    let minutesAttended = 0;
    for (const mark of marks) {
      const halfDay = halfDayOf.get(`${mark.day}/${mark.part}`);
      if (mark.registrationId !== reg.id || !attendedStates.has(mark.state) || !halfDay) continue;
      halfDaysAttended++;
      minutesAttended += minutesPresent(halfDay, mark, session.timeZone);
    }
    return {
      registrationId: reg.id,
      halfDaysPlanned: halfDays.length,
      halfDaysAttended,
      minutesPlanned,
      minutesAttended,
    };
  });
}
