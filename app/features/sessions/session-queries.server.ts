import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, trainingSessions } from "../../../db/schema";
import { seatsTakenIn } from "./seats-taken.server";
import { localize } from "~/features/catalog/localize";
import { formatDate, formatMoney, formatTime, formatUtcOffset, zoneCity } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { intlLocale } from "~/lib/language";
import { availability, seatsLeft } from "./availability";
import type { SessionView } from "./session-view";

/** Seats taken, counted in the same query. */
const takenSeats = seatsTakenIn();

export interface UpcomingSessionsOptions {
  now?: Date;
  courseId?: number;
  limit?: number;
}

/**
 * Scheduled sessions that have not started, soonest first, with seats left: one query for
 * the whole list. Cancelled and past sessions are never listed.
 */
export async function listUpcomingSessions(
  db: Database,
  { now = new Date(), courseId, limit = 50 }: UpcomingSessionsOptions = {},
) {
  return db
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      format: trainingSessions.format,
      venueName: trainingSessions.venueName,
      streetAddress: trainingSessions.streetAddress,
      city: trainingSessions.city,
      country: trainingSessions.country,
      timeZone: trainingSessions.timeZone,
      priceCents: trainingSessions.priceCents,
      currency: trainingSessions.currency,
      totalSeats: trainingSessions.totalSeats,
      taken: takenSeats,
      courseTitle: courses.title,
      coursePriceCents: courses.priceCents,
      courseCurrency: courses.currency,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(
      and(
        eq(trainingSessions.status, "scheduled"),
        gt(trainingSessions.startsAt, now),
        isNull(courses.archivedAt),
        // An intra-company session is the company's alone: never in the public lists.
        isNull(trainingSessions.companyId),
        courseId === undefined ? undefined : eq(trainingSessions.courseId, courseId),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(limit);
}

export type SessionRow = Awaited<ReturnType<typeof listUpcomingSessions>>[number];

const countryNames = new Map<Lang, Intl.DisplayNames>();
function countryName(code: string | null, lang: Lang): string | null {
  if (!code) return null;
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[lang]], { type: "region" });
    countryNames.set(lang, names);
  }
  return names.of(code.trim().toUpperCase()) ?? code;
}

const dayKeys = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of `date` in `timeZone`, to tell one-day sessions from longer ones. */
function dayKey(date: Date, timeZone: string): string {
  let formatter = dayKeys.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
    dayKeys.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/** When, in the session's own zone: first and last day, hours, and the zone's label. */
export function sessionWhen(
  row: { startsAt: Date; endsAt: Date; timeZone: string },
  lang: Lang,
): Pick<SessionView, "startDate" | "endDate" | "time" | "zone"> {
  const zone = row.timeZone;
  const multiDay = dayKey(row.startsAt, zone) !== dayKey(row.endsAt, zone);
  return {
    startDate: formatDate(row.startsAt, lang, "long", zone),
    endDate: multiDay ? formatDate(row.endsAt, lang, "long", zone) : null,
    time: `${formatTime(row.startsAt, lang, zone)} – ${formatTime(row.endsAt, lang, zone)}`,
    zone: { id: zone, city: zoneCity(zone), offset: formatUtcOffset(row.startsAt, zone) },
  };
}

/** Where: venue, street, city and country name in `lang`; null for a remote session. */
export function sessionPlace(
  row: {
    venueName: string | null;
    streetAddress: string | null;
    city: string | null;
    country: string | null;
  },
  lang: Lang,
): SessionView["place"] {
  return row.city
    ? {
        venue: row.venueName,
        street: row.streetAddress,
        city: row.city,
        country: countryName(row.country, lang),
      }
    : null;
}

/** The session's price, else the course's, formatted for `lang`. */
export function sessionPrice(
  row: Pick<SessionRow, "priceCents" | "currency" | "coursePriceCents" | "courseCurrency">,
  lang: Lang,
) {
  if (row.priceCents !== null) return formatMoney(row.priceCents, row.currency as "EUR" | "GNF", lang);
  if (row.coursePriceCents !== null)
    return formatMoney(row.coursePriceCents, row.courseCurrency as "EUR" | "GNF", lang);
  return null;
}

export function toSessionView(row: SessionRow, lang: Lang): SessionView {
  const left = seatsLeft(row.totalSeats, row.taken);
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: localize(row.courseTitle, lang),
    startsAt: row.startsAt.getTime(),
    ...sessionWhen(row, lang),
    format: row.format,
    place: sessionPlace(row, lang),
    price: sessionPrice(row, lang),
    seatsLeft: left,
    totalSeats: row.totalSeats,
    availability: availability(left, row.totalSeats),
  };
}
