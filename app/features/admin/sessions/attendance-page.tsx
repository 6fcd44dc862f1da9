import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import {
  Field,
  FormAlert,
  Input,
  Select,
  SubmitButton,
  Textarea,
  useIntentPending,
  useSchemaForm,
} from "~/ui/form";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import type { AttendanceRefusal } from "./attendance-actions.server";
import type { AttendanceCell, AttendancePageData, AttendanceRow } from "./attendance-page.server";
import {
  correctMarkSchema,
  issueCertificateSchema,
  MAX_REASON_LENGTH,
  markStates,
  revokeCertificateSchema,
} from "./attendance-schema";

type Refused = AttendanceRefusal | null;

/** The refusal's field errors, for the one form it was about. */
function refusalFor(refused: Refused, intent: AttendanceRefusal["intent"], target: number) {
  return refused && refused.intent === intent && refused.target === target ? refused : null;
}

/** A session's attendance for staff: the grid, then each participant's corrections and certificate. */
export function AttendancePage({
  data,
  refused,
}: {
  data: AttendancePageData | { found: false };
  refused: Refused;
}) {
  const { t } = useTranslation();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/sessions"
        backLabel={t("adminAttendance.backToSessions")}
        title={t("adminAttendance.notFound")}
      />
    );
  // A refusal no form claims (an unreadable post, a stale token) is said at the top.
  const general = refused && refused.intent === null ? refused : null;
  const columns: AdminColumn<AttendanceRow>[] = [
    {
      key: "participant",
      header: t("adminAttendance.participant"),
      cell: (row) => (
        <>
          <a href={`#participant-${row.registrationId}`} className="underline">
            {row.name}
          </a>
          <span className="block text-sm break-all text-ink-muted">{row.email}</span>
        </>
      ),
    },
    ...data.halfDays.map((halfDay, index): AdminColumn<AttendanceRow> => ({
      key: halfDay.key,
      header: halfDay.label,
      cell: (row) => <MarkCell cell={row.cells[index]!} />,
    })),
    {
      key: "hours",
      header: t("adminAttendance.hours"),
      nowrap: true,
      cell: (row) => t("adminAttendance.hoursOf", { attended: row.attended, planned: row.planned }),
    },
    {
      key: "threshold",
      header: t("adminAttendance.threshold"),
      cell: (row) => (
        <span data-meets-threshold={row.meetsThreshold ? "yes" : "no"}>
          {row.meetsThreshold ? t("adminAttendance.meets") : t("adminAttendance.below")}
        </span>
      ),
    },
    {
      key: "certificate",
      header: t("adminAttendance.certificate"),
      cell: (row) => <CertificateSummary row={row} />,
    },
  ];
  return (
    <AdminDetailFrame
      backTo={`/admin/sessions/${data.id}`}
      backLabel={t("adminAttendance.backToSession")}
      backClassName="mt-10"
    >
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("adminAttendance.heading", { course: data.course })}
      </h1>
      <p className="mt-2 text-lg">
        {data.dates} ({data.zone})
      </p>
      <p className="mt-2">
        {t("adminAttendance.thresholdNote", { percent: data.thresholdPercent })}{" "}
        {data.validityMonths === null
          ? t("adminAttendance.noExpiry")
          : t("adminAttendance.validity", { count: data.validityMonths })}
      </p>
      {data.cancelled ? <p className="mt-4 font-semibold">{t("adminAttendance.cancelled")}</p> : null}
      {general ? (
        <p
          role="alert"
          className="mt-4 rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger"
        >
          {general.notice.message}
        </p>
      ) : null}

      <section aria-labelledby="attendance-grid" className="mt-8">
        <h2 id="attendance-grid" className="text-xl font-bold">
          {t("adminAttendance.gridHeading")}
        </h2>
        <AdminTable
          labelledBy="attendance-grid"
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.registrationId}
          empty={t("adminAttendance.noParticipants")}
          minWidth="56rem"
          rowProps={(row) => ({ "data-participant": row.registrationId })}
        />
        <h3 className="mt-6 font-bold">{t("adminAttendance.trainerHeading")}</h3>
        <ul className="mt-2 space-y-1">
          {data.halfDays.map((halfDay) => (
            <li key={halfDay.key} data-trainer-half-day={halfDay.key}>
              {t("adminAttendance.trainerHalfDay", {
                halfDay: halfDay.label,
                state: halfDay.trainerSigned
                  ? t("adminAttendance.trainerSigned")
                  : t("adminAttendance.trainerNotSigned"),
              })}
            </li>
          ))}
        </ul>
      </section>

      {data.rows.length > 0 ? (
        <section aria-labelledby="attendance-people" className="mt-10">
          <h2 id="attendance-people" className="text-xl font-bold">
            {t("adminAttendance.peopleHeading")}
          </h2>
          {data.antiForgery === null ? <p className="mt-2">{t("adminAttendance.readOnly")}</p> : null}
          <div className="mt-4 space-y-6">
            {data.rows.map((row) => (
              <ParticipantCard key={row.registrationId} row={row} data={data} refused={refused} />
            ))}
          </div>
        </section>
      ) : null}
    </AdminDetailFrame>
  );
}

function MarkCell({ cell }: { cell: AttendanceCell }) {
  const { t } = useTranslation();
  return (
    <span data-half-day={cell.halfDay} data-state={cell.state ?? "none"}>
      <span className={cell.state === null ? "text-ink-muted" : "font-medium"}>{cell.text}</span>
      {cell.method ? (
        <span className="block text-sm text-ink-muted">
          {t(`adminAttendance.methods.${cell.method}`)}
          {cell.signed ? ` · ${t("adminAttendance.signed")}` : ""}
        </span>
      ) : null}
      {cell.remote ? <span className="block text-sm text-ink-muted">{cell.remote}</span> : null}
    </span>
  );
}

function CertificateSummary({ row }: { row: AttendanceRow }) {
  const { t } = useTranslation();
  const { certificate } = row;
  if (!certificate) return <span className="text-ink-muted">{t("adminAttendance.noCertificate")}</span>;
  return (
    <span
      data-certificate={certificate.number}
      data-certificate-status={certificate.revoked ? "revoked" : "valid"}
    >
      {t("adminAttendance.certificateNumber", { number: certificate.number })}
      <span className="block text-sm">
        {certificate.revoked ? t("adminAttendance.revoked") : t("adminAttendance.valid")}
      </span>
    </span>
  );
}

function ParticipantCard({
  row,
  data,
  refused,
}: {
  row: AttendanceRow;
  data: AttendancePageData;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const headingId = `participant-${row.registrationId}-name`;
  const { certificate } = row;
  return (
    <section
      id={`participant-${row.registrationId}`}
      aria-labelledby={headingId}
      className="rounded-xl border border-line p-4"
      data-participant-card={row.registrationId}
    >
      <h3 id={headingId} className="text-lg font-bold">
        {row.name}
      </h3>
      <p className="mt-1">
        {t("adminAttendance.attendedSummary", {
          attended: row.attended,
          planned: row.planned,
          halfDays: row.halfDaysAttended,
          total: row.halfDaysPlanned,
        })}{" "}
        {row.meetsThreshold ? t("adminAttendance.meets") : t("adminAttendance.below")}
      </p>
      {certificate ? (
        <div className="mt-3">
          <p>
            {t("adminAttendance.certificateIssued", { number: certificate.number, date: certificate.issued })}{" "}
            <Link to={href(certificate.verifyHref)} className="underline">
              {t("adminAttendance.verifyLink", { number: certificate.number })}
            </Link>
          </p>
          {certificate.issueReason ? (
            <p className="text-sm text-ink-muted">
              {t("adminAttendance.issueReason", { reason: certificate.issueReason })}
            </p>
          ) : null}
          {certificate.revoked ? (
            <p className="font-semibold text-danger">
              {t("adminAttendance.revokedOn", {
                date: certificate.revokedOn,
                reason: certificate.revokedReason,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {data.antiForgery && !data.cancelled ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <CorrectForm
            row={row}
            data={data}
            antiForgery={data.antiForgery}
            refused={refusalFor(refused, "correct", row.registrationId)}
          />
          {certificate === null ? (
            <IssueForm
              row={row}
              data={data}
              antiForgery={data.antiForgery}
              refused={refusalFor(refused, "issue", row.registrationId)}
            />
          ) : certificate.revoked ? null : (
            <RevokeForm
              row={row}
              certificate={certificate}
              antiForgery={data.antiForgery}
              refused={refusalFor(refused, "revoke", certificate.id)}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The frame of one form on a participant's card: its heading, the anti-forgery token, the intent and what it acts on. */
function ParticipantForm({
  formProps,
  intent,
  target,
  heading,
  antiForgery,
  className,
  children,
}: {
  formProps: ReturnType<typeof getFormProps>;
  intent: "correct" | "issue" | "revoke";
  target: { name: "registrationId" | "certificateId"; value: number };
  heading: string;
  antiForgery: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className={className} aria-labelledby={`${formProps.id}-title`}>
      <h4 id={`${formProps.id}-title`} className="font-semibold">
        {heading}
      </h4>
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={target.name} value={target.value} />
      {children}
    </Form>
  );
}

function CorrectForm({
  row,
  data,
  antiForgery,
  refused,
}: {
  row: AttendanceRow;
  data: AttendancePageData;
  antiForgery: string;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("correct");
  const lastResult = (refused?.lastResult ?? null) as SubmissionResult<string[]> | null;
  const [form, fields] = useSchemaForm({
    id: `correct-${row.registrationId}`,
    schema: correctMarkSchema,
    lastResult,
    validate: "onSubmit",
  });
  return (
    <ParticipantForm
      formProps={getFormProps(form)}
      intent="correct"
      target={{ name: "registrationId", value: row.registrationId }}
      heading={t("adminAttendance.correct.heading")}
      antiForgery={antiForgery}
      className="space-y-3"
    >
      <FormAlert id={`${form.id}-alert`} lastResult={lastResult} notice={refused?.notice.message} />
      <Field field={fields.halfDay} label={t("adminAttendance.correct.halfDay")}>
        <Select key={fields.halfDay.key} defaultValue={data.halfDays[0]?.key}>
          {data.halfDays.map((halfDay, index) => (
            <option key={halfDay.key} value={halfDay.key}>
              {halfDay.label} ({row.cells[index]?.text})
            </option>
          ))}
        </Select>
      </Field>
      <Field field={fields.state} label={t("adminAttendance.correct.state")}>
        <Select key={fields.state.key} defaultValue="present">
          {markStates.map((state) => (
            <option key={state} value={state}>
              {t(`adminAttendance.states.${state}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        field={fields.arrivedAt}
        label={t("adminAttendance.correct.arrivedAt")}
        hint={t("adminAttendance.correct.arrivedAtHint", { zone: data.zone })}
      >
        <Input
          key={fields.arrivedAt.key}
          inputMode="numeric"
          autoComplete="off"
          placeholder="09:40"
          className="max-w-32"
        />
      </Field>
      <SubmitButton
        pending={pending}
        label={t("adminAttendance.correct.submit")}
        pendingLabel={t("adminAttendance.correct.pending")}
        context={row.name}
      />
    </ParticipantForm>
  );
}

function IssueForm({
  row,
  data,
  antiForgery,
  refused,
}: {
  row: AttendanceRow;
  data: AttendancePageData;
  antiForgery: string;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("issue");
  const lastResult = (refused?.lastResult ?? null) as SubmissionResult<string[]> | null;
  const [form, fields] = useSchemaForm({
    id: `issue-${row.registrationId}`,
    schema: issueCertificateSchema,
    lastResult,
    validate: "onSubmit",
  });
  return (
    <ParticipantForm
      formProps={getFormProps(form)}
      intent="issue"
      target={{ name: "registrationId", value: row.registrationId }}
      heading={t("adminAttendance.issue.heading")}
      antiForgery={antiForgery}
      className="space-y-3"
    >
      <FormAlert id={`${form.id}-alert`} lastResult={lastResult} notice={refused?.notice.message} />
      {row.meetsThreshold ? null : (
        <p className="rounded-md border-l-4 border-warning bg-warning-soft px-4 py-3" data-below-threshold>
          {t("adminAttendance.issue.belowThreshold", {
            halfDays: row.halfDaysAttended,
            total: row.halfDaysPlanned,
            percent: data.thresholdPercent,
          })}
        </p>
      )}
      <Field
        field={fields.reason}
        label={t("adminAttendance.issue.reason")}
        hint={t("adminAttendance.issue.reasonHint")}
      >
        <Textarea key={fields.reason.key} rows={3} maxLength={MAX_REASON_LENGTH} />
      </Field>
      <SubmitButton
        pending={pending}
        label={t("adminAttendance.issue.submit")}
        pendingLabel={t("adminAttendance.issue.pending")}
        context={row.name}
      />
    </ParticipantForm>
  );
}

function RevokeForm({
  row,
  certificate,
  antiForgery,
  refused,
}: {
  row: AttendanceRow;
  certificate: NonNullable<AttendanceRow["certificate"]>;
  antiForgery: string;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("revoke");
  const lastResult = (refused?.lastResult ?? null) as SubmissionResult<string[]> | null;
  const [form, fields] = useSchemaForm({
    id: `revoke-${certificate.id}`,
    schema: revokeCertificateSchema,
    lastResult,
    validate: "onSubmit",
  });
  const label = t("adminAttendance.revoke.button");
  return (
    <ParticipantForm
      formProps={getFormProps(form)}
      intent="revoke"
      target={{ name: "certificateId", value: certificate.id }}
      heading={t("adminAttendance.revoke.heading")}
      antiForgery={antiForgery}
    >
      {/* Asks first, without JavaScript too; open again when the server refused the reason. */}
      <details className="mt-3" open={refused !== null}>
        <summary className="btn-secondary cursor-pointer list-none text-danger">
          {label}
          <span className="sr-only">{` (${row.name})`}</span>
        </summary>
        <div
          role="group"
          aria-label={label}
          className="mt-3 space-y-3 rounded-xl border border-danger bg-danger-soft p-4"
        >
          <FormAlert id={`${form.id}-alert`} lastResult={lastResult} notice={refused?.notice.message} />
          <p>{t("adminAttendance.revoke.question", { number: certificate.number, name: row.name })}</p>
          <Field field={fields.reason} label={t("adminAttendance.revoke.reason")}>
            <Textarea key={fields.reason.key} rows={3} maxLength={MAX_REASON_LENGTH} />
          </Field>
          <SubmitButton
            pending={pending}
            label={t("adminAttendance.revoke.confirm")}
            pendingLabel={t("adminAttendance.revoke.pending")}
            variant="danger"
            context={row.name}
          />
        </div>
      </details>
    </ParticipantForm>
  );
}
