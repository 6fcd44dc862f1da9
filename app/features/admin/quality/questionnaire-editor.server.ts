import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { questionnaireKinds, type QuestionnaireKind } from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import {
  antiForgeryToken,
  isValidAntiForgeryToken,
  ANTI_FORGERY_FIELD,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { adminFormFields } from "../shared/admin-form.server";
import { requireStaff } from "../shared/staff-access.server";
import {
  applyListIntent,
  draftOf,
  listIntentOf,
  questionDraft,
  questionnaireSchema,
  questionsOf,
  type QuestionnaireDraft,
} from "./questionnaire-schema";
import {
  courseChoices,
  createCourseQuestionnaire,
  listQuestionnaires,
  questionnaireForEdit,
  QuestionnaireError,
  saveQuestionnaireVersion,
} from "./questionnaires.server";

interface Args {
  request: Request;
  params: { questionnaireId?: string };
  context: AppContext;
}

/** The editor's answer to a post that saved nothing: the form again, and why. */
export interface QuestionnaireRefusal {
  /** The form's values to show (after a list intent, its new list). */
  draft: QuestionnaireDraft;
  /** Changes with every answer, so the form starts again from `draft`. */
  revision: string;
  lastResult: unknown;
  notice: { title: string; message: string } | null;
}

/** /admin/quality/questionnaires: every questionnaire and the form that gives a course its own. */
export async function questionnairesLoader({ request, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const rows = await listQuestionnaires(context.db, lang);
  return {
    seo: { title: t("adminQuality.list.seoTitle"), description: t("adminQuality.list.intro"), lang },
    rows: rows.map((row) => ({ ...row, updatedAt: formatDate(row.updatedAt, lang, "medium") })),
    kinds: questionnaireKinds,
    courses: viewer.may.change ? await courseChoices(context.db, lang) : [],
    antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

const kindOf = (value: FormDataEntryValue | null): QuestionnaireKind | null =>
  questionnaireKinds.find((kind) => kind === value) ?? null;

/** POST: give a course its own questionnaire of a kind (a copy of the default); admins only, audited. */
export async function questionnairesAction({ request, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const refuse = (status: number, message: string) =>
    data({ notice: { title: t("adminQuality.errors.title"), message } }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminQuality.errors.unreadable"));
  const { formData } = adminFormFields(read.formData);
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminQuality.errors.antiForgery"));
  const kind = kindOf(formData.get("kind"));
  const courseId = rowId(String(formData.get("courseId") ?? ""));
  if (!kind) return refuse(400, t("adminQuality.errors.kind"));
  if (courseId === null) return refuse(400, t("adminQuality.errors.course"));
  try {
    const { id } = await createCourseQuestionnaire(context.db, {
      kind,
      courseId,
      actor: { id: viewer.user.id, email: viewer.user.email },
    });
    context.logger.info({ event: "admin.questionnaire_create", id, kind, courseId }, "questionnaire created");
    return redirectWithFlash(
      localizePath(`/admin/quality/questionnaires/${id}`, lang),
      { kind: "success", title: t("adminQuality.done.title"), message: t("adminQuality.done.created") },
      context,
    );
  } catch (error) {
    if (!(error instanceof QuestionnaireError)) throw error;
    const key = error.code === "exists" ? "exists" : error.code === "no_default" ? "noDefault" : "course";
    return refuse(error.code === "exists" ? 409 : 400, t(`adminQuality.errors.${key}`));
  }
}

/** /admin/quality/questionnaires/:id: the questionnaire's current version in the editor. */
export async function questionnaireEditorLoader({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.questionnaireId);
  const found = id === null ? null : await questionnaireForEdit(context.db, id);
  if (!found) throw data(null, { status: 404 });
  const title = localize(found.title, lang);
  const draft: QuestionnaireDraft = {
    baseVersion: String(found.version?.number ?? 0),
    title: { fr: found.title.fr, en: found.title.en },
    questions: (found.version?.questions ?? []).map(questionDraft),
  };
  return {
    seo: { title, description: t("adminQuality.editor.intro"), lang },
    id: found.id,
    kind: found.kind,
    title,
    course: found.course ? localize(found.course, lang) : null,
    version: found.version
      ? { number: found.version.number, savedOn: formatDate(found.version.createdAt, lang, "medium") }
      : null,
    answers: found.answers,
    draft,
    antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/**
 * POST: a list intent (add a question, remove or move one) answers the form again with its new
 * list and saves nothing, so the editor works without JavaScript; "save" checks every rule here
 * and writes the next version. Admins only; the save is audited.
 */
export async function questionnaireEditorAction({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.questionnaireId);
  const found = id === null ? null : await questionnaireForEdit(context.db, id);
  if (!found) throw data(null, { status: 404 });
  const revision = crypto.randomUUID();
  const answer = (
    status: number,
    draft: QuestionnaireDraft,
    message: string | null,
    lastResult: unknown = null,
  ) =>
    data<QuestionnaireRefusal>(
      {
        draft,
        revision,
        lastResult,
        notice: message ? { title: t("adminQuality.errors.title"), message } : null,
      },
      { status },
    );
  const read = await readForm(request);
  const empty: QuestionnaireDraft = { baseVersion: "", title: { fr: "", en: "" }, questions: [] };
  if (!read.ok) return answer(read.status, empty, t("adminQuality.errors.unreadable"));
  const fields = adminFormFields(read.formData);
  const draft = draftOf(fields.formData);
  if (!isValidAntiForgeryToken(fields.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return answer(403, draft, t("adminQuality.errors.antiForgery"));

  const intent = fields.formData.get("intent");
  const listIntent = listIntentOf(intent);
  if (listIntent) {
    const questions = applyListIntent(draft.questions, listIntent);
    if (!questions)
      return answer(
        400,
        draft,
        t(
          listIntent.type === "add"
            ? "adminQuality.errors.tooManyQuestions"
            : "adminQuality.errors.listIntent",
        ),
      );
    return answer(200, { ...draft, questions }, null);
  }
  if (intent !== "save") return answer(400, draft, t("adminQuality.errors.listIntent"));

  const schema = questionnaireSchema(found.kind);
  const submission = parseWithZod(fields.formData, { schema });
  if (fields.controlErrors)
    return answer(
      400,
      draft,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success")
    return answer(400, draft, t("adminQuality.errors.summary"), submission.reply());
  try {
    const saved = await saveQuestionnaireVersion(context.db, {
      id: found.id,
      baseVersion: submission.value.baseVersion,
      title: submission.value.title,
      questions: questionsOf(submission.value, found.kind),
      actor: { id: viewer.user.id, email: viewer.user.email },
    });
    context.logger.info(
      { event: "admin.questionnaire_version", id: found.id, version: saved.number },
      "questionnaire version saved",
    );
    return redirectWithFlash(
      localizePath(`/admin/quality/questionnaires/${found.id}`, lang),
      {
        kind: "success",
        title: t("adminQuality.done.title"),
        message: t("adminQuality.done.saved", { version: saved.number }),
      },
      context,
    );
  } catch (error) {
    if (!(error instanceof QuestionnaireError)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404 });
    return answer(409, draft, t("adminQuality.errors.stale"), submission.reply());
  }
}
