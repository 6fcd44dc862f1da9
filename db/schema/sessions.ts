import { sql } from "drizzle-orm";
import { char, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses, trainers, type CourseFormat } from "./catalog";
import { companies } from "./companies";

export const sessionStatuses = ["scheduled", "cancelled"] as const;

/** The group's home zone: sessions in Guinea, and the default for remote ones. */
export const DEFAULT_SESSION_TIME_ZONE = "Africa/Conakry";

/**
 * The time zone a session in `country` is held in, when staff do not say otherwise: its dates
 * and times are shown in it, and its calendar files carry it. A remote session takes the
 * trainer's zone, which staff set; Conakry until they do.
 */
export function defaultTimeZoneFor(country: string | null | undefined): string {
  switch (country?.trim().toUpperCase()) {
    case "FR":
      return "Europe/Paris";
    default:
      return DEFAULT_SESSION_TIME_ZONE;
  }
}
export type SessionStatus = (typeof sessionStatuses)[number];

/** A dated run of a course. Seats left are never stored: total_seats minus active registrations. */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    format: text("format").$type<CourseFormat>().notNull(),
    venueName: text("venue_name"),
    streetAddress: text("street_address"),
    city: text("city"),
    /** ISO 3166-1 alpha-2, e.g. GN, FR. */
    country: char("country", { length: 2 }),
    /** IANA zone the session is held in (Africa/Conakry, Europe/Paris...): see defaultTimeZoneFor. */
    timeZone: text("time_zone").notNull().default(DEFAULT_SESSION_TIME_ZONE),
    priceCents: integer("price_cents"),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    totalSeats: integer("total_seats").notNull(),
    status: text("status").$type<SessionStatus>().notNull().default("scheduled"),
    /**
     * A remote session's room on the media server (ADR 1201): a random id our server
     * chooses when the room is first needed, never derived from a title. Its secret is not stored:
     * it is derived from LIVE_VIDEO_ADMIN_SECRET on the server.
     */
    meetingRoom: text("meeting_room"),
    /** Who teaches this run: one of the catalogue's trainers, or not said yet. */
    trainerId: integer("trainer_id").references(() => trainers.id, { onDelete: "set null" }),
    /**
     * The account the trainer signs in with for this run: a moderator of its live room.
     * Catalogue trainers have no account of their own; staff set it (or the demo data does).
     */
    trainerUserId: text("trainer_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * An intra-company session: reserved for this company, at its place or ours. It is never in
     * the public catalogue; the company books its seats through its quote.
     */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("training_sessions_upcoming_idx").on(table.status, table.startsAt),
    index("training_sessions_course_idx").on(table.courseId, table.startsAt),
    check("training_sessions_seats_check", sql`${table.totalSeats} >= 0`),
    check("training_sessions_dates_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("training_sessions_price_check", sql`${table.priceCents} IS NULL OR ${table.priceCents} >= 0`),
    check("training_sessions_currency_check", sql`${table.currency} IN ('EUR', 'GNF')`),
    check("training_sessions_format_check", sql`${table.format} IN ('presentiel', 'distanciel')`),
    check("training_sessions_status_check", sql`${table.status} IN ('scheduled', 'cancelled')`),
    // An IANA name's shape (Area/Location); the app checks it is a zone it knows.
    check(
      "training_sessions_time_zone_check",
      sql`${table.timeZone} ~ '^[A-Z][A-Za-z]+(/[A-Za-z0-9_+-]+){1,2}$'`,
    ),
    check("training_sessions_place_check", sql`${table.format} = 'distanciel' OR ${table.city} IS NOT NULL`),
  ],
);
