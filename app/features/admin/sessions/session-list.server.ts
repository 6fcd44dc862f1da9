import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  seatHoldingStatuses,
  sessionStatuses,
  trainers,
  trainingSessions,
  type SessionStatus,
} from "../../../../db/schema";
import { sessionTrainerName } from "./session-trainer.server";
import { idFrom, oneOf, pageFrom, pageWindow, sortFrom, type ListSort } from "../shared/list-query";

export const SESSIONS_PAGE_SIZE = 25;
export const sessionSortColumns = ["start", "course", "fill"] as const;
export type SessionSortColumn = (typeof sessionSortColumns)[number];
export const sessionWhens = ["upcoming", "past"] as const;
export type SessionWhen = (typeof sessionWhens)[number];

export interface SessionFilters {
  page: number;
  course: number | null;
  when: SessionWhen | null;
  status: SessionStatus | null;
  sort: ListSort<SessionSortColumn>;
}

/** The list's state from the URL; anything malformed is no filter. */
export function sessionFiltersFrom(url: URL): SessionFilters {
  return {
    page: pageFrom(url),
    course: idFrom(url, "course"),
    when: oneOf(sessionWhens, url.searchParams.get("when")),
    status: oneOf(sessionStatuses, url.searchParams.get("status")),
    sort: sortFrom(url, sessionSortColumns, { column: "start", direction: "asc" }),
  };
}

const countOf = (statuses: readonly string[]) =>
  sql<number>`(
    select count(*) from registrations r
    where r.session_id = "training_sessions"."id"
      and r.status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})
  )`.mapWith(Number);

/** Seats held (confirmed and offered) and people waiting, counted in the list's own query. */
const takenSeats = countOf(seatHoldingStatuses);
const waiting = countOf(["waitlisted"]);

/** One page of sessions, filtered, sorted and paginated in the database. */
export async function listSessions(
  db: Database,
  filters: SessionFilters,
  now: Date = new Date(),
  pageSize = SESSIONS_PAGE_SIZE,
) {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(trainingSessions.courseId, filters.course));
  if (filters.status) conditions.push(eq(trainingSessions.status, filters.status));
  if (filters.when === "upcoming") conditions.push(gt(trainingSessions.startsAt, now));
  if (filters.when === "past") conditions.push(lte(trainingSessions.startsAt, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(trainingSessions).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const direction = filters.sort.direction === "desc" ? desc : asc;
  const order = {
    start: [direction(trainingSessions.startsAt)],
    // The French title: one order whatever the page's language.
    course: [direction(sql`${courses.title}->>'fr'`), asc(trainingSessions.startsAt)],
    fill: [
      direction(sql`${takenSeats}::float / greatest(${trainingSessions.totalSeats}, 1)`),
      asc(trainingSessions.startsAt),
    ],
  }[filters.sort.column];
  const rows = await db
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      format: trainingSessions.format,
      city: trainingSessions.city,
      status: trainingSessions.status,
      totalSeats: trainingSessions.totalSeats,
      taken: takenSeats,
      waiting,
      trainerName: sessionTrainerName,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .leftJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .where(where)
    .orderBy(...order, asc(trainingSessions.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/** Seats taken out of the total, as a whole percentage (a session without seats is 0 %). */
export function fillRate(taken: number, totalSeats: number): number {
  return totalSeats > 0 ? Math.round((taken / totalSeats) * 100) : 0;
}
