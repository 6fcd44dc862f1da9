import type { SurveyAnswers, SurveyQuestion } from "../../../db/schema/surveys";

/** A free-text answer is at most this long: a few paragraphs. */
export const MAX_TEXT_ANSWER = 2000;

/** The form field of a question's answer. */
export const answerField = (key: string) => `q_${key}`;

/** Why an answer is refused: a key of the `surveys.errors` strings. */
export type AnswerError = "required" | "rating" | "choice" | "tooLong";

export type ParsedAnswers =
  | { ok: true; answers: SurveyAnswers; satisfaction: number | null }
  | { ok: false; errors: Record<string, AnswerError>; values: Record<string, string | string[]> };

const integer = /^\d{1,2}$/;

/**
 * The answers of a posted form, checked against the version's questions on the server (the
 * page's `required` and limits only mirror this): ratings 1 to 5, option indexes of the question,
 * text trimmed and at most MAX_TEXT_ANSWER characters. Fields that name no question are ignored.
 */
export function parseAnswers(questions: SurveyQuestion[], form: FormData): ParsedAnswers {
  const answers: SurveyAnswers = {};
  const errors: Record<string, AnswerError> = {};
  const values: Record<string, string | string[]> = {};
  let satisfaction: number | null = null;
  for (const question of questions) {
    const raw = form
      .getAll(answerField(question.key))
      .filter((value): value is string => typeof value === "string");
    const options = question.options?.length ?? 0;
    if (question.type === "multiple") {
      const picked = raw.filter((value) => value !== "");
      values[question.key] = picked;
      if (picked.length === 0) {
        if (question.required) errors[question.key] = "required";
        continue;
      }
      const indexes = [...new Set(picked.map((value) => (integer.test(value) ? Number(value) : -1)))];
      if (indexes.some((index) => index < 0 || index >= options)) errors[question.key] = "choice";
      else answers[question.key] = indexes.sort((a, b) => a - b);
      continue;
    }
    const value = (raw[0] ?? "").trim();
    values[question.key] = value;
    if (value === "") {
      if (question.required) errors[question.key] = "required";
      continue;
    }
    if (question.type === "text") {
      if (value.length > MAX_TEXT_ANSWER) errors[question.key] = "tooLong";
      else answers[question.key] = value;
      continue;
    }
    const number = integer.test(value) ? Number(value) : -1;
    if (question.type === "rating") {
      if (number < 1 || number > 5) errors[question.key] = "rating";
      else {
        answers[question.key] = number;
        if (question.satisfaction) satisfaction = number;
      }
    } else if (number < 0 || number >= options) errors[question.key] = "choice";
    else answers[question.key] = number;
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, answers, satisfaction };
}

/**
 * A knowledge check's score: the share of its scored questions (those with correct answers)
 * answered exactly right, in whole percent; an unanswered one counts as wrong. Null when the
 * version scores nothing (any other questionnaire).
 */
export function knowledgeScore(questions: SurveyQuestion[], answers: SurveyAnswers): number | null {
  const scored = questions.filter((question) => question.correct?.length);
  if (scored.length === 0) return null;
  const right = scored.filter((question) => {
    const correct = [...question.correct!].sort((a, b) => a - b);
    const answer = answers[question.key];
    const given =
      typeof answer === "number" ? [answer] : Array.isArray(answer) ? [...answer].sort((a, b) => a - b) : [];
    return given.length === correct.length && given.every((value, index) => value === correct[index]);
  }).length;
  return Math.round((right * 100) / scored.length);
}
