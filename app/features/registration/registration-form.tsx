import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { showToast } from "~/ui/toast";
import { AntiForgeryField } from "../security/anti-forgery-field";
import { Checkbox, ChoiceGroup, Field, Input, useSchemaForm } from "~/ui/form";
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
  const [form, fields] = useSchemaForm({
    id: "registration-form",
    schema: registrationSchema,
    lastResult,
    constraint: false,
    defaultValue: {
      ...data.viewer?.prefill,
      payer: "self",
      sessionId: data.selectedSessionId === null ? undefined : String(data.selectedSessionId),
    },
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
  const optional = t("registration.form.optional");

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
          <Field field={fields.firstName} label={t("registration.form.firstName")} required>
            <Input maxLength={registrationLimits.firstName} autoComplete="given-name" />
          </Field>
          <Field field={fields.lastName} label={t("registration.form.lastName")} required>
            <Input maxLength={registrationLimits.lastName} autoComplete="family-name" />
          </Field>
          <Field field={fields.email} label={t("registration.form.email")} required>
            <Input type="email" maxLength={registrationLimits.email} autoComplete="email" />
          </Field>
          <Field
            field={fields.phone}
            label={t("registration.form.phone")}
            required
            hint={t("registration.form.phoneHint")}
          >
            <Input type="tel" maxLength={registrationLimits.phone} autoComplete="tel" />
          </Field>
          <div className="sm:col-span-2">
            <Checkbox
              field={fields.sms}
              label={t("registration.form.sms")}
              inputClassName="size-5 shrink-0 accent-brand"
            />
            <p className="text-sm text-ink-muted">{t("registration.form.smsHint")}</p>
          </div>
          <Field
            field={fields.company}
            label={t("registration.form.company")}
            optional={optional}
            hint={t("registration.form.companyHint")}
          >
            <Input maxLength={registrationLimits.company} autoComplete="organization" />
          </Field>
          <Field field={fields.position} label={t("registration.form.position")} optional={optional}>
            <Input maxLength={registrationLimits.position} autoComplete="organization-title" />
          </Field>
        </div>
      </fieldset>

      <ChoiceGroup
        field={fields.payer}
        type="radio"
        legend={t("registration.form.payer")}
        options={[
          { value: "self", label: t("registration.form.payerSelf") },
          { value: "company", label: t("registration.form.payerCompany") },
        ]}
        legendClassName="mb-2 font-medium"
        listClassName="flex flex-wrap gap-3"
        optionClassName="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-4 has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
        inputClassName="size-5 accent-brand"
      >
        <p className="mt-2 text-sm text-ink-muted">{t("registration.form.payerSelfLaw")}</p>
      </ChoiceGroup>

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
