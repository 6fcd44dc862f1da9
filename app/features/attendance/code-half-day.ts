import type { HalfDayPart, SessionStatus } from "../../../db/schema";
import { halfDaysOf, localDayAndMinutes, type HalfDay } from "./half-days";

/** Why an attendance code cannot be shown, or used, for a half-day of a session. */
export type CodeHalfDayRefusal = "session_cancelled" | "not_a_half_day" | "not_today";

/**
 * Whether a code may mark this half-day now: the session is not cancelled, the half-day is one
 * of the session's, and it is today in the session's time zone. The day, not the hours: a
 * morning that runs over or an afternoon that starts early still takes its attendance, but a
 * code for tomorrow (or for last week) is never shown nor accepted (ADR 2604).
 */
export function checkCodeHalfDay(
  session: { status: SessionStatus; startsAt: Date; endsAt: Date; timeZone: string },
  day: string,
  part: HalfDayPart,
  now: Date,
): { ok: true; halfDay: HalfDay } | { ok: false; reason: CodeHalfDayRefusal } {
  if (session.status === "cancelled") return { ok: false, reason: "session_cancelled" };
  const halfDay = halfDaysOf(session).find((h) => h.day === day && h.part === part);
  if (!halfDay) return { ok: false, reason: "not_a_half_day" };
  if (localDayAndMinutes(now, session.timeZone).day !== day) return { ok: false, reason: "not_today" };
  return { ok: true, halfDay };
}
