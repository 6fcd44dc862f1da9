import { wallClockFields, wallClockInstant } from "~/lib/wall-clock";

/** The instant the wall clock of `timeZone` reads `time` (HH:MM) on `day`. */
export function arrivalInstant(day: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return wallClockInstant(day, Number(match[1]) * 60 + Number(match[2]), timeZone);
}

/** Now on the session's wall clock, HH:MM: the late form's starting value. */
export function clockNow(timeZone: string, now = new Date()): string {
  const fields = wallClockFields(now, timeZone);
  return `${fields.hour}:${fields.minute}`;
}
