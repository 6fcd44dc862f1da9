import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { intlLocale } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import { contactLimits, contactSchema, type ContactErrorKey } from "./contact-schema";
import { contactServices, type ContactService } from "./services";

const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

/** A label, a control, an optional hint and the field's errors (translation keys). */
function Field({
  field,
  label,
  required,
  optionalText,
  hint,
  hintId,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-muted"> {optionalText}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div id={field.errorId} className="mt-1 text-sm font-medium text-danger" aria-live="polite">
        {field.errors?.map((error) => (
          <p key={error}>{t(error as ContactErrorKey)}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * The contact form: validated in the browser by Conform with the schema the server uses,
 * and a plain POST without JavaScript. Errors are keys translated in the page's language.
 */
export function ContactForm({
  lastResult,
  notice,
  defaultService,
}: {
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
  defaultService: ContactService;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    defaultValue: { service: defaultService },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const serverRefused =
    lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).some((key) => key);
  const hintId = `${fields.message.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-bold">
        {t("contact.form.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("contact.form.requiredNote")}</p>

      {notice || serverRefused ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          {notice ?? t("contact.errors.summary")}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.name} label={t("contact.form.name")} required>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            maxLength={contactLimits.name}
            autoComplete="name"
            className={inputClass}
          />
        </Field>
        <Field field={fields.email} label={t("contact.form.email")} required>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            maxLength={contactLimits.email}
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <Field field={fields.phone} label={t("contact.form.phone")} optionalText={t("contact.form.optional")}>
          <input
            {...getInputProps(fields.phone, { type: "tel" })}
            maxLength={contactLimits.phone}
            autoComplete="tel"
            className={inputClass}
          />
        </Field>
        <Field
          field={fields.service}
          label={t("contact.form.service")}
          optionalText={t("contact.form.optional")}
        >
          <select {...getSelectProps(fields.service)} className={inputClass}>
            {contactServices.map((service) => (
              <option key={service} value={service}>
                {t(`contact.services.${service}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field field={fields.subject} label={t("contact.form.subject")} required>
        <input
          {...getInputProps(fields.subject, { type: "text" })}
          maxLength={contactLimits.subject}
          className={inputClass}
        />
      </Field>
      <Field
        field={fields.message}
        label={t("contact.form.message")}
        required
        hint={t("contact.form.messageHint", {
          max: new Intl.NumberFormat(intlLocale[lang]).format(contactLimits.message),
        })}
        hintId={hintId}
      >
        <textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: hintId })}
          maxLength={contactLimits.message}
          rows={7}
          className={inputClass}
        />
      </Field>

      {/* Robots fill every field; people never see this one, nor do screen readers. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
    </Form>
  );
}
