import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable } from "../shared/admin-table";
import { ConfirmAction } from "../shared/confirm-action";
import type { CompanyForm } from "./company-editor.server";
import type { CompanyBookingStatus } from "../../../../db/schema/company-bookings";
import { companySchema } from "./company-schema";

type Defaults = Record<
  | "legalName"
  | "country"
  | "rccm"
  | "nif"
  | "siret"
  | "vatNumber"
  | "billingAddress"
  | "billingEmail"
  | "lang",
  string
>;

export type CompanyPageData =
  | { found: false }
  | {
      found: true;
      id: number | null;
      title: string;
      mergedInto: { id: number; legalName: string } | null;
      defaults: Defaults;
      countries: { code: string; name: string }[];
      contacts: { userId: string; name: string; email: string; added: string }[];
      bookings: {
        id: number;
        sessionId: number;
        courseTitle: string;
        dates: string;
        named: string;
        status: CompanyBookingStatus;
        purchaseOrder: string | null;
      }[];
      candidates: { id: number; label: string }[];
      /** Staff who handle companies (moderators, admins); null for read only. */
      antiForgery: string | null;
      mayMerge: boolean;
    };

type Refused = {
  form: CompanyForm;
  notice: { title: string; message: string };
  lastResult: unknown;
} | null;

type Shown = Extract<CompanyPageData, { found: true }>;

/** A company for staff: its form, its contacts, and the merge with another record of it. */
export function CompanyPage({ data, refused }: { data: CompanyPageData; refused: Refused }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/companies"
        backLabel={t("adminCompanies.back")}
        title={t("adminCompanies.notFound")}
      />
    );
  const editable = data.antiForgery !== null && data.mergedInto === null;
  return (
    <AdminDetailFrame backTo="/admin/companies" backLabel={t("adminCompanies.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{data.title}</h1>
      {data.mergedInto ? (
        <p className="mt-4 rounded-md bg-surface-muted p-4" data-merged-into={data.mergedInto.id}>
          {t("adminCompanies.mergedNotice", { name: data.mergedInto.legalName })}{" "}
          <Link to={href(`/admin/companies/${data.mergedInto.id}`)} className="underline">
            {t("adminCompanies.mergedLink", { name: data.mergedInto.legalName })}
          </Link>
        </p>
      ) : data.antiForgery === null ? (
        <p className="mt-4 rounded-md bg-surface-muted p-4">{t("adminCompanies.readOnly")}</p>
      ) : null}
      <CompanyFields data={data} editable={editable} refused={refused?.form === "company" ? refused : null} />
      {data.id !== null ? (
        <Contacts data={data} editable={editable} refused={refused?.form === "contact" ? refused : null} />
      ) : null}
      {data.id !== null ? <Bookings data={data} /> : null}
      {data.id !== null && data.mergedInto === null ? (
        <Merge data={data} refused={refused?.form === "merge" ? refused : null} />
      ) : null}
    </AdminDetailFrame>
  );
}

function CompanyFields({ data, editable, refused }: { data: Shown; editable: boolean; refused: Refused }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({
    id: "company",
    schema: companySchema,
    lastResult: refused?.lastResult as SubmissionResult<string[]> | null | undefined,
    defaultValue: data.defaults,
  });
  const optional = t("adminCompanies.form.optional");
  const isNew = data.id === null;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 max-w-3xl space-y-8">
      {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
      <FormAlert
        id="company-alert"
        lastResult={refused?.lastResult as SubmissionResult<string[]> | null | undefined}
        notice={refused?.notice.message}
      />
      <fieldset disabled={!editable} className="space-y-4">
        <legend className="text-xl font-bold">{t("adminCompanies.form.identityTitle")}</legend>
        <Field field={fields.legalName} label={t("adminCompanies.form.legalName")} required>
          <Input autoComplete="organization" />
        </Field>
        <Field field={fields.country} label={t("adminCompanies.form.country")} required>
          <Select>
            {data.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
      <fieldset disabled={!editable} className="space-y-4">
        <legend className="text-xl font-bold">{t("adminCompanies.form.identifiersTitle")}</legend>
        <p className="text-ink-muted">{t("adminCompanies.form.identifiersHint")}</p>
        <Field field={fields.rccm} label={t("adminCompanies.form.rccm")} optional={optional}>
          <Input autoComplete="off" />
        </Field>
        <Field field={fields.nif} label={t("adminCompanies.form.nif")} optional={optional}>
          <Input autoComplete="off" />
        </Field>
        <Field
          field={fields.siret}
          label={t("adminCompanies.form.siret")}
          optional={optional}
          hint={t("adminCompanies.form.siretHint")}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
        <Field field={fields.vatNumber} label={t("adminCompanies.form.vatNumber")} optional={optional}>
          <Input autoComplete="off" />
        </Field>
      </fieldset>
      <fieldset disabled={!editable} className="space-y-4">
        <legend className="text-xl font-bold">{t("adminCompanies.form.billingTitle")}</legend>
        <Field field={fields.billingAddress} label={t("adminCompanies.form.billingAddress")} required>
          <Textarea rows={4} autoComplete="off" />
        </Field>
        <Field field={fields.billingEmail} label={t("adminCompanies.form.billingEmail")} required>
          <Input type="email" autoComplete="off" />
        </Field>
        <Field field={fields.lang} label={t("adminCompanies.form.lang")} required>
          <Select>
            <option value="fr">{t("adminCompanies.form.languages.fr")}</option>
            <option value="en">{t("adminCompanies.form.languages.en")}</option>
          </Select>
        </Field>
      </fieldset>
      {editable ? (
        <SubmitButton
          pending={pending}
          label={t(isNew ? "adminCompanies.form.create" : "adminCompanies.form.save")}
          pendingLabel={t("adminCompanies.form.saving")}
        />
      ) : null}
    </Form>
  );
}

/** The company's bookings of seats, each with the session it holds them on. */
function Bookings({ data }: { data: Shown }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="company-bookings" className="mt-12">
      <h2 id="company-bookings" className="text-2xl font-bold">
        {t("adminCompanies.bookings.title")}
      </h2>
      <AdminTable
        labelledBy="company-bookings"
        minWidth="40rem"
        rows={data.bookings}
        rowKey={(row) => row.id}
        empty={t("adminCompanies.bookings.empty")}
        rowProps={(row) => ({ "data-booking": row.id })}
        columns={[
          {
            key: "course",
            header: t("adminCompanies.bookings.session"),
            cell: (row) => (
              <Link to={href(`/admin/sessions/${row.sessionId}`)} className="underline">
                {row.courseTitle} · {row.dates}
              </Link>
            ),
          },
          {
            key: "named",
            header: t("adminCompanies.bookings.named"),
            nowrap: true,
            cell: (row) => row.named,
          },
          {
            key: "status",
            header: t("adminCompanies.bookings.status"),
            cell: (row) => t(`adminCompanies.bookings.statuses.${row.status}`),
          },
          {
            key: "po",
            header: t("adminCompanies.bookings.purchaseOrder"),
            cell: (row) => row.purchaseOrder ?? "—",
          },
        ]}
      />
    </section>
  );
}

function Contacts({ data, editable, refused }: { data: Shown; editable: boolean; refused: Refused }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="company-contacts" className="mt-12">
      <h2 id="company-contacts" className="text-2xl font-bold">
        {t("adminCompanies.contacts.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("adminCompanies.contacts.intro")}</p>
      {refused ? (
        <div className="mt-4">
          <FormAlert id="company-contact-alert" lastResult={null} notice={refused.notice.message} />
        </div>
      ) : null}
      <AdminTable
        labelledBy="company-contacts"
        minWidth="32rem"
        rows={data.contacts}
        rowKey={(row) => row.userId}
        empty={t("adminCompanies.contacts.empty")}
        rowProps={(row) => ({ "data-contact": row.email })}
        columns={[
          { key: "name", header: t("adminCompanies.contacts.name"), cell: (row) => row.name },
          {
            key: "email",
            header: t("adminCompanies.contacts.email"),
            cell: (row) => <span className="break-all">{row.email}</span>,
          },
          {
            key: "added",
            header: t("adminCompanies.contacts.added"),
            nowrap: true,
            cell: (row) => row.added,
          },
          ...(editable && data.antiForgery
            ? [
                {
                  key: "actions",
                  header: t("adminCompanies.contacts.actions"),
                  cell: (row: Shown["contacts"][number]) => (
                    <Form method="post">
                      <AntiForgeryField token={data.antiForgery ?? ""} />
                      <input type="hidden" name="intent" value="remove-contact" />
                      <input type="hidden" name="userId" value={row.userId} />
                      <ConfirmAction
                        label={`${t("adminCompanies.contacts.remove")} ${row.email}`}
                        question={t("adminCompanies.contacts.removeQuestion", { email: row.email })}
                        confirmLabel={t("adminCompanies.contacts.removeConfirm")}
                      />
                    </Form>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && data.antiForgery ? (
        <Form method="post" className="mt-6 max-w-xl space-y-3">
          <h3 className="text-lg font-bold">{t("adminCompanies.contacts.addTitle")}</h3>
          <AntiForgeryField token={data.antiForgery} />
          <input type="hidden" name="intent" value="add-contact" />
          <div>
            <label htmlFor="contact-email" className="mb-1 block font-medium">
              {t("adminCompanies.contacts.addEmail")}
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              aria-describedby="contact-email-hint"
              className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand"
            />
            <p id="contact-email-hint" className="mt-1 text-sm text-ink-muted">
              {t("adminCompanies.contacts.addHint")}
            </p>
          </div>
          <button type="submit" className="btn-primary">
            {t("adminCompanies.contacts.add")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function Merge({ data, refused }: { data: Shown; refused: Refused }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="company-merge" className="mt-12">
      <h2 id="company-merge" className="text-2xl font-bold">
        {t("adminCompanies.merge.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("adminCompanies.merge.intro")}</p>
      {refused ? (
        <div className="mt-4">
          <FormAlert id="company-merge-alert" lastResult={null} notice={refused.notice.message} />
        </div>
      ) : null}
      {!data.mayMerge || !data.antiForgery ? (
        <p className="mt-4 rounded-md bg-surface-muted p-4">{t("adminCompanies.merge.adminsOnly")}</p>
      ) : data.candidates.length === 0 ? (
        <p className="mt-4">{t("adminCompanies.merge.none")}</p>
      ) : (
        <Form method="post" className="mt-4 max-w-xl space-y-4">
          <AntiForgeryField token={data.antiForgery} />
          <input type="hidden" name="intent" value="merge" />
          <div>
            <label htmlFor="merge-other" className="mb-1 block font-medium">
              {t("adminCompanies.merge.other")}
            </label>
            <select
              id="merge-other"
              name="otherId"
              required
              defaultValue=""
              className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand"
            >
              <option value="" disabled>
                {t("adminCompanies.merge.choose")}
              </option>
              {data.candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-1 font-medium">{t("adminCompanies.merge.keep")}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="keep" value="this" defaultChecked />
              {t("adminCompanies.merge.keepThis", { name: data.title })}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="keep" value="other" />
              {t("adminCompanies.merge.keepOther")}
            </label>
          </fieldset>
          <ConfirmAction
            label={t("adminCompanies.merge.submit")}
            question={t("adminCompanies.merge.question")}
            confirmLabel={t("adminCompanies.merge.confirm")}
          />
        </Form>
      )}
    </section>
  );
}
