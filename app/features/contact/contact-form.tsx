import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { intlLocale } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import { Field, Input, Select, Textarea, useLazySchemaForm, type SchemaConstraint } from "~/ui/form";
import { contactLimits } from "./contact-limits";
import { HoneypotField } from "./honeypot";
import { contactServices, type ContactService } from "./services";

/**
 * The contact form: validated in the browser by Conform with the schema the server uses
 * (loaded on first use; `constraint` is the schema's limits, from the loader), and a plain
 * POST without JavaScript. Errors are keys translated in the page's language.
 */
export function ContactForm({
  lastResult,
  notice,
  defaultService,
  constraint,
}: {
  lastResult?: SubmissionResult<string[]>;
  constraint: SchemaConstraint;
  notice?: string;
  defaultService: ContactService;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useLazySchemaForm({
    id: "contact-form",
    loadSchema: () => import("./contact-schema").then((module) => module.contactSchema),
    constraint,
    lastResult,
    defaultValue: { service: defaultService },
  });
  const serverRefused =
    lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).some((key) => key);

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
          <Input maxLength={contactLimits.name} autoComplete="name" />
        </Field>
        <Field field={fields.email} label={t("contact.form.email")} required>
          <Input type="email" maxLength={contactLimits.email} autoComplete="email" />
        </Field>
        <Field field={fields.phone} label={t("contact.form.phone")} optional={t("contact.form.optional")}>
          <Input type="tel" maxLength={contactLimits.phone} autoComplete="tel" />
        </Field>
        <Field field={fields.service} label={t("contact.form.service")} optional={t("contact.form.optional")}>
          <Select>
            {contactServices.map((service) => (
              <option key={service} value={service}>
                {t(`contact.services.${service}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field field={fields.subject} label={t("contact.form.subject")} required>
        <Input maxLength={contactLimits.subject} />
      </Field>
      <Field
        field={fields.message}
        label={t("contact.form.message")}
        required
        hint={t("contact.form.messageHint", {
          max: new Intl.NumberFormat(intlLocale[lang]).format(contactLimits.message),
        })}
      >
        <Textarea maxLength={contactLimits.message} rows={7} />
      </Field>

      <HoneypotField id="contact-website" label={t("contact.form.honeypot")} />

      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
    </Form>
  );
}
