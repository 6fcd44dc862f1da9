import { and, eq, inArray } from "drizzle-orm";
import { questionnaireVersions, surveyInvitations, surveyResponses } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";

/** One answered question of a positioning questionnaire, in the reader's language. */
export interface PositioningLine {
  question: string;
  answer: string;
}

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
    const lines: PositioningLine[] = [];
    for (const question of row.questions) {
      const value = row.answers[question.key];
      if (value === undefined) continue;
      const option = (index: number) => localize(question.options?.[index], lang) ?? String(index);
      const answer =
        typeof value === "string"
          ? value
          : Array.isArray(value)
            ? value.map(option).join(", ")
            : question.type === "rating"
              ? `${value}/5`
              : option(value);
      lines.push({ question: localize(question.label, lang), answer });
    }
    answers.set(row.registrationId, lines);
  }
  return answers;
}
