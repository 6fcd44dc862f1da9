import { and, asc, eq, gt, sql } from "drizzle-orm";
import { courses, surveyInvitations, surveyResponses, trainingSessions, user } from "../../../db/schema";
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
 * session's trainer account), from the invitations sent and their answers: one grouped query,
 * read through the invitations' and answers' indexes.
 */
export async function surveyResults(
  db: Executor,
  by: ResultGrouping,
  lang: Lang,
  now: Date,
): Promise<ResultRow[]> {
  const since = new Date(now.getTime() - RESULTS_WINDOW_MS);
  const key =
    by === "course"
      ? sql<string>`${surveyInvitations.courseId}::text`
      : by === "session"
        ? sql<string>`${surveyInvitations.sessionId}::text`
        : sql<string>`coalesce(${trainingSessions.trainerUserId}, '')`;
  const rows = await db
    .select({
      key,
      courseTitle: sql<{ fr: string; en: string }>`min(${courses.title}::text)::jsonb`,
      startsAt: sql<Date | null>`min(${trainingSessions.startsAt})`,
      trainerName: sql<string | null>`min(${user.name})`,
      invited: sql<number>`count(*) FILTER (WHERE ${surveyInvitations.sentAt} IS NOT NULL OR ${surveyInvitations.answeredAt} IS NOT NULL)::int`,
      answered: sql<number>`count(${surveyResponses.id})::int`,
      satisfactionAnswers: sql<number>`count(${surveyResponses.satisfaction})::int`,
      satisfaction: sql<string | null>`avg(${surveyResponses.satisfaction})`,
    })
    .from(surveyInvitations)
    .innerJoin(courses, eq(courses.id, surveyInvitations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, surveyInvitations.sessionId))
    .leftJoin(user, eq(user.id, trainingSessions.trainerUserId))
    .leftJoin(surveyResponses, eq(surveyResponses.invitationId, surveyInvitations.id))
    .where(and(gt(surveyInvitations.createdAt, since)))
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
