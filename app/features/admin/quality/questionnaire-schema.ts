import { z } from "zod";
import {
  questionTypes,
  type QuestionnaireKind,
  type QuestionType,
  type SurveyQuestion,
} from "../../../../db/schema/surveys";
import type { Localized } from "../../../../db/schema/localized";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval.
z.config({ jitless: true });

/**
 * The questionnaire editor's form (/admin/quality/questionnaires/:id). A question is posted as
 * `questions[i].…`: its key (hidden; empty for a new one), type, label in French and English,
 * options one per line in each language (choice questions), whether it is required, whether it
 * is the satisfaction rating, and for a knowledge check the numbers of its correct options.
 * Messages are translation keys of the adminQuality strings. The server checks every limit.
 */

export const MAX_QUESTIONS = 30;
export const MAX_LABEL = 300;
export const MAX_TITLE = 150;
export const MAX_OPTION = 150;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
/** A question's answer is stored under its key: letters, digits and underscores. */
const KEY = /^[a-z0-9_]{1,40}$/;

const error = (key: string) => ({ error: `adminQuality.errors.${key}` });

const pair = (max: number) =>
  z.preprocess(
    (value) => value ?? {},
    z.object({
      fr: z
        .string(error("frenchRequired"))
        .trim()
        .min(1, error("frenchRequired"))
        .max(max, error("tooLong"))
        .regex(/^[^\r\n]*$/, error("oneLine")),
      en: z
        .string(error("englishRequired"))
        .trim()
        .min(1, error("englishRequired"))
        .max(max, error("tooLong"))
        .regex(/^[^\r\n]*$/, error("oneLine")),
    }),
  );

/** The non-empty lines of a text area, trimmed. */
export function optionLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const question = z.preprocess(
  (value) => value ?? {},
  z.object({
    key: z.string().trim().regex(KEY, error("key")).optional(),
    type: z.enum(questionTypes, error("type")),
    label: pair(MAX_LABEL),
    options: z
      .preprocess(
        (value) => value ?? {},
        z.object({
          fr: z
            .string()
            .max(MAX_OPTIONS * (MAX_OPTION + 2), error("tooLong"))
            .optional(),
          en: z
            .string()
            .max(MAX_OPTIONS * (MAX_OPTION + 2), error("tooLong"))
            .optional(),
        }),
      )
      .optional(),
    required: z.boolean().optional().default(false),
    satisfaction: z.boolean().optional().default(false),
    correct: z.string().max(60, error("correct")).optional(),
  }),
);

export const isChoice = (type: QuestionType) => type === "single" || type === "multiple";

/** "1, 3" → [0, 2]; null when the text is not a list of option numbers within 1..count. */
export function correctIndexes(text: string | undefined, count: number): number[] | null {
  const parts = (text ?? "").split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  const numbers = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (numbers.some((number) => number < 1 || number > count)) return null;
  return numbers.map((number) => number - 1);
}

/** The editor's schema for a questionnaire of `kind` (a knowledge check's choices have correct answers). */
export function questionnaireSchema(kind: QuestionnaireKind) {
  return z
    .object({
      baseVersion: z.number(error("stale")).int().min(0).max(1_000_000),
      title: pair(MAX_TITLE),
      questions: z
        .array(question, error("noQuestions"))
        .min(1, error("noQuestions"))
        .max(MAX_QUESTIONS, error("tooManyQuestions")),
    })
    .superRefine((value, context) => {
      const issue = (path: (string | number)[], key: string) =>
        context.addIssue({ code: "custom", path, message: `adminQuality.errors.${key}` });
      const keys = new Set<string>();
      let satisfaction = 0;
      let scored = 0;
      value.questions.forEach((entry, index) => {
        if (entry.key) {
          if (keys.has(entry.key)) issue(["questions", index, "key"], "key");
          keys.add(entry.key);
        }
        if (entry.satisfaction) {
          satisfaction += 1;
          if (entry.type !== "rating") issue(["questions", index, "satisfaction"], "satisfactionRating");
          else if (satisfaction > 1) issue(["questions", index, "satisfaction"], "satisfactionOne");
        }
        if (!isChoice(entry.type)) return;
        const fr = optionLines(entry.options?.fr);
        const en = optionLines(entry.options?.en);
        if (fr.length < MIN_OPTIONS || fr.length > MAX_OPTIONS)
          issue(["questions", index, "options", "fr"], "optionCount");
        else if (en.length !== fr.length) issue(["questions", index, "options", "en"], "optionPairs");
        if ([...fr, ...en].some((line) => line.length > MAX_OPTION))
          issue(["questions", index, "options", "fr"], "optionTooLong");
        if (kind !== "knowledge") return;
        scored += 1;
        const correct = correctIndexes(entry.correct, fr.length);
        if (correct === null) issue(["questions", index, "correct"], "correct");
        else if (entry.type === "single" && correct.length !== 1)
          issue(["questions", index, "correct"], "correctOne");
      });
      if (kind === "knowledge" && scored === 0) issue(["questions"], "noChoice");
    });
}

export type QuestionnaireFormValue = z.output<ReturnType<typeof questionnaireSchema>>;

/**
 * The questions a version stores, from a value the schema accepted: a new question gets a key
 * no other question of the version has; options and correct answers only where they belong.
 */
export function questionsOf(value: QuestionnaireFormValue, kind: QuestionnaireKind): SurveyQuestion[] {
  const taken = new Set(value.questions.flatMap((entry) => (entry.key ? [entry.key] : [])));
  let next = 1;
  const freshKey = () => {
    while (taken.has(`q${next}`)) next += 1;
    taken.add(`q${next}`);
    return `q${next}`;
  };
  return value.questions.map((entry): SurveyQuestion => {
    const stored: SurveyQuestion = {
      key: entry.key ?? freshKey(),
      type: entry.type,
      label: entry.label,
      required: entry.required,
    };
    if (isChoice(entry.type)) {
      const en = optionLines(entry.options?.en);
      stored.options = optionLines(entry.options?.fr).map((fr, index): Localized => ({ fr, en: en[index]! }));
      if (kind === "knowledge") stored.correct = correctIndexes(entry.correct, stored.options.length)!;
    }
    if (entry.type === "rating" && entry.satisfaction) stored.satisfaction = true;
    return stored;
  });
}

/** A question as the form edits it (strings), for the form's defaults and the list intents. */
export type QuestionDraft = {
  key: string;
  type: string;
  label: { fr: string; en: string };
  options: { fr: string; en: string };
  required: string;
  satisfaction: string;
  correct: string;
};

export type QuestionnaireDraft = {
  baseVersion: string;
  title: { fr: string; en: string };
  questions: QuestionDraft[];
};

export const blankQuestion = (): QuestionDraft => ({
  key: "",
  type: "rating",
  label: { fr: "", en: "" },
  options: { fr: "", en: "" },
  required: "on",
  satisfaction: "",
  correct: "",
});

/** A stored question as the form's strings. */
export function questionDraft(question: SurveyQuestion): QuestionDraft {
  const options = question.options ?? [];
  return {
    key: question.key,
    type: question.type,
    label: { fr: question.label.fr, en: question.label.en },
    options: {
      fr: options.map((option) => option.fr).join("\n"),
      en: options.map((option) => option.en).join("\n"),
    },
    required: question.required ? "on" : "",
    satisfaction: question.satisfaction ? "on" : "",
    correct: (question.correct ?? []).map((index) => index + 1).join(", "),
  };
}

/**
 * What was posted, as strings and unchecked: the form again after a list intent (add, remove,
 * move), which saves nothing. At most MAX_QUESTIONS questions are read.
 */
export function draftOf(form: FormData): QuestionnaireDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const questions: QuestionDraft[] = [];
  for (let index = 0; index < MAX_QUESTIONS; index++) {
    const at = (field: string) => text(`questions[${index}].${field}`);
    if (!form.has(`questions[${index}].type`)) break;
    questions.push({
      key: at("key"),
      type: at("type"),
      label: { fr: at("label.fr"), en: at("label.en") },
      options: { fr: at("options.fr"), en: at("options.en") },
      required: at("required") ? "on" : "",
      satisfaction: at("satisfaction") ? "on" : "",
      correct: at("correct"),
    });
  }
  return {
    baseVersion: text("baseVersion"),
    title: { fr: text("title.fr"), en: text("title.en") },
    questions,
  };
}

/** The list intents of the editor's buttons: add a question, remove or move the one at an index. */
export type ListIntent = { type: "add" } | { type: "remove" | "up" | "down"; index: number };

export function listIntentOf(value: FormDataEntryValue | null): ListIntent | null {
  if (value === "add") return { type: "add" };
  const match = typeof value === "string" ? /^(remove|up|down)-(\d{1,2})$/.exec(value) : null;
  return match ? { type: match[1] as "remove" | "up" | "down", index: Number(match[2]) } : null;
}

/**
 * The questions after a list intent; null when it cannot apply (a question beyond the list, a
 * list already at MAX_QUESTIONS, the last question removed, a move past an end).
 */
export function applyListIntent(questions: QuestionDraft[], intent: ListIntent): QuestionDraft[] | null {
  if (intent.type === "add")
    return questions.length >= MAX_QUESTIONS ? null : [...questions, blankQuestion()];
  const { index } = intent;
  if (index >= questions.length) return null;
  if (intent.type === "remove")
    return questions.length <= 1 ? null : questions.filter((_, at) => at !== index);
  const target = intent.type === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= questions.length) return null;
  const moved = [...questions];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
