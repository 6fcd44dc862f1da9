import { defaultTimeZoneFor } from "../../../../db/schema";
import { wallClockFields } from "~/lib/wall-clock";
import { wallClockToInstant } from "../../../../db/seed/zoned-time";
import { priceHundredths, wallClockParts, type SessionInput } from "./session-schema";

/** "2026-12-11T09:00" read on the wall clock of `timeZone` → the instant. */
export function wallClockToDate(value: string, timeZone: string): Date {
  const parts = wallClockParts(value);
  if (!parts) throw new Error(`not a date and time: ${value}`);
  return wallClockToInstant(
    Date.UTC(parts.year, parts.month - 1, parts.day),
    parts.hour + parts.minute / 60,
    timeZone,
  );
}

/** The instant as the wall clock of `timeZone` shows it, for a datetime-local field. */
export function dateToWallClock(date: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockFields(date, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** The columns a valid form sets: the zone is the form's, else the country's. */
export function sessionValues(input: SessionInput) {
  const timeZone = input.timeZone ?? defaultTimeZoneFor(input.country);
  const inPerson = input.format === "presentiel";
  return {
    courseId: input.courseId,
    startsAt: wallClockToDate(input.startsAt, timeZone),
    endsAt: wallClockToDate(input.endsAt, timeZone),
    timeZone,
    format: input.format,
    // A remote session has no place: what was typed for one is not kept.
    venueName: inPerson ? input.venueName : null,
    streetAddress: inPerson ? input.streetAddress : null,
    city: inPerson ? input.city : null,
    country: input.country,
    totalSeats: input.totalSeats,
    priceCents: input.price === null ? null : priceHundredths(input.price, input.currency),
    currency: input.currency,
    trainerId: input.trainerId,
  };
}
