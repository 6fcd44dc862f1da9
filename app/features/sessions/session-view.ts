import type { CourseFormat } from "../../../db/schema/catalog";
import type { Availability } from "./availability";

/** A scheduled session as the pages show it: formatted on the server, in the page's language. */
export interface SessionView {
  id: number;
  courseId: number;
  courseTitle: string;
  /** Milliseconds since the epoch, for the countdown. */
  startsAt: number;
  /** "mardi 1 décembre 2026" */
  startDate: string;
  /** The last day when the session spans several days, else null. */
  endDate: string | null;
  /** "08:00 – 17:00" in the session's own time zone. */
  time: string;
  /** The session's zone, for the label next to the time: "heure de Paris, UTC+1". */
  zone: { id: string; city: string; offset: string };
  format: CourseFormat;
  place: { venue: string | null; street: string | null; city: string; country: string | null } | null;
  price: string | null;
  seatsLeft: number;
  totalSeats: number;
  availability: Availability;
}
