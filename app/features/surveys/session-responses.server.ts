import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  questionnaireVersions,
  surveyInvitations,
  surveyResponses,
  type QuestionnaireKind,
  type RespondentKind,
} from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { answerLines, type AnswerLine } from "./answer-lines";

/** One answered questionnaire of a session, with the questions of the version answered. */
export interface SessionResponse {
  kind: QuestionnaireKind;
  respondent: RespondentKind;
  /** The trainee's registration; null for an employer's answer (a company booking's). */
  registrationId: number | null;
  email: string;
  versionNumber: number;
  submittedAt: Date;
  lines: AnswerLine[];
}

/**
 * The answers given about a session to questionnaires of these kinds, oldest first, each read in
 * `lang` against the version its respondent saw.
 */
export async function sessionResponses(
  db: Executor,
  sessionId: number,
  kinds: readonly QuestionnaireKind[],
  lang: Lang,
): Promise<SessionResponse[]> {
  const rows = await db
    .select({
      kind: surveyResponses.kind,
      respondent: surveyInvitations.respondent,
      registrationId: surveyInvitations.registrationId,
      email: surveyInvitations.email,
      versionNumber: questionnaireVersions.number,
      questions: questionnaireVersions.questions,
      answers: surveyResponses.answers,
      submittedAt: surveyResponses.submittedAt,
    })
    .from(surveyResponses)
    .innerJoin(surveyInvitations, eq(surveyInvitations.id, surveyResponses.invitationId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, surveyResponses.versionId))
    .where(and(eq(surveyResponses.sessionId, sessionId), inArray(surveyResponses.kind, [...kinds])))
    .orderBy(asc(surveyResponses.submittedAt), asc(surveyResponses.id));
  return rows.map(({ questions, answers, ...row }) => ({
    ...row,
    lines: answerLines(questions, answers, lang),
  }));
}

/** A session's figures for one kind of questionnaire, counted as the staff's results count them. */
export interface SessionSurveyResult {
  kind: QuestionnaireKind;
  /** Invitations e-mailed or answered. */
  invited: number;
  answered: number;
  /** Answered out of invited, in percent; null without invitation. */
  responseRate: number | null;
  /** The satisfaction question's average (1 to 5), one decimal; null without a rating. */
  satisfaction: number | null;
  satisfactionAnswers: number;
}

/** Response rate and satisfaction of a session's questionnaires, per kind, of the kinds it has. */
export async function sessionSurveyResults(db: Executor, sessionId: number): Promise<SessionSurveyResult[]> {
  const rows = await db
    .select({
      kind: surveyInvitations.kind,
      invited: sql<number>`count(*) FILTER (WHERE ${surveyInvitations.sentAt} IS NOT NULL OR ${surveyInvitations.answeredAt} IS NOT NULL)::int`,
      answered: sql<number>`count(${surveyResponses.id})::int`,
      satisfactionAnswers: sql<number>`count(${surveyResponses.satisfaction})::int`,
      satisfaction: sql<string | null>`avg(${surveyResponses.satisfaction})`,
    })
    .from(surveyInvitations)
    .leftJoin(surveyResponses, eq(surveyResponses.invitationId, surveyInvitations.id))
    .where(eq(surveyInvitations.sessionId, sessionId))
    .groupBy(surveyInvitations.kind)
    .orderBy(asc(surveyInvitations.kind));
  return rows.map((row) => {
    const invited = Math.max(row.invited, row.answered);
    return {
      kind: row.kind,
      invited,
      answered: row.answered,
      responseRate: invited ? Math.round((row.answered * 100) / invited) : null,
      satisfaction: row.satisfaction === null ? null : Math.round(Number(row.satisfaction) * 10) / 10,
      satisfactionAnswers: row.satisfactionAnswers,
    };
  });
}
