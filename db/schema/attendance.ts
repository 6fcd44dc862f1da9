import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { registrations } from "./registrations";
import { trainingSessions } from "./sessions";

export const halfDayParts = ["morning", "afternoon"] as const;
export type HalfDayPart = (typeof halfDayParts)[number];

export const attendanceStates = ["present", "absent", "excused", "late"] as const;
export type AttendanceState = (typeof attendanceStates)[number];

export const attendanceMethods = ["signature", "qr", "remote", "staff"] as const;
export type AttendanceMethod = (typeof attendanceMethods)[number];

/** A signature image (PNG) is at most this many bytes: a finger's stroke on a phone is a few KB. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;

/** PNG bytes; the app reads and writes them as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * One participant's attendance for one half-day of their session. `client_id` is made on the
 * trainer's device when the mark is taken: the same mark uploaded again (a repeated or
 * interrupted upload) finds it and changes nothing (ADR 2601).
 */
export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    /** The local day in the session's time zone. */
    day: date("day", { mode: "string" }).notNull(),
    part: text("part").$type<HalfDayPart>().notNull(),
    state: text("state").$type<AttendanceState>().notNull(),
    /** For a late arrival: when the participant came. */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    method: text("method").$type<AttendanceMethod>().notNull(),
    signature: bytea("signature"),
    /** A remote half-day: minutes present in the live room. */
    remoteMinutes: integer("remote_minutes"),
    clientId: uuid("client_id").notNull(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("attendance_marks_client_id_idx").on(table.clientId),
    uniqueIndex("attendance_marks_half_day_idx").on(table.registrationId, table.day, table.part),
    index("attendance_marks_session_idx").on(table.sessionId, table.day, table.part),
    check("attendance_marks_part_check", sql.raw(`part IN (${quoted(halfDayParts)})`)),
    check("attendance_marks_state_check", sql.raw(`state IN (${quoted(attendanceStates)})`)),
    check("attendance_marks_method_check", sql.raw(`method IN (${quoted(attendanceMethods)})`)),
    check(
      "attendance_marks_signature_size_check",
      sql.raw(`signature IS NULL OR octet_length(signature) BETWEEN 1 AND ${MAX_SIGNATURE_BYTES}`),
    ),
    check("attendance_marks_arrived_check", sql`${table.arrivedAt} IS NULL OR ${table.state} = 'late'`),
    check(
      "attendance_marks_remote_minutes_check",
      sql`${table.remoteMinutes} IS NULL OR ${table.remoteMinutes} BETWEEN 0 AND 1440`,
    ),
  ],
);
export type AttendanceMark = typeof attendanceMarks.$inferSelect;

/** The trainer's signature closing one half-day of a session's attendance sheet. */
export const attendanceSheets = pgTable(
  "attendance_sheets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    part: text("part").$type<HalfDayPart>().notNull(),
    trainerSignature: bytea("trainer_signature").notNull(),
    signedBy: text("signed_by").references(() => user.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("attendance_sheets_half_day_idx").on(table.sessionId, table.day, table.part),
    check("attendance_sheets_part_check", sql.raw(`part IN (${quoted(halfDayParts)})`)),
    check(
      "attendance_sheets_signature_size_check",
      sql.raw(`octet_length(trainer_signature) BETWEEN 1 AND ${MAX_SIGNATURE_BYTES}`),
    ),
  ],
);
