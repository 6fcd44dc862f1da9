import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { showToast } from "~/ui/toast";
import { AntiForgeryField } from "../security/anti-forgery-field";
import { FieldErrors, FormField, inputClass } from "./form-field";
import type { RegistrationPageData } from "./registration-view";
import { registrationLimits, registrationSchema } from "./registration-schema";
import { SessionPicker } from "./session-picker";

/**
 * The registration form: Conform checks it in the browser with the schema the server uses, and
 * it is a plain POST without JavaScript. Signed out, it shows with its button disabled
 * ('Connexion requise') and a link to sign in that comes back here. A refusal from the server
 * shows the product's destructive toast and an error summary that takes the focus.
 */
export function RegistrationForm({
  data,
  lastResult,
  notice,
}: {
  data: RegistrationPageData;
  lastResult?: SubmissionResult<string[]>;
  notice?: { title: string; message: string };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const summary = useRef<HTMLDivElement>(null);
  const signedIn = data.viewer !== null;
  const [form, fields] = useForm({
    id: "registration-form",
    lastResult,
    defaultValue: {
      ...data.viewer?.prefill,
      payer: "self",
      sessionId: data.selectedSessionId === null ? undefined : String(data.selectedSessionId),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationSchema }),
  });

  // A refusal from the server: the toast with JavaScript, and the summary takes the focus.
  useEffect(() => {
    if (!notice) return;
    showToast("error", notice.message, notice.title);
    summary.current?.focus();
  }, [notice]);

  // The button says what the post does: a seat, a place on the waiting list of a full session,
  // or, with no session planned, a request to be offered one.
  const chosen = data.sessions.find((session) => String(session.id) === fields.sessionId.value);
  const submitLabel =
    data.sessions.length === 0
      ? t("registration.form.submitInterest")
      : chosen?.availability === "full"
        ? t("registration.form.submitWaitlist")
        : t("registration.form.submit");

  const fieldErrors =
    lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).some((key) => key);
  const phoneHint = `${fields.phone.id}-hint`;
  const companyHint = `${fields.company.id}-hint`;
  const payerOptions = getCollectionProps(fields.payer, { type: "radio", options: ["self", "company"] });

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-8"
      aria-labelledby="registration-form-title"
    >
      <h2 id="registration-form-title" className="sr-only">
        {t("registration.heading")}
      </h2>
      {notice || fieldErrors ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger outline-none focus-visible:outline-2 focus-visible:outline-danger"
        >
          <strong className="block">{notice?.title ?? t("registration.errors.title")}</strong>
          {notice?.message ?? t("registration.errors.summary")}
        </div>
      ) : null}

      {data.viewer ? <AntiForgeryField token={data.viewer.antiForgery} /> : null}
      <SessionPicker field={fields.sessionId} sessions={data.sessions} />

      <fieldset className="space-y-5">
        <legend className="text-xl font-bold">{t("registration.form.title")}</legend>
        <p className="text-sm text-ink-muted">
          {t("registration.form.requiredNote")}
          {signedIn ? ` ${t("registration.form.prefilled")}` : null}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField field={fields.firstName} label={t("registration.form.firstName")} required>
            <input
              {...getInputProps(fields.firstName, { type: "text" })}
              maxLength={registrationLimits.firstName}
              autoComplete="given-name"
              className={inputClass}
            />
          </FormField>
          <FormField field={fields.lastName} label={t("registration.form.lastName")} required>
            <input
              {...getInputProps(fields.lastName, { type: "text" })}
              maxLength={registrationLimits.lastName}
              autoComplete="family-name"
              className={inputClass}
            />
          </FormField>
          <FormField field={fields.email} label={t("registration.form.email")} required>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              maxLength={registrationLimits.email}
              autoComplete="email"
              className={inputClass}
            />
          </FormField>
          <FormField
            field={fields.phone}
            label={t("registration.form.phone")}
            required
            hint={t("registration.form.phoneHint")}
            hintId={phoneHint}
          >
            <input
              {...getInputProps(fields.phone, { type: "tel", ariaDescribedBy: phoneHint })}
              maxLength={registrationLimits.phone}
              autoComplete="tel"
              className={inputClass}
            />
          </FormField>
          <FormField
            field={fields.company}
            label={t("registration.form.company")}
            hint={t("registration.form.companyHint")}
            hintId={companyHint}
          >
            <input
              {...getInputProps(fields.company, { type: "text", ariaDescribedBy: companyHint })}
              maxLength={registrationLimits.company}
              autoComplete="organization"
              className={inputClass}
            />
          </FormField>
          <FormField field={fields.position} label={t("registration.form.position")}>
            <input
              {...getInputProps(fields.position, { type: "text" })}
              maxLength={registrationLimits.position}
              autoComplete="organization-title"
              className={inputClass}
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-medium">{t("registration.form.payer")}</legend>
        <div className="flex flex-wrap gap-3">
          {payerOptions.map(({ key, ...props }) => (
            <label
              key={key ?? props.value}
              htmlFor={props.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-4 has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input {...props} className="size-5 accent-brand" />
              {props.value === "self"
                ? t("registration.form.payerSelf")
                : t("registration.form.payerCompany")}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.payer.errorId} errors={fields.payer.errors} />
        <p className="mt-2 text-sm text-ink-muted">{t("registration.form.payerSelfLaw")}</p>
      </fieldset>

      {signedIn ? null : (
        <p id="registration-sign-in-note" className="rounded-md bg-info-soft px-4 py-3 text-info">
          {t("registration.form.signInNote")}{" "}
          <Link to={data.signInHref} className="font-semibold underline">
            {t("registration.form.signIn")}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={data.courseHref} className="btn-secondary">
          {t("registration.back")}
        </Link>
        <button
          type="submit"
          className="btn-primary min-h-11"
          disabled={!signedIn || busy}
          aria-describedby={signedIn ? undefined : "registration-sign-in-note"}
        >
          {!signedIn
            ? t("registration.form.signInRequired")
            : busy
              ? t("registration.form.submitting")
              : submitLabel}
        </button>
      </div>
    </Form>
  );
}
