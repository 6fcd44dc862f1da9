import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { CourseFormat } from "../../../../db/schema/catalog";
import type { RegistrationStatus } from "../../../../db/schema/registrations";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { ConfirmAction } from "../shared/confirm-action";
import { ExportTwoFactorNotice, type ExportAccess } from "../shared/export-notice";
import { SessionForm, type SessionFormValues } from "./session-form";
import type { ShownPaymentStatus } from "../shared/shown-payment-status";
import type { ShownSessionStatus } from "./shown-session-status";

interface FormChoices {
  courses: { id: number; title: string; price: string | null }[];
  trainers: { id: number; name: string }[];
}

/** What an action answered when it refused a form. */
export type Refusal = {
  notice: { title: string; message: string };
  lastResult: unknown;
  intent: string;
} | null;

interface Person {
  id: number;
  name: string;
  email: string;
  status: RegistrationStatus;
  paymentStatus: ShownPaymentStatus;
  registered: string;
}

export type SessionDetailData =
  | { found: false }
  | {
      found: true;
      id: number;
      course: string;
      dates: string;
      time: string;
      format: CourseFormat;
      place: string | null;
      trainer: string | null;
      price: string;
      /** Derived from the dates (shownSessionStatus): a scheduled session past its end is completed. */
      status: ShownSessionStatus;
      taken: number;
      totalSeats: number;
      fill: number;
      registrations: Person[];
      waitlist: Person[];
      started: boolean;
      edit:
        | (FormChoices & {
            antiForgery: string;
            values: SessionFormValues;
            toTell: number;
            priceNote: string | null;
          })
        | null;
      mayChange: boolean;
      attendance: ExportAccess;
    };

function useMessages() {}

/** /admin/sessions/new: the form alone. */
export function NewSessionPage({
  data,
  refused,
}: {
  data: FormChoices & { values: SessionFormValues; antiForgery: string };
  refused: Refusal;
}) {
  useMessages();
  const { t } = useTranslation();
  return (
    <AdminDetailFrame backTo="/admin/sessions" backLabel={t("adminSessions.detail.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("adminSessions.form.newHeading")}
      </h1>
      <SessionForm
        mode="new"
        values={data.values}
        courses={data.courses}
        trainers={data.trainers}
        antiForgery={data.antiForgery}
        lastResult={refused?.lastResult as SubmissionResult<string[]> | null | undefined}
        notice={refused?.notice.message}
      />
    </AdminDetailFrame>
  );
}

/** One session for staff: facts, registrations, waiting list; admins edit and cancel it. */
export function SessionDetailPage({ data, refused }: { data: SessionDetailData; refused: Refusal }) {
  useMessages();
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/sessions"
        backLabel={t("adminSessions.detail.back")}
        backClassName="mt-10"
        title={t("adminSessions.detail.notFound")}
      />
    );
  const personColumn: AdminColumn<Person> = {
    key: "person",
    header: t("adminSessions.detail.person"),
    cell: (row) => (
      <>
        <Link
          to={href(`/admin/registrations/${row.id}`)}
          aria-label={t("adminSessions.detail.openRegistration", { name: row.name })}
          className="underline"
        >
          {row.name}
        </Link>
        <span className="block text-ink-muted">{row.email}</span>
      </>
    ),
  };
  const common: AdminColumn<Person>[] = [
    {
      key: "payment",
      header: t("adminSessions.detail.payment"),
      cell: (row) => t(`adminSessions.detail.paymentStatuses.${row.paymentStatus}`),
    },
    {
      key: "registered",
      header: t("adminSessions.detail.registered"),
      nowrap: true,
      cell: (row) => row.registered,
    },
  ];
  const registrationColumns: AdminColumn<Person>[] = [
    personColumn,
    {
      key: "status",
      header: t("adminSessions.status"),
      cell: (row) => t(`adminSessions.detail.registrationStatuses.${row.status}`),
    },
    ...common,
  ];
  const waitlistColumns: AdminColumn<Person>[] = [
    {
      key: "position",
      header: t("adminSessions.detail.position"),
      cell: (row) => data.waitlist.indexOf(row) + 1,
    },
    personColumn,
    ...common,
  ];
  const cancelRefused = refused?.intent === "cancel" ? refused : null;
  const saveRefused = refused && refused.intent !== "cancel" ? refused : null;
  return (
    <AdminDetailFrame
      backTo="/admin/sessions"
      backLabel={t("adminSessions.detail.back")}
      backClassName="mt-10"
    >
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{data.course}</h1>
      <p className="mt-2 text-lg" data-session-status={data.status}>
        {t(`adminSessions.statuses.${data.status}`)}
      </p>

      <section aria-labelledby="session-details" className="mt-8">
        <h2 id="session-details" className="text-xl font-bold">
          {t("adminSessions.detail.details")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("adminSessions.detail.dates")}</dt>
          <dd>{data.dates}</dd>
          <dt className="font-semibold">{t("adminSessions.detail.time")}</dt>
          <dd>{data.time}</dd>
          <dt className="font-semibold">{t("adminSessions.form.format")}</dt>
          <dd>{t(`adminSessions.formats.${data.format}`)}</dd>
          <dt className="font-semibold">{t("adminSessions.place")}</dt>
          <dd>{data.place ?? t("adminSessions.remote")}</dd>
          <dt className="font-semibold">{t("adminSessions.trainer")}</dt>
          <dd>{data.trainer ?? t("adminSessions.noTrainer")}</dd>
          <dt className="font-semibold">{t("adminSessions.detail.price")}</dt>
          <dd>{data.price}</dd>
          <dt className="font-semibold">{t("adminSessions.seats")}</dt>
          <dd>
            {data.taken} / {data.totalSeats} ({data.fill} %)
          </dd>
        </dl>
        <p className="mt-4">
          <Link to={href(`/admin/sessions/${data.id}/attendance`)} className="btn-secondary">
            {t("adminSessions.detail.attendancePage")}
          </Link>
        </p>
        {data.attendance.allowed ? (
          <p className="mt-4">
            <a href={href(`/admin/sessions/${data.id}/attendance.pdf`)} className="btn-secondary" download>
              {t("adminSessions.detail.attendance")}
            </a>{" "}
            <a href={href(`/admin/sessions/${data.id}/audit.zip`)} className="btn-secondary" download>
              {t("adminSessions.detail.auditFile")}
            </a>
          </p>
        ) : (
          <ExportTwoFactorNotice access={data.attendance} />
        )}
      </section>

      <section aria-labelledby="session-registrations" className="mt-10">
        <h2 id="session-registrations" className="text-xl font-bold">
          {t("adminSessions.detail.registrations")}
        </h2>
        <AdminTable
          labelledBy="session-registrations"
          columns={registrationColumns}
          rows={data.registrations}
          rowKey={(row) => row.id}
          empty={t("adminSessions.detail.noRegistrations")}
          minWidth="40rem"
          rowProps={(row) => ({ "data-registration": row.id })}
        />
      </section>

      <section aria-labelledby="session-waitlist" className="mt-10">
        <h2 id="session-waitlist" className="text-xl font-bold">
          {t("adminSessions.detail.waitlist")}
        </h2>
        <AdminTable
          labelledBy="session-waitlist"
          columns={waitlistColumns}
          rows={data.waitlist}
          rowKey={(row) => row.id}
          empty={t("adminSessions.detail.noWaitlist")}
          minWidth="40rem"
          rowProps={(row) => ({ "data-waiting": row.id })}
        />
      </section>

      {data.edit ? (
        <>
          <section aria-labelledby="session-edit-heading" className="mt-10">
            {/* Not "session-edit": that is the form's id, which its fields name as their form owner. */}
            <h2 id="session-edit-heading" className="text-xl font-bold">
              {t("adminSessions.form.editHeading")}
            </h2>
            <SessionForm
              mode="edit"
              values={data.edit.values}
              courses={data.edit.courses}
              trainers={data.edit.trainers}
              antiForgery={data.edit.antiForgery}
              lastResult={saveRefused?.lastResult as SubmissionResult<string[]> | null | undefined}
              notice={saveRefused?.notice.message}
              toTell={data.edit.toTell}
              priceNote={data.edit.priceNote}
            />
          </section>
          <section aria-labelledby="session-cancel" className="mt-10">
            <h2 id="session-cancel" className="text-xl font-bold">
              {t("adminSessions.cancel.heading")}
            </h2>
            {cancelRefused ? (
              <p
                role="alert"
                className="mt-3 rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger"
              >
                {cancelRefused.notice.message}
              </p>
            ) : null}
            {data.started ? (
              <p className="mt-3">{t("adminSessions.cancel.started")}</p>
            ) : (
              <Form method="post" className="mt-3">
                <AntiForgeryField token={data.edit.antiForgery} />
                <ConfirmAction
                  label={t("adminSessions.cancel.button")}
                  question={t("adminSessions.cancel.question", { count: data.edit.toTell })}
                  confirmLabel={t("adminSessions.cancel.confirm")}
                >
                  <input type="hidden" name="intent" value="cancel" />
                </ConfirmAction>
              </Form>
            )}
          </section>
        </>
      ) : data.status === "cancelled" ? null : (
        <p className="mt-10">{t("adminSessions.form.adminsOnly")}</p>
      )}
    </AdminDetailFrame>
  );
}
