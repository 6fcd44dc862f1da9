import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { intlLocale } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { ChoiceGroup, Field, Input, Textarea, useSchemaForm } from "~/ui/form";
import { HoneypotField } from "./honeypot";
import { quotePlaces, quoteRequestLimits as L, quoteRequestSchema } from "./quote-request-schema";

/**
 * The quote request: validated in the browser by Conform with the server's schema, a plain POST
 * without JavaScript. Errors are keys translated in the page's language.
 */
export function QuoteRequestForm({
  lastResult,
  notice,
}: {
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({
    id: "quote-request-form",
    schema: quoteRequestSchema,
    lastResult,
    defaultValue: { place: "ours", people: "1" },
  });
  const serverRefused =
    lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).some((key) => key);
  const count = (value: number) => new Intl.NumberFormat(intlLocale[lang]).format(value);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="quote-request-title">
      <h2 id="quote-request-title" className="text-xl font-bold">
        {t("quoteRequest.form.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("quoteRequest.form.requiredNote")}</p>

      {notice || serverRefused ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          {notice ?? t("quoteRequest.errors.summary")}
        </div>
      ) : null}

      <Field field={fields.company} label={t("quoteRequest.form.company")} required>
        <Input maxLength={L.company} autoComplete="organization" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.name} label={t("quoteRequest.form.name")} required>
          <Input maxLength={L.name} autoComplete="name" />
        </Field>
        <Field field={fields.email} label={t("quoteRequest.form.email")} required>
          <Input type="email" maxLength={L.email} autoComplete="email" />
        </Field>
        <Field
          field={fields.phone}
          label={t("quoteRequest.form.phone")}
          optional={t("quoteRequest.form.optional")}
        >
          <Input type="tel" maxLength={L.phone} autoComplete="tel" />
        </Field>
        <Field
          field={fields.people}
          label={t("quoteRequest.form.people")}
          required
          hint={t("quoteRequest.form.peopleHint", { min: count(L.peopleMin), max: count(L.peopleMax) })}
        >
          <Input type="number" inputMode="numeric" min={L.peopleMin} max={L.peopleMax} step={1} />
        </Field>
      </div>
      <Field
        field={fields.preferredDates}
        label={t("quoteRequest.form.preferredDates")}
        required
        hint={t("quoteRequest.form.preferredDatesHint")}
      >
        <Input maxLength={L.dates} />
      </Field>
      <ChoiceGroup
        field={fields.place}
        type="radio"
        legend={t("quoteRequest.form.place")}
        options={quotePlaces.map((place) => ({ value: place, label: t(`quoteRequest.places.${place}`) }))}
        listClassName="flex flex-col gap-1"
      />
      <Field
        field={fields.city}
        label={t("quoteRequest.form.city")}
        optional={t("quoteRequest.form.cityWhen")}
      >
        <Input maxLength={L.city} autoComplete="address-level2" />
      </Field>
      <Field
        field={fields.message}
        label={t("quoteRequest.form.message")}
        optional={t("quoteRequest.form.optional")}
        hint={t("quoteRequest.form.messageHint", { max: count(L.message) })}
      >
        <Textarea maxLength={L.message} rows={5} />
      </Field>

      <HoneypotField id="quote-website" label={t("quoteRequest.form.honeypot")} />

      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? t("quoteRequest.form.sending") : t("quoteRequest.form.submit")}
      </button>
    </Form>
  );
}
