import { and, asc, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  sessionStatuses,
  trainers,
  trainingSessions,
} from "../../../../db/schema";
import { seatsTakenIn } from "~/features/sessions/seats-taken.server";
import { sessionTrainerName } from "./session-trainer.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";

export const sessionWhens = ["upcoming", "past"] as const;
export type SessionWhen = (typeof sessionWhens)[number];

/** The sessions list: by course, upcoming or past, stored status; soonest first, 25 a page. */
export const sessionList = defineAdminList({
  filters: {
    course: listFilter.id(),
    when: listFilter.oneOf(sessionWhens),
    status: listFilter.oneOf(sessionStatuses),
  },
  sort: { columns: ["start", "course", "fill"], default: { column: "start", direction: "asc" } },
  pageSize: 25,
  paging: "pages",
});

export type SessionFilters = ListFilters<typeof sessionList.filters>;
export type SessionSortColumn = (typeof sessionList.sort.columns)[number];

const countOf = (statuses: readonly string[]) =>
  sql<number>`(
    select count(*) from registrations r
    where r.session_id = "training_sessions"."id"
      and r.status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})
  )`.mapWith(Number);

/** Seats held and people waiting, counted in the list's own query. */
const takenSeats = seatsTakenIn();
const waiting = countOf(["waitlisted"]);

/** One page of sessions, filtered, sorted and paginated in the database. */
export async function listSessions(
  db: Database,
  { filters, sort, page }: { filters: SessionFilters; sort: ListSort<SessionSortColumn>; page: number },
  now: Date = new Date(),
  pageSize = sessionList.pageSize,
) {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(trainingSessions.courseId, filters.course));
  if (filters.status) conditions.push(eq(trainingSessions.status, filters.status));
  if (filters.when === "upcoming") conditions.push(gt(trainingSessions.startsAt, now));
  if (filters.when === "past") conditions.push(lte(trainingSessions.startsAt, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = sort.direction === "desc" ? desc : asc;
  const order = {
    start: [direction(trainingSessions.startsAt)],
    // The French title: one order whatever the page's language.
    course: [direction(sql`${courses.title}->>'fr'`), asc(trainingSessions.startsAt)],
    fill: [
      direction(sql`${takenSeats}::float / greatest(${trainingSessions.totalSeats}, 1)`),
      asc(trainingSessions.startsAt),
    ],
  }[sort.column];
  const rows = (limit: number, offset: number) =>
    db
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
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, trainingSessions, where), page, pageSize, rows });
}

/** Seats taken out of the total, as a whole percentage (a session without seats is 0 %). */
export function fillRate(taken: number, totalSeats: number): number {
  return totalSeats > 0 ? Math.round((taken / totalSeats) * 100) : 0;
}
