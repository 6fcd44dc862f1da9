import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, seatHoldingStatuses, trainingSessions } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatDate, formatMoney, formatTime, SITE_TIME_ZONE } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { intlLocale } from "~/lib/language";
import { availability, seatsLeft } from "./availability";
import type { SessionView } from "./session-view";

/** Seats taken: registrations that hold a seat (pending or paid), counted in the same query. */
const takenSeats = sql<number>`(
  select count(*) from registrations r
  where r.session_id = "training_sessions"."id"
    and r.payment_status in (${sql.join(
      seatHoldingStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})
)`.mapWith(Number);

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

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, dateStyle: "short" });

/** The session's price, else the course's (spec section 3), formatted for `lang`. */
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
  const multiDay = dayKey.format(row.startsAt) !== dayKey.format(row.endsAt);
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: localize(row.courseTitle, lang),
    startsAt: row.startsAt.getTime(),
    startDate: formatDate(row.startsAt, lang),
    endDate: multiDay ? formatDate(row.endsAt, lang) : null,
    time: `${formatTime(row.startsAt, lang)} – ${formatTime(row.endsAt, lang)}`,
    format: row.format,
    place: row.city
      ? {
          venue: row.venueName,
          street: row.streetAddress,
          city: row.city,
          country: countryName(row.country, lang),
        }
      : null,
    price: sessionPrice(row, lang),
    seatsLeft: left,
    totalSeats: row.totalSeats,
    availability: availability(left, row.totalSeats),
  };
}
