import { wallClockFields } from "~/lib/wall-clock";

/** The instant the wall clock of `timeZone` reads `time` (HH:MM) on `day`: two passes settle the offset. */
export function arrivalInstant(day: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const [year, month, date] = day.split("-").map(Number);
  if (!match || !year || !month || !date) return null;
  const wall = Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2]));
  const offsetAt = (instant: number) => {
    const f = wallClockFields(new Date(instant), timeZone);
    return (
      Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute) - Math.floor(instant / 60_000) * 60_000
    );
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** Now on the session's wall clock, HH:MM: the late form's starting value. */
export function clockNow(timeZone: string, now = new Date()): string {
  const fields = wallClockFields(now, timeZone);
  return `${fields.hour}:${fields.minute}`;
}
