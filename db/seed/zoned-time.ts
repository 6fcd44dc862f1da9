/**
 * The instant at which the wall clock of `timeZone` reads `hour`:00 on the calendar day of
 * `dayUtc` (a UTC midnight). Two passes settle the offset on days the zone changes it.
 */
export function wallClockToInstant(dayUtc: number, hour: number, timeZone: string): Date {
  const wall = dayUtc + hour * 3600_000;
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** How far ahead of UTC the zone's clock is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}
