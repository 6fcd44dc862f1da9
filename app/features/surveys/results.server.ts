import { and, asc, eq, gt, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  courses,
  surveyInvitations,
  surveyResponses,
  surveyResultDays,
  trainingSessions,
  user,
} from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { RESULTS_WINDOW_MS } from "./published-results.server";

export const resultGroupings = ["course", "session", "trainer"] as const;
export type ResultGrouping = (typeof resultGroupings)[number];

/** The grouping a page asks for (?by=), course by default (an unknown value too). */
export function groupingOf(url: URL): ResultGrouping {
  const by = url.searchParams.get("by");
  return resultGroupings.find((grouping) => grouping === by) ?? "course";
}

/** One line of the staff's results: invitations e-mailed, answers, the end survey's satisfaction. */
export interface ResultRow {
  id: number | string;
  label: string;
  invited: number;
  answered: number;
  /** Answered out of invited, in percent; null without invitation. */
  responseRate: number | null;
  /** The end-of-training satisfaction's average (1 to 5), one decimal; null without answer. */
  satisfaction: number | null;
  satisfactionAnswers: number;
}

/**
 * Response rates and satisfaction over the last 12 months, by course, session or trainer (the
 * session's trainer account), from the invitations sent and their answers. The days after the
 * window's first one come counted ahead (survey_result_days, kept by the database's triggers);
 * the first day, partly in the window, is counted from its rows; one grouped query adds them up.
 */
export async function surveyResults(
  db: Executor,
  by: ResultGrouping,
  lang: Lang,
  now: Date,
): Promise<ResultRow[]> {
  const since = new Date(now.getTime() - RESULTS_WINDOW_MS);
  const sinceDay = sql`(${since.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`;
  const counted = db
    .select({
      courseId: surveyResultDays.courseId,
      sessionId: surveyResultDays.sessionId,
      invited: surveyResultDays.invited,
      answered: surveyResultDays.answered,
      satisfactionAnswers: surveyResultDays.satisfactionAnswers,
      satisfactionSum: surveyResultDays.satisfactionSum,
    })
    .from(surveyResultDays)
    .where(gt(surveyResultDays.day, sinceDay));
  const firstDay = db
    .select({
      courseId: surveyInvitations.courseId,
      sessionId: surveyInvitations.sessionId,
      invited: sql<number>`count(*) FILTER (WHERE ${surveyInvitations.sentAt} IS NOT NULL OR ${surveyInvitations.answeredAt} IS NOT NULL)::int`,
      answered: sql<number>`count(${surveyResponses.id})::int`,
      satisfactionAnswers: sql<number>`count(${surveyResponses.satisfaction})::int`,
      satisfactionSum: sql<number>`coalesce(sum(${surveyResponses.satisfaction}), 0)::int`,
    })
    .from(surveyInvitations)
    .leftJoin(surveyResponses, eq(surveyResponses.invitationId, surveyInvitations.id))
    .where(
      and(
        gt(surveyInvitations.createdAt, since),
        sql`${surveyInvitations.createdAt} < ((${sinceDay} + 1)::timestamp AT TIME ZONE 'UTC')`,
      ),
    )
    .groupBy(surveyInvitations.courseId, surveyInvitations.sessionId);
  const days = unionAll(counted, firstDay).as("days");
  const key =
    by === "course"
      ? sql<string>`${days.courseId}::text`
      : by === "session"
        ? sql<string>`${days.sessionId}::text`
        : sql<string>`coalesce(${trainingSessions.trainerUserId}, '')`;
  const rows = await db
    .select({
      key,
      courseTitle: sql<{ fr: string; en: string }>`min(${courses.title}::text)::jsonb`,
      startsAt: sql<Date | null>`min(${trainingSessions.startsAt})`,
      trainerName: sql<string | null>`min(${user.name})`,
      invited: sql<number>`sum(${days.invited})::int`,
      answered: sql<number>`sum(${days.answered})::int`,
      satisfactionAnswers: sql<number>`sum(${days.satisfactionAnswers})::int`,
      // As avg() over the answers: their sum over their number, in numeric.
      satisfaction: sql<
        string | null
      >`sum(${days.satisfactionSum})::numeric / nullif(sum(${days.satisfactionAnswers}), 0)::numeric`,
    })
    .from(days)
    .innerJoin(courses, eq(courses.id, days.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, days.sessionId))
    .leftJoin(user, eq(user.id, trainingSessions.trainerUserId))
    .groupBy(key)
    .orderBy(asc(key));
  return rows
    .filter((row) => row.invited > 0 || row.answered > 0)
    .map((row) => {
      const course = localize(row.courseTitle, lang);
      const label =
        by === "course"
          ? course
          : by === "session"
            ? `${course} — ${row.startsAt ? new Date(row.startsAt).toISOString().slice(0, 10) : "?"}`
            : (row.trainerName ?? "—");
      const invited = Math.max(row.invited, row.answered);
      return {
        id: row.key,
        label,
        invited,
        answered: row.answered,
        responseRate: invited ? Math.round((row.answered * 100) / invited) : null,
        satisfaction: row.satisfaction === null ? null : Math.round(Number(row.satisfaction) * 10) / 10,
        satisfactionAnswers: row.satisfactionAnswers,
      };
    });
}
