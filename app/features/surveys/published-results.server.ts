import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import {
  certificates,
  courses,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
} from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";

/** Below this many answers (or trainees), nothing is published: no number from two people. */
export const MIN_PUBLISHED_ANSWERS = 5;
/** Results cover the last 12 months. */
export const RESULTS_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * What a course page publishes, measured; null parts are not shown. The completion rate is shown
 * beside the satisfaction only (as before the knowledge check existed); the success rate stands alone.
 */
export interface PublishedResults {
  /** The end-of-training satisfaction (1 to 5): its average and its number of answers. */
  satisfaction: { average: number; answers: number } | null;
  /**
   * Where the course has a knowledge check: the share of the trainees who took it after the
   * session whose score reached the course's pass mark, in percent, of how many.
   */
  success: { rate: number; assessed: number } | null;
  /**
   * The share of trainees of the sessions that ended who completed the training (a certificate
   * issued from their attendance, not revoked), in percent, of how many.
   */
  completion: { rate: number; trainees: number } | null;
}

/**
 * A course's results over the last 12 months, from the answers and the attendance, read through
 * the indexes (survey_responses_course_idx holds the satisfaction; sessions by course, their
 * registrations by session): no full scan per page. Null when there are too few answers.
 */
export async function publishedResults(
  db: Executor,
  courseId: number,
  now: Date,
): Promise<PublishedResults | null> {
  const since = new Date(now.getTime() - RESULTS_WINDOW_MS);
  const [answers] = await db
    .select({
      count: sql<number>`count(${surveyResponses.satisfaction})::int`,
      average: sql<string | null>`avg(${surveyResponses.satisfaction})`,
    })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.courseId, courseId),
        eq(surveyResponses.kind, "end"),
        gt(surveyResponses.submittedAt, since),
        lte(surveyResponses.submittedAt, now),
        isNotNull(surveyResponses.satisfaction),
      ),
    );
  const [trainees] = await db
    .select({
      count: sql<number>`count(*)::int`,
      completed: sql<number>`count(${certificates.id})::int`,
    })
    .from(trainingSessions)
    .innerJoin(
      registrations,
      and(eq(registrations.sessionId, trainingSessions.id), eq(registrations.status, "confirmed")),
    )
    .leftJoin(
      certificates,
      and(eq(certificates.registrationId, registrations.id), sql`${certificates.revokedAt} IS NULL`),
    )
    .where(
      and(
        eq(trainingSessions.courseId, courseId),
        eq(trainingSessions.status, "scheduled"),
        lte(trainingSessions.endsAt, now),
        gt(trainingSessions.endsAt, since),
      ),
    );
  const [assessed] = await db
    .select({
      count: sql<number>`count(*)::int`,
      passed: sql<number>`(count(*) FILTER (WHERE ${surveyResponses.score} >= ${courses.passMarkPercent}))::int`,
    })
    .from(surveyResponses)
    .innerJoin(surveyInvitations, eq(surveyInvitations.id, surveyResponses.invitationId))
    .innerJoin(courses, eq(courses.id, surveyResponses.courseId))
    .where(
      and(
        eq(surveyResponses.courseId, courseId),
        eq(surveyResponses.kind, "knowledge"),
        gt(surveyResponses.submittedAt, since),
        lte(surveyResponses.submittedAt, now),
        eq(surveyInvitations.phase, "after"),
        isNotNull(surveyResponses.score),
      ),
    );
  const answered = answers?.count ?? 0;
  const tested = assessed?.count ?? 0;
  const success =
    tested >= MIN_PUBLISHED_ANSWERS
      ? { rate: Math.round(((assessed?.passed ?? 0) * 100) / tested), assessed: tested }
      : null;
  if (answered < MIN_PUBLISHED_ANSWERS)
    return success ? { satisfaction: null, completion: null, success } : null;
  const trained = trainees?.count ?? 0;
  return {
    satisfaction: { average: Math.round(Number(answers?.average ?? 0) * 10) / 10, answers: answered },
    completion:
      trained >= MIN_PUBLISHED_ANSWERS
        ? { rate: Math.round(((trainees?.completed ?? 0) * 100) / trained), trainees: trained }
        : null,
    success,
  };
}
