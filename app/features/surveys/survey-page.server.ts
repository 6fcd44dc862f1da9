import { data } from "react-router";
import { localize } from "~/features/catalog/localize";
import { readForm } from "~/features/security/form-data.server";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import type { AnswerError } from "./answers";
import { MAX_TEXT_ANSWER } from "./answers";
import { isSurveyToken } from "./survey-links.server";
import { submitSurvey, surveyByToken, type SurveyState } from "./surveys.server";

type Args = { request: Request; context: AppContext; params: { token?: string }; now?: Date };

/**
 * A personal link: never cached, never indexed, never sent to another site as a referrer. Not
 * "no-referrer": with it a browser posts the form without JavaScript with `Origin: null`, which the
 * same-origin check on posts refuses.
 */
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export interface QuestionView {
  key: string;
  type: "rating" | "single" | "multiple" | "text";
  label: string;
  required: boolean;
  options: { value: string; label: string }[];
}

export type SurveyView =
  | { kind: "unknown" }
  | { kind: "answered"; course: string; justNow: boolean }
  | {
      kind: "open";
      title: string;
      course: string;
      dates: string | null;
      questions: QuestionView[];
      maxText: number;
      values: Record<string, string | string[]>;
      /** Translation keys by question key, after a refused post. */
      errors: Record<string, string>;
    };

function view(
  state: SurveyState,
  lang: Lang,
  refused?: { errors: Record<string, AnswerError>; values: Record<string, string | string[]> },
): SurveyView {
  if (state.kind === "unknown") return { kind: "unknown" };
  const course = localize(state.courseTitle, lang);
  if (state.kind === "answered") return { kind: "answered", course, justNow: false };
  const when = state.session ? sessionWhen(state.session, lang) : null;
  return {
    kind: "open",
    title: localize(state.title, lang),
    course,
    dates: when ? (when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate) : null,
    questions: state.questions.map((question) => ({
      key: question.key,
      type: question.type,
      label: localize(question.label, lang),
      required: question.required,
      options:
        question.type === "rating"
          ? [1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value) }))
          : (question.options ?? []).map((option, index) => ({
              value: String(index),
              label: localize(option, lang),
            })),
    })),
    maxText: MAX_TEXT_ANSWER,
    values: refused?.values ?? {},
    errors: Object.fromEntries(
      Object.entries(refused?.errors ?? {}).map(([key, error]) => [key, `surveys.errors.${error}`]),
    ),
  };
}

function answer(request: Request, shown: SurveyView, status?: number) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return data(
    { view: shown, seo: { title: t("surveys.seoTitle"), description: "", lang } },
    { status: status ?? (shown.kind === "unknown" ? 404 : 200), headers: PRIVATE },
  );
}

/**
 * GET /survey/{token}: the questionnaire of a personal link, without signing in, or a note that it
 * was answered. Opening it changes nothing (mail scanners open links).
 */
export async function surveyLoader({ request, context, params }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const token = params.token;
  const state: SurveyState = isSurveyToken(token)
    ? await surveyByToken(context.db, token)
    : { kind: "unknown" };
  return answer(request, view(state, lang));
}

/** POST: the answers, recorded once; refused answers come back with their messages, nothing kept. */
export async function surveyAction({ request, context, params, now = new Date() }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const token = params.token;
  if (!isSurveyToken(token)) return answer(request, { kind: "unknown" });
  const form = await readForm(request);
  if (!form.ok) return answer(request, view(await surveyByToken(context.db, token), lang), form.status);
  const outcome = await submitSurvey(context.db, token, form.formData, now);
  if (outcome.kind === "unknown") return answer(request, { kind: "unknown" });
  const state = await surveyByToken(context.db, token);
  if (outcome.kind === "invalid") return answer(request, view(state, lang, outcome), 400);
  const shown = view(state, lang);
  return answer(request, shown.kind === "answered" ? { ...shown, justNow: outcome.now } : shown);
}
