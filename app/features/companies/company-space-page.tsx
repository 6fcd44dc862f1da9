import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { Field, FormAlert, Input, SubmitButton, useSchemaForm } from "~/ui/form";
import type { CompanyBookingStatus } from "../../../db/schema/company-bookings";
import { inviteSchema } from "./invite-schema";
import { spaceCell as cell, SpaceTable as Table } from "./space-table";

export type CompanySpaceData =
  | { kind: "forbidden" }
  | {
      kind: "space";
      choices: { id: number; legalName: string }[];
      company: {
        id: number;
        legalName: string;
        country: string;
        rccm: string | null;
        nif: string | null;
        siret: string | null;
        vatNumber: string | null;
        billingAddress: string;
        billingEmail: string;
        lang: "fr" | "en";
      };
      contacts: { userId: string; name: string; email: string; isViewer: boolean }[];
      invitations: { id: number; email: string; sent: string; expires: string }[];
      bookings: {
        id: number;
        courseTitle: string;
        dates: string;
        seats: number;
        named: number;
        status: CompanyBookingStatus;
      }[];
      invoices: {
        id: number;
        creditNote: boolean;
        number: string;
        href: string;
        date: string;
        total: string;
        due: string;
        settled: string | null;
        remaining: string | null;
        credited: boolean;
        paid: boolean;
        overdue: boolean;
      }[];
      antiForgery: string;
    };

export interface InviteRefusal {
  notice: { title: string; message: string };
  lastResult: SubmissionResult<string[]> | null;
}

/** /company: a contact's view of their company, its people and its invoices. */
export function CompanySpacePage({
  data,
  refused,
  documents = null,
}: {
  data: CompanySpaceData;
  refused: InviteRefusal | null;
  /** The sections of the company's other documents (quotes, agreements), after its invoices. */
  documents?: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (data.kind === "forbidden")
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t("companySpace.forbiddenTitle")}</h1>
        <p className="mt-4 text-ink-muted">{t("companySpace.forbidden")}</p>
        <Link to={href("/")} className="btn-primary mt-8 inline-flex">
          {t("companySpace.backHome")}
        </Link>
      </section>
    );
  const { company } = data;
  const details: [string, string | null][] = [
    [t("companySpace.details.legalName"), company.legalName],
    [t("companySpace.details.country"), company.country],
    [t("companySpace.details.rccm"), company.rccm],
    [t("companySpace.details.nif"), company.nif],
    [t("companySpace.details.siret"), company.siret],
    [t("companySpace.details.vatNumber"), company.vatNumber],
    [t("companySpace.details.billingAddress"), company.billingAddress],
    [t("companySpace.details.billingEmail"), company.billingEmail],
    [t("companySpace.details.lang"), t(`companySpace.details.languages.${company.lang}`)],
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
        {t("companySpace.heading")} · {company.legalName}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("companySpace.intro")}</p>
      {data.choices.length > 1 ? (
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="company-choice" className="mb-1 block font-medium">
              {t("companySpace.choose.label")}
            </label>
            <select
              id="company-choice"
              name="company"
              defaultValue={company.id}
              className="block min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink"
            >
              {data.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.legalName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {t("companySpace.choose.submit")}
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="company-details" className="mt-10">
        <h2 id="company-details" className="text-2xl font-bold">
          {t("companySpace.details.title")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {details
            .filter(([, value]) => value !== null && value !== "")
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
        </dl>
        <p className="mt-4 text-ink-muted">
          {t("companySpace.details.changeNote")}{" "}
          <Link to={href("/contact")} className="underline">
            {t("companySpace.details.writeUs")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="company-bookings" className="mt-10">
        <h2 id="company-bookings" className="text-2xl font-bold">
          {t("companyBookings.space.title")}
        </h2>
        {data.bookings.length === 0 ? (
          <p className="mt-4">{t("companyBookings.space.empty")}</p>
        ) : (
          <Table
            labelledBy="company-bookings"
            head={[
              t("companyBookings.space.course"),
              t("companyBookings.space.dates"),
              t("companyBookings.space.named"),
              t("companyBookings.space.status"),
            ]}
          >
            {data.bookings.map((booking) => (
              <tr key={booking.id} data-booking={booking.id}>
                <td className={cell}>
                  <Link to={href(`/company/bookings/${booking.id}`)} className="underline">
                    {booking.courseTitle}
                    <span className="sr-only"> ({t("companyBookings.space.open", { id: booking.id })})</span>
                  </Link>
                </td>
                <td className={cell}>{booking.dates}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {booking.named} / {booking.seats}
                </td>
                <td className={cell}>{t(`companyBookings.statuses.${booking.status}`)}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby="company-invoices" className="mt-10">
        <h2 id="company-invoices" className="text-2xl font-bold">
          {t("companySpace.invoices.title")}
        </h2>
        {data.invoices.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-6">
            {t("companySpace.invoices.empty")}
          </p>
        ) : (
          <Table
            labelledBy="company-invoices"
            head={[
              t("companySpace.invoices.number"),
              t("companySpace.invoices.date"),
              t("companySpace.invoices.total"),
              t("companySpace.invoices.settled"),
              t("companySpace.invoices.remaining"),
              t("companySpace.invoices.due"),
            ]}
          >
            {data.invoices.map((invoice) => (
              <tr key={invoice.id} data-invoice={invoice.number}>
                <td className={cell}>
                  {/* A file download: a plain link, so the router does not try to render it. */}
                  <a href={invoice.href} className="underline" download>
                    {invoice.number}
                  </a>
                  {invoice.creditNote ? ` (${t("companySpace.invoices.creditNote")})` : ""}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{invoice.date}</td>
                <td className={`${cell} whitespace-nowrap`}>{invoice.total}</td>
                <td className={`${cell} whitespace-nowrap`}>{invoice.settled ?? "—"}</td>
                <td className={`${cell} whitespace-nowrap`} data-remaining>
                  {invoice.remaining === null
                    ? "—"
                    : invoice.credited
                      ? t("companySpace.invoices.credited")
                      : invoice.paid
                        ? t("companySpace.invoices.paid")
                        : invoice.remaining}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {invoice.due}
                  {invoice.overdue ? (
                    <span className="ml-2 rounded-full border border-danger bg-danger-soft px-2 py-0.5 text-sm font-semibold text-danger">
                      {t("companySpace.invoices.overdue")}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      {documents}

      <section aria-labelledby="company-contacts" className="mt-10">
        <h2 id="company-contacts" className="text-2xl font-bold">
          {t("companySpace.contacts.title")}
        </h2>
        <Table
          labelledBy="company-contacts"
          head={[t("companySpace.contacts.name"), t("companySpace.contacts.email")]}
        >
          {data.contacts.map((contact) => (
            <tr key={contact.userId} data-contact={contact.email}>
              <td className={cell}>
                {contact.name}
                {contact.isViewer ? ` ${t("companySpace.contacts.you")}` : ""}
              </td>
              <td className={`${cell} break-all`}>{contact.email}</td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="company-invitations" className="mt-10">
        <h2 id="company-invitations" className="text-2xl font-bold">
          {t("companySpace.invitations.title")}
        </h2>
        {data.invitations.length === 0 ? (
          <p className="mt-4">{t("companySpace.invitations.empty")}</p>
        ) : (
          <Table
            labelledBy="company-invitations"
            head={[
              t("companySpace.invitations.email"),
              t("companySpace.invitations.sent"),
              t("companySpace.invitations.expires"),
            ]}
          >
            {data.invitations.map((invitation) => (
              <tr key={invitation.id} data-invitation={invitation.email}>
                <td className={`${cell} break-all`}>{invitation.email}</td>
                <td className={`${cell} whitespace-nowrap`}>{invitation.sent}</td>
                <td className={`${cell} whitespace-nowrap`}>{invitation.expires}</td>
              </tr>
            ))}
          </Table>
        )}
        <InviteForm companyId={company.id} antiForgery={data.antiForgery} refused={refused} />
      </section>
    </div>
  );
}

function InviteForm({
  companyId,
  antiForgery,
  refused,
}: {
  companyId: number;
  antiForgery: string;
  refused: InviteRefusal | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({
    id: "company-invite",
    schema: inviteSchema,
    lastResult: refused?.lastResult,
    defaultValue: { company: String(companyId), email: "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 max-w-xl space-y-4">
      <h3 className="text-xl font-bold">{t("companySpace.invite.title")}</h3>
      <p className="text-ink-muted">{t("companySpace.invite.intro")}</p>
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="company" value={companyId} />
      <FormAlert
        id="company-invite-alert"
        lastResult={refused?.lastResult}
        notice={refused?.notice.message}
      />
      <Field field={fields.email} label={t("companySpace.invite.email")} required>
        <Input type="email" autoComplete="off" />
      </Field>
      <SubmitButton
        pending={pending}
        label={t("companySpace.invite.submit")}
        pendingLabel={t("companySpace.invite.sending")}
      />
    </Form>
  );
}
