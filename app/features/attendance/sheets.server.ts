import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/database";
import { attendanceSheets, halfDayParts, trainingSessions } from "../../../db/schema";
import {
  AttendanceError,
  decodeSignature,
  isStaff,
  markInputSchema,
  type AttendanceActor,
  type AuditWriter,
} from "./attendance.server";
import { halfDaysOf } from "./half-days";

/** The trainer's signature closing one half-day, as the trainer's device sends it. */
export const sheetInputSchema = z.object({
  /** Made on the device: lets it tell its own repeated upload from a sheet signed elsewhere. */
  clientId: z.uuid(),
  sessionId: z.number().int().positive(),
  day: z.iso.date(),
  part: z.enum(halfDayParts),
  /** The PNG, base64 (the same limit as a participant's signature). */
  signature: markInputSchema.shape.signature.unwrap(),
});
export type SheetInput = z.input<typeof sheetInputSchema>;

export interface SignSheetResult {
  /** False when the half-day's sheet was already signed: nothing changed. */
  created: boolean;
}

/**
 * Signs one half-day's attendance sheet with the trainer's signature. Idempotent: a half-day
 * already signed keeps its first signature (a repeated or interrupted upload changes nothing;
 * the sheet is not re-signed behind the participants' signatures). Only the session's trainer or
 * staff; staff signing in the trainer's stead is audited. Refusals are those of recordMarks.
 */
export async function signSheet(
  db: Database,
  actor: AttendanceActor,
  input: SheetInput,
  { audit, now = new Date() }: { audit: AuditWriter; now?: Date },
): Promise<SignSheetResult> {
  const parsed = sheetInputSchema.safeParse(input);
  if (!parsed.success)
    throw new AttendanceError("invalid", (input as { clientId?: string }).clientId, "A sheet is malformed.");
  const sheet = parsed.data;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sheet.sessionId));
    if (!session)
      throw new AttendanceError("session_not_found", sheet.clientId, "This session does not exist.");
    if (session.status === "cancelled")
      throw new AttendanceError(
        "session_cancelled",
        sheet.clientId,
        "This session was cancelled: it has no attendance.",
      );
    if (!isStaff(actor) && session.trainerUserId !== actor.id)
      throw new AttendanceError(
        "not_allowed",
        sheet.clientId,
        "Only this session's trainer or staff may sign its attendance sheet.",
      );
    if (!halfDaysOf(session).some((h) => h.day === sheet.day && h.part === sheet.part))
      throw new AttendanceError(
        "not_a_half_day",
        sheet.clientId,
        "This half-day is not one of the session's.",
      );
    const signature = decodeSignature(sheet.signature, sheet.clientId);
    if (!signature) throw new AttendanceError("bad_signature", sheet.clientId, "The sheet has no signature.");
    const [created] = await tx
      .insert(attendanceSheets)
      .values({
        sessionId: session.id,
        day: sheet.day,
        part: sheet.part,
        trainerSignature: signature,
        signedBy: actor.id,
        signedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: attendanceSheets.id });
    if (!created) return { created: false };
    if (session.trainerUserId !== actor.id)
      await audit(tx, {
        actor,
        action: "attendance_sheet_sign",
        entityType: "attendance_sheet",
        entityId: created.id,
        before: null,
        after: { sessionId: session.id, day: sheet.day, part: sheet.part },
      });
    return { created: true };
  });
}

/** The half-days of a session whose sheet is signed, as "day/part". */
export async function signedHalfDays(db: Database, sessionId: number): Promise<Set<string>> {
  const rows = await db
    .select({ day: attendanceSheets.day, part: attendanceSheets.part })
    .from(attendanceSheets)
    .where(eq(attendanceSheets.sessionId, sessionId));
  return new Set(rows.map((row) => `${row.day}/${row.part}`));
}
