import { wallClockFields } from "~/lib/wall-clock";

/** No texts from 21:00 to 08:00 in the person's time zone: they wait for the morning. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The hour, minute and calendar day at `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { hour: number; minute: number; day: string } {
  const wall = wallClockFields(at, timeZone);
  return {
    hour: Number(wall.hour),
    minute: Number(wall.minute),
    day: `${wall.year}-${wall.month}-${wall.day}`,
  };
}

/** A time zone Intl knows, else the site's own (Conakry). */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "Africa/Conakry";
  }
}

/**
 * The first moment at or after `at` outside the quiet hours: `at` itself in the day, else the
 * next 08:00 in the person's time zone. Counted in local minutes, so a clock change during the
 * night moves the send by that hour at most (and the time zones of the site's people have none).
 */
export function nextSendableTime(at: Date, timeZone: string): Date {
  const { hour, minute } = localTime(at, knownTimeZone(timeZone));
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const minutesNow = hour * 60 + minute;
  const minutesToMorning = (QUIET_UNTIL_HOUR * 60 - minutesNow + 24 * 60) % (24 * 60);
  const morning = new Date(at.getTime() + minutesToMorning * 60_000);
  morning.setUTCSeconds(0, 0);
  return morning;
}
