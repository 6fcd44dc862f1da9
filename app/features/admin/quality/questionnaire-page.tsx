import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { QuestionnaireKind } from "../../../../db/schema/surveys";
import { questionTypes } from "../../../../db/schema/surveys";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useTranslation } from "~/lib/use-translation";
import { Checkbox, Field, FormAlert, Input, Select, Textarea, useSchemaForm } from "~/ui/form";
import { AdminDetailFrame } from "../shared/admin-detail-frame";
import type { QuestionnaireRefusal } from "./questionnaire-editor.server";
import {
  MAX_QUESTIONS,
  questionnaireSchema,
  type QuestionDraft,
  type QuestionnaireDraft,
} from "./questionnaire-schema";

export interface QuestionnairePageData {
  id: number;
  kind: QuestionnaireKind;
  title: string;
  course: string | null;
  version: { number: number; savedOn: string } | null;
  answers: { current: number; earlier: number };
  draft: QuestionnaireDraft;
  antiForgery: string | null;
}

type Pair = { fr: string; en: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any form
type PairField = FieldMetadata<Pair, any, string[]>;

/** One text in French and English side by side: both are shown to respondents, so both are required. */
function LanguagePair({
  field,
  label,
  multiline = false,
  hint,
}: {
  field: PairField;
  label: string;
  multiline?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const parts = field.getFieldset();
  const control = (lang: "fr" | "en") =>
    multiline ? <Textarea rows={4} lang={lang} /> : <Input lang={lang} />;
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      {hint ? (
        <p id={`${field.id}-pair-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        {(["fr", "en"] as const).map((lang) => (
          <Field
            key={lang}
            field={parts[lang] as FieldMetadata<string>}
            label={t(`adminQuality.editor.${lang}`)}
            describedBy={hint ? `${field.id}-pair-hint` : undefined}
            labelClassName="mb-1 block text-sm font-medium"
          >
            {control(lang)}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** A button of the question list: posts its intent, skipping the form's checks (nothing is saved). */
function ListButton({ intent, label, context }: { intent: string; label: string; context: string }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate className="btn-secondary">
      {label}
      <span className="sr-only">{` (${context})`}</span>
    </button>
  );
}

/** /admin/quality/questionnaires/:id: the questions of the current version, edited into the next one. */
export function QuestionnairePage({
  data,
  refused,
}: {
  data: QuestionnairePageData;
  refused: QuestionnaireRefusal | null;
}) {
  const { t } = useTranslation();
  return (
    <AdminDetailFrame backTo="/admin/quality/questionnaires" backLabel={t("adminQuality.editor.back")}>
      <h1 className="text-3xl font-bold">{data.title}</h1>
      <p className="mt-2 text-ink-muted">
        {t(`adminQuality.kinds.${data.kind}`)}
        {" · "}
        {data.course
          ? t("adminQuality.editor.forCourse", { course: data.course })
          : t("adminQuality.editor.default")}
      </p>
      <div className="mt-4 rounded-lg border border-line bg-surface-muted p-4" id="questionnaire-version">
        <p className="font-semibold">
          {data.version
            ? t("adminQuality.editor.version", { number: data.version.number, date: data.version.savedOn })
            : t("adminQuality.editor.noVersion")}
        </p>
        <p className="mt-1">{t("adminQuality.editor.versionsKept")}</p>
        <p className="mt-1 text-ink-muted">
          {t("adminQuality.editor.answers", {
            count: data.answers.current,
            earlier: data.answers.earlier,
          })}
        </p>
      </div>
      <EditorForm
        // A new answer from the server starts the form again from its draft (a list intent's new list).
        key={refused?.revision ?? "loaded"}
        data={data}
        refused={refused}
      />
    </AdminDetailFrame>
  );
}

function EditorForm({
  data,
  refused,
}: {
  data: QuestionnairePageData;
  refused: QuestionnaireRefusal | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === "save";
  const lastResult = refused?.lastResult as SubmissionResult<string[]> | null | undefined;
  const draft = refused?.draft ?? data.draft;
  const [form, fields] = useSchemaForm<ReturnType<typeof questionnaireSchema>, QuestionnaireDraft>({
    id: "questionnaire",
    schema: questionnaireSchema(data.kind),
    lastResult,
    defaultValue: draft,
    validate: "onSubmit",
  });
  const readOnly = data.antiForgery === null;
  const questions = fields.questions.getFieldList();
  const knowledge = data.kind === "knowledge";
  const saveButton = (
    <button type="submit" name="intent" value="save" className="btn-primary" disabled={saving}>
      {saving
        ? t("adminQuality.editor.saving")
        : t("adminQuality.editor.save", { number: Number(draft.baseVersion || 0) + 1 })}
    </button>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 max-w-5xl space-y-6">
      {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
      <FormAlert id="questionnaire-alert" lastResult={lastResult} notice={refused?.notice?.message} />
      <input type="hidden" name="baseVersion" value={draft.baseVersion} />
      {/* First in the form: the button Enter presses in a text box saves, it does not move a question. */}
      {readOnly ? null : <div>{saveButton}</div>}
      <fieldset disabled={readOnly} className="space-y-6">
        <LanguagePair field={fields.title as unknown as PairField} label={t("adminQuality.editor.title")} />
        <p className="text-ink-muted" id="questions-hint">
          {t(knowledge ? "adminQuality.editor.questionsHintKnowledge" : "adminQuality.editor.questionsHint", {
            max: MAX_QUESTIONS,
          })}
        </p>
        {fields.questions.errors ? (
          <p className="font-medium text-danger" role="alert">
            {[...new Set(fields.questions.errors)].map((error) => t(error as never)).join(" ")}
          </p>
        ) : null}
        <ol className="space-y-6">
          {questions.map((question, index) => {
            const parts = question.getFieldset();
            const number = index + 1;
            const context = t("adminQuality.editor.question", { number });
            const key = (draft.questions[index] as QuestionDraft | undefined)?.key ?? "";
            return (
              <li key={question.key}>
                <fieldset className="space-y-4 rounded-xl border border-line p-4">
                  <legend className="px-1 text-lg font-semibold">{context}</legend>
                  <input type="hidden" name={parts.key.name} value={key} />
                  <Field field={parts.type} label={t("adminQuality.editor.type")}>
                    <Select>
                      {questionTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`adminQuality.types.${type}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <LanguagePair
                    field={parts.label as unknown as PairField}
                    label={t("adminQuality.editor.label")}
                  />
                  <LanguagePair
                    field={parts.options as unknown as PairField}
                    label={t("adminQuality.editor.options")}
                    hint={t("adminQuality.editor.optionsHint")}
                    multiline
                  />
                  {knowledge ? (
                    <Field
                      field={parts.correct}
                      label={t("adminQuality.editor.correct")}
                      hint={t("adminQuality.editor.correctHint")}
                    >
                      <Input inputMode="numeric" />
                    </Field>
                  ) : null}
                  <div className="flex flex-wrap gap-6">
                    <Checkbox field={parts.required} label={t("adminQuality.editor.required")} />
                    {knowledge ? null : (
                      <Checkbox field={parts.satisfaction} label={t("adminQuality.editor.satisfaction")} />
                    )}
                  </div>
                  {readOnly ? null : (
                    <div className="flex flex-wrap gap-3">
                      {index > 0 ? (
                        <ListButton
                          intent={`up-${index}`}
                          label={t("adminQuality.editor.moveUp")}
                          context={context}
                        />
                      ) : null}
                      {index < questions.length - 1 ? (
                        <ListButton
                          intent={`down-${index}`}
                          label={t("adminQuality.editor.moveDown")}
                          context={context}
                        />
                      ) : null}
                      {questions.length > 1 ? (
                        <ListButton
                          intent={`remove-${index}`}
                          label={t("adminQuality.editor.remove")}
                          context={context}
                        />
                      ) : null}
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {readOnly ? (
        <p className="text-ink-muted">{t("adminQuality.editor.readOnly")}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {questions.length < MAX_QUESTIONS ? (
            <button type="submit" name="intent" value="add" formNoValidate className="btn-secondary">
              {t("adminQuality.editor.add")}
            </button>
          ) : null}
          {saveButton}
        </div>
      )}
    </Form>
  );
}
