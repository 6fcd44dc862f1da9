import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotField } from "~/features/contact/honeypot";
import { intlLocale } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { Field, Input, Select, Textarea, useSchemaForm } from "~/ui/form";
import { complaintCategories } from "../../../db/schema/complaint-values";
import { complaintLimits as L, complaintSchema } from "./complaint-schema";

export interface ComplaintFormProps {
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
  /** A signed-in person: the name is prefilled, the e-mail is the account's and cannot change. */
  person: { name: string; email: string } | null;
  /** The signed-in person's registrations, the only ones the complaint may be about. */
  choices: { id: number; label: string }[];
  /** The registration picked in advance (from Mes inscriptions). */
  registration: string | null;
}

/**
 * The complaint form: validated in the browser by Conform with the schema the server uses, and
 * a plain POST without JavaScript. Errors are keys translated in the page's language.
 */
export function ComplaintForm({ lastResult, notice, person, choices, registration }: ComplaintFormProps) {
  const { t } = useTranslation();
  const { lang, href } = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({
    id: "complaint-form",
    schema: complaintSchema,
    lastResult,
    defaultValue: {
      name: person?.name ?? "",
      email: person?.email ?? "",
      registration: registration ?? undefined,
    },
  });
  const serverRefused =
    lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).some((key) => key);
  const count = (value: number) => new Intl.NumberFormat(intlLocale[lang]).format(value);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="text-xl font-bold">
        {t("complaints.form.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("complaints.form.requiredNote")}</p>

      {notice || serverRefused ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          {notice ?? t("complaints.errors.summary")}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.name} label={t("complaints.form.name")} required>
          <Input maxLength={L.name} autoComplete="name" />
        </Field>
        <Field
          field={fields.email}
          label={t("complaints.form.email")}
          required
          hint={person ? t("complaints.form.emailFixed") : undefined}
        >
          <Input type="email" maxLength={L.email} autoComplete="email" readOnly={person !== null} />
        </Field>
        <Field
          field={fields.phone}
          label={t("complaints.form.phone")}
          optional={t("complaints.form.optional")}
        >
          <Input type="tel" maxLength={L.phone} autoComplete="tel" />
        </Field>
        <Field field={fields.category} label={t("complaints.form.category")} required>
          <Select>
            <option value="">{t("complaints.form.categoryPlaceholder")}</option>
            {complaintCategories.map((category) => (
              <option key={category} value={category}>
                {t(`complaints.categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {choices.length > 0 ? (
        <Field
          field={fields.registration}
          label={t("complaints.form.registration")}
          optional={t("complaints.form.optional")}
        >
          <Select>
            <option value="">{t("complaints.form.noRegistration")}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field
        field={fields.message}
        label={t("complaints.form.message")}
        required
        hint={t("complaints.form.messageHint", { min: count(L.messageMin), max: count(L.message) })}
      >
        <Textarea minLength={L.messageMin} maxLength={L.message} rows={8} />
      </Field>

      <HoneypotField id="complaint-website" label={t("complaints.form.honeypot")} />

      <p className="text-sm text-ink-muted">
        {t("complaints.form.privacy")}{" "}
        <Link to={href("/privacy")} className="underline">
          {t("complaints.form.privacyLink")}
        </Link>
      </p>

      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? t("complaints.form.sending") : t("complaints.form.submit")}
      </button>
    </Form>
  );
}
