import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { ChoiceGroup, Field, FormAlert, Input, SubmitButton, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "../shared/admin-nav";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { settingsSchemaFor, type SettingsForm } from "./settings-schema";

export interface SettingsHistoryRow {
  id: number;
  when: string;
  at: string;
  who: string;
  key: string;
  before: string;
  after: string;
}

export interface SettingsPageData {
  values: Record<keyof SettingsForm, string>;
  /** The settings never stored: they show the default from the configuration. */
  defaults: string[];
  history: SettingsHistoryRow[];
  /** Admins only; null for moderators (read only). */
  antiForgery: string | null;
}

export interface SettingsRefusal {
  notice: { title: string; message: string };
  lastResult: SubmissionResult<string[]> | null;
}

/** Which stored setting each field belongs to (for the "default value" marker). */
const fieldKey: Record<keyof SettingsForm, string> = {
  contactPhone: "contactPhone",
  contactEmail: "contactEmail",
  bankName: "bankTransfer",
  accountHolder: "bankTransfer",
  accountNumber: "bankTransfer",
  swift: "bankTransfer",
  bankAddress: "bankTransfer",
  eurGnfRate: "eurGnfRate",
  paymentHoldHours: "paymentHoldHours",
  sellerLegalName: "seller",
  sellerAddress: "seller",
  sellerCountry: "seller",
  sellerRccm: "seller",
  sellerNif: "seller",
  sellerSiret: "seller",
  sellerVatNumber: "seller",
  sellerTrainingDeclaration: "seller",
  sellerVatExempt: "seller",
  sellerVatRate: "seller",
};

/** /admin/settings: the values staff change without a deploy, and who changed what when. */
export function SettingsPage({ data, refused }: { data: SettingsPageData; refused: SettingsRefusal | null }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const readOnly = data.antiForgery === null;
  const schema = settingsSchemaFor(lang);
  const [form, fields] = useSchemaForm({
    id: "site-settings",
    schema,
    lastResult: refused?.lastResult,
    defaultValue: data.values,
  });
  const s = "adminSettings";
  const input = (
    name: keyof SettingsForm,
    type: "text" | "email" | "tel" = "text",
    hint?: string,
    extra: { inputMode?: "decimal" | "numeric"; autoComplete?: string } = {},
  ) => (
    <Field
      field={fields[name]}
      label={t(`${s}.${name}`)}
      optional={data.defaults.includes(fieldKey[name]) ? `(${t(`${s}.defaultMarker`)})` : undefined}
      hint={hint}
    >
      <Input type={type} key={fields[name].key} {...extra} />
    </Field>
  );
  const columns: AdminColumn<SettingsHistoryRow>[] = [
    {
      key: "when",
      header: t(`${s}.history.when`),
      nowrap: true,
      cell: (row) => <time dateTime={row.at}>{row.when}</time>,
    },
    { key: "who", header: t(`${s}.history.who`), cell: (row) => row.who },
    {
      key: "key",
      header: t(`${s}.history.setting`),
      cell: (row) => t(`${s}.keys.${row.key}` as `${typeof s}.keys.contactPhone`, { defaultValue: row.key }),
    },
    {
      key: "before",
      header: t(`${s}.history.before`),
      cell: (row) => <span className="break-all">{row.before}</span>,
    },
    {
      key: "after",
      header: t(`${s}.history.after`),
      cell: (row) => <span className="break-all">{row.after}</span>,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t(`${s}.heading`)}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t(`${s}.intro`)}</p>
      {readOnly ? <p className="mt-4 rounded-md bg-surface-muted p-4">{t(`${s}.readOnly`)}</p> : null}

      <Form method="post" {...getFormProps(form)} className="mt-8 max-w-3xl space-y-8">
        {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
        <FormAlert
          id="site-settings-alert"
          lastResult={refused?.lastResult}
          notice={refused?.notice.message}
        />
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-xl font-bold">{t(`${s}.contactTitle`)}</legend>
          {input("contactPhone", "tel", t(`${s}.contactPhoneHint`), { autoComplete: "off" })}
          {input("contactEmail", "email", undefined, { autoComplete: "off" })}
        </fieldset>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-xl font-bold">{t(`${s}.bankTitle`)}</legend>
          {input("bankName")}
          {input("accountHolder")}
          {input("accountNumber")}
          {input("swift")}
          {input("bankAddress")}
        </fieldset>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-xl font-bold">{t(`${s}.paymentsTitle`)}</legend>
          {input("eurGnfRate", "text", t(`${s}.eurGnfRateHint`), { inputMode: "decimal" })}
          {input("paymentHoldHours", "text", t(`${s}.paymentHoldHoursHint`), { inputMode: "numeric" })}
        </fieldset>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="text-xl font-bold">{t(`${s}.sellerTitle`)}</legend>
          <p className="text-ink-muted">{t(`${s}.sellerIntro`)}</p>
          {input("sellerLegalName", "text", undefined, { autoComplete: "off" })}
          {input("sellerAddress", "text", undefined, { autoComplete: "off" })}
          {input("sellerCountry", "text", t(`${s}.sellerCountryHint`), { autoComplete: "off" })}
          {input("sellerRccm")}
          {input("sellerNif")}
          {input("sellerSiret", "text", t(`${s}.sellerSiretHint`), { inputMode: "numeric" })}
          {input("sellerVatNumber")}
          {input("sellerTrainingDeclaration")}
          <ChoiceGroup
            field={fields.sellerVatExempt}
            type="radio"
            legend={t(`${s}.sellerVatExempt`)}
            hint={{ id: `${fields.sellerVatExempt.id}-hint`, text: t(`${s}.sellerVatExemptHint`) }}
            options={[
              { value: "yes", label: t(`${s}.yes`) },
              { value: "no", label: t(`${s}.no`) },
            ]}
          />
          {input("sellerVatRate", "text", t(`${s}.sellerVatRateHint`), { inputMode: "decimal" })}
        </fieldset>
        {readOnly ? null : (
          <SubmitButton pending={pending} label={t(`${s}.save`)} pendingLabel={t(`${s}.saving`)} />
        )}
      </Form>

      <section aria-labelledby="settings-history" className="mt-12">
        <h2 id="settings-history" className="text-2xl font-bold">
          {t(`${s}.historyTitle`)}
        </h2>
        <AdminTable
          labelledBy="settings-history"
          columns={columns}
          rows={data.history}
          rowKey={(row) => row.id}
          empty={t(`${s}.historyEmpty`)}
          minWidth="40rem"
        />
      </section>
    </div>
  );
}
