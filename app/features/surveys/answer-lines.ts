import type { SurveyAnswers, SurveyQuestion } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import type { Lang } from "~/lib/language";

/** One answered question, in the reader's language. */
export interface AnswerLine {
  question: string;
  answer: string;
}

/**
 * The answers of one response, question by question in the version answered, options as their
 * labels and ratings out of 5, in `lang`; questions left unanswered are skipped.
 */
export function answerLines(questions: SurveyQuestion[], answers: SurveyAnswers, lang: Lang): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const question of questions) {
    const value = answers[question.key];
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
  return lines;
}
