import { intlFormatter } from "./format";
/** The date and time the wall clock of `timeZone` shows at that instant, as two-digit fields. */
export function wallClockFields(date: Date, timeZone: string) {
  const parts = intlFormatter(
    `wall-clock:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }),
  ).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "00";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/**
 * The instant the wall clock of `timeZone` reads `minutes` past midnight on `day` (YYYY-MM-DD):
 * two passes settle the zone's offset, daylight saving included.
 */
export function wallClockInstant(day: string, minutes: number, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
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
