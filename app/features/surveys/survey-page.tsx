import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { ErrorList, inputClass, SubmitButton } from "~/ui/form";
import { answerField } from "./answers";
import type { QuestionView, SurveyView } from "./survey-page.server";

/** /survey/{token}: one person's questionnaire, answered once, on a phone without JavaScript too. */
export function SurveyPage({ view }: { view: SurveyView }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (view.kind === "unknown")
    return (
      <section className="container-page max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold">{t("surveys.unknownTitle")}</h1>
        <p className="mt-4 text-ink-muted">{t("surveys.unknown")}</p>
      </section>
    );
  if (view.kind === "answered")
    return (
      <section className="container-page max-w-2xl py-16" data-survey="answered">
        <h1 className="text-3xl font-bold">
          {view.justNow ? t("surveys.thanksTitle") : t("surveys.answeredTitle")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("surveys.course", { course: view.course })}</p>
        <p role="status" className="mt-4">
          {view.justNow ? t("surveys.thanks") : t("surveys.answered")}
        </p>
      </section>
    );
  const refused = Object.keys(view.errors).length > 0;
  return (
    <section className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{view.title}</h1>
      <p className="mt-3 font-semibold">{t("surveys.course", { course: view.course })}</p>
      {view.dates ? <p className="text-ink-muted">{t("surveys.dates", { dates: view.dates })}</p> : null}
      <p className="mt-3">{t("surveys.intro")}</p>
      {refused ? (
        <div
          role="alert"
          tabIndex={-1}
          className="mt-6 rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          {t("surveys.refused")}
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-8" data-survey="form">
        {view.questions.map((question) => (
          <Question
            key={question.key}
            question={question}
            value={view.values[question.key]}
            error={view.errors[question.key]}
            maxText={view.maxText}
          />
        ))}
        <SubmitButton
          pending={navigation.state !== "idle"}
          label={t("surveys.submit")}
          pendingLabel={t("surveys.submitting")}
        />
      </Form>
    </section>
  );
}

function Question({
  question,
  value,
  error,
  maxText,
}: {
  question: QuestionView;
  value: string | string[] | undefined;
  error: string | undefined;
  maxText: number;
}) {
  const { t } = useTranslation();
  const name = answerField(question.key);
  const id = `survey-${question.key}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const marker = (
    <span className="ml-2 text-sm font-normal text-ink-muted">
      ({question.required ? t("surveys.required") : t("surveys.optional")})
    </span>
  );
  const describedBy = [
    question.type === "rating" || question.type === "text" ? hintId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (question.type === "text") {
    return (
      <div>
        <label htmlFor={id} className="block font-medium">
          {question.label}
          {marker}
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {t("surveys.textHint", { max: maxText })}
        </p>
        {/* The kit's Textarea belongs to a Conform field: this form's questions come from the database. */}
        <textarea
          id={id}
          name={name}
          rows={4}
          maxLength={maxText}
          required={question.required}
          defaultValue={typeof value === "string" ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} mt-1`}
        />
        <ErrorList id={errorId} errors={error ? [error] : null} />
      </div>
    );
  }
  const checked = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const type = question.type === "multiple" ? "checkbox" : "radio";
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="font-medium">
        {question.label}
        {marker}
      </legend>
      {question.type === "rating" ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {t("surveys.ratingHint")}
        </p>
      ) : null}
      <div className={question.type === "rating" ? "mt-2 flex flex-wrap gap-2" : "mt-2 flex flex-col gap-1"}>
        {question.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={
                question.type === "rating"
                  ? "flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-line px-3"
                  : "flex min-h-11 items-center gap-2"
              }
            >
              <input
                id={optionId}
                type={type}
                name={name}
                value={option.value}
                defaultChecked={checked.has(option.value)}
                required={type === "radio" && question.required}
                aria-invalid={error ? true : undefined}
                className="size-5"
              />
              {question.type === "rating" ? (
                <>
                  <span aria-hidden="true">{option.label}</span>
                  <span className="sr-only">{t("surveys.ratingOption", { value: option.label })}</span>
                </>
              ) : (
                option.label
              )}
            </label>
          );
        })}
      </div>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fieldset>
  );
}
