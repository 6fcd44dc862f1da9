import { and, eq, inArray } from "drizzle-orm";
import { questionnaireVersions, surveyInvitations, surveyResponses } from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { answerLines, type AnswerLine } from "./answer-lines";

/** One answered question of a positioning questionnaire, in the reader's language. */
export type PositioningLine = AnswerLine;

/**
 * The positioning answers of these registrations, question by question in the version they
 * answered, options as their labels, in `lang`: what the trainer reads before the session.
 * Registrations without an answer are absent from the map.
 */
export async function positioningAnswers(
  db: Executor,
  registrationIds: number[],
  lang: Lang,
): Promise<Map<number, PositioningLine[]>> {
  const answers = new Map<number, PositioningLine[]>();
  if (registrationIds.length === 0) return answers;
  const rows = await db
    .select({
      registrationId: surveyInvitations.registrationId,
      answers: surveyResponses.answers,
      questions: questionnaireVersions.questions,
    })
    .from(surveyResponses)
    .innerJoin(surveyInvitations, eq(surveyInvitations.id, surveyResponses.invitationId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, surveyResponses.versionId))
    .where(
      and(
        eq(surveyInvitations.kind, "positioning"),
        eq(surveyInvitations.respondent, "trainee"),
        inArray(surveyInvitations.registrationId, registrationIds),
      ),
    );
  for (const row of rows) {
    if (row.registrationId === null) continue;
    answers.set(row.registrationId, answerLines(row.questions, row.answers, lang));
  }
  return answers;
}
