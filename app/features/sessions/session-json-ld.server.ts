import type { CourseInstanceInput } from "~/features/catalog/course-json-ld";
import { availability, schemaAvailability, seatsLeft } from "./availability";
import type { SessionRow } from "./session-queries.server";

/** A session row as the course's structured data describes it. */
export function toCourseInstanceInput(row: SessionRow): CourseInstanceInput {
  const left = seatsLeft(row.totalSeats, row.taken);
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    format: row.format,
    place: row.city
      ? {
          venue: row.venueName,
          street: row.streetAddress,
          city: row.city,
          countryCode: row.country?.trim() ?? null,
        }
      : null,
    priceCents: row.priceCents,
    currency: row.currency,
    seatsLeft: left,
    totalSeats: row.totalSeats,
    availability: schemaAvailability(availability(left, row.totalSeats)),
  };
}
