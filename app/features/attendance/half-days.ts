import { wallClockFields } from "~/lib/wall-clock";
import type { HalfDayPart } from "../../../db/schema";

/**
 * A session's half-days, in its time zone. The rule (ADR 2601):
 * - every local day from the start's to the end's is a training day;
 * - the daily hours are the start's and the end's local times of day (a session whose end time
 *   of day is not after its start time runs from its start to midnight on the first day, all day
 *   in between, and from midnight to its end on the last);
 * - the morning is the part of the day's hours before 12:00, the afternoon the part from 13:00
 *   (the lunch hour belongs to neither); a part with no minutes is not a half-day, so a day held
 *   in the morning only has one half-day.
 */
export interface HalfDay {
  /** The local day, YYYY-MM-DD. */
  day: string;
  part: HalfDayPart;
  /** Local minutes since midnight it begins and ends at. */
  from: number;
  to: number;
  /** Minutes planned in this half-day. */
  minutes: number;
}

const NOON = 12 * 60;
const AFTERNOON_START = 13 * 60;
const DAY_END = 24 * 60;

/** The local date (YYYY-MM-DD) and minutes since local midnight of `instant` in `timeZone`. */
export function localDayAndMinutes(instant: Date, timeZone: string): { day: string; minutes: number } {
  const { year, month, day, hour, minute } = wallClockFields(instant, timeZone);
  return { day: `${year}-${month}-${day}`, minutes: Number(hour) * 60 + Number(minute) };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function halfDaysOf(session: { startsAt: Date; endsAt: Date; timeZone: string }): HalfDay[] {
  const start = localDayAndMinutes(session.startsAt, session.timeZone);
  const end = localDayAndMinutes(session.endsAt, session.timeZone);
  const sameHours = end.minutes > start.minutes;
  const halfDays: HalfDay[] = [];
  for (let day = start.day; day <= end.day; day = nextDay(day)) {
    const from = sameHours || day === start.day ? start.minutes : 0;
    const to = sameHours || day === end.day ? end.minutes : DAY_END;
    const morningEnd = Math.min(to, NOON);
    const afternoonStart = Math.max(from, AFTERNOON_START);
    if (morningEnd > from) halfDays.push({ day, part: "morning", from, to: morningEnd, minutes: morningEnd - from });
    if (to > afternoonStart)
      halfDays.push({ day, part: "afternoon", from: afternoonStart, to, minutes: to - afternoonStart });
  }
  return halfDays;
}
