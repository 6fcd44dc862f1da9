import { z } from "zod";
import type { AttendanceState } from "../../../../db/schema/attendance";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/**
 * The states staff may set, written out here: the form runs in the browser too, which must not
 * load the database's table definitions. `satisfies` keeps the list to the table's states.
 */
export const markStates = [
  "present",
  "late",
  "absent",
  "excused",
] as const satisfies readonly AttendanceState[];

/** As long as the certificates' rules accept (certificates.server.ts). */
export const MAX_REASON_LENGTH = 500;

const registrationId = z
  .number({ error: "adminAttendance.errors.participant" })
  .int({ error: "adminAttendance.errors.participant" })
  .positive({ error: "adminAttendance.errors.participant" });

const reason = z
  .string({ error: "adminAttendance.errors.reason" })
  .trim()
  .min(1, { error: "adminAttendance.errors.reason" })
  .max(MAX_REASON_LENGTH, { error: "adminAttendance.errors.reasonTooLong" });

/**
 * Staff's correction of one half-day: its new state and, for a late arrival, the time on the
 * session's wall clock. Who, which session and the method are not read from the form: the
 * participant is checked against the session of the address, the method is always "staff".
 */
export const correctMarkSchema = z
  .object({
    intent: z.literal("correct"),
    registrationId,
    halfDay: z
      .string({ error: "adminAttendance.errors.halfDay" })
      .regex(/^\d{4}-\d{2}-\d{2}\/(morning|afternoon)$/, { error: "adminAttendance.errors.halfDay" }),
    state: z.enum(markStates, { error: "adminAttendance.errors.state" }),
    arrivedAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "adminAttendance.errors.arrivedAt" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.state === "late" && !value.arrivedAt)
      context.addIssue({
        code: "custom",
        path: ["arrivedAt"],
        message: "adminAttendance.errors.arrivedAtRequired",
      });
  });

/** A certificate issued by hand: the participant and why. */
export const issueCertificateSchema = z.object({
  intent: z.literal("issue"),
  registrationId,
  reason,
});

/** A certificate revoked: which one and why. */
export const revokeCertificateSchema = z.object({
  intent: z.literal("revoke"),
  certificateId: z
    .number({ error: "adminAttendance.errors.certificate" })
    .int({ error: "adminAttendance.errors.certificate" })
    .positive({ error: "adminAttendance.errors.certificate" }),
  reason,
});

export const attendanceIntents = ["correct", "issue", "revoke"] as const;
export type AttendanceIntent = (typeof attendanceIntents)[number];

export const attendanceSchemas = {
  correct: correctMarkSchema,
  issue: issueCertificateSchema,
  revoke: revokeCertificateSchema,
} as const;
