import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import type { SessionView } from "~/features/sessions/session-view";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { ChoiceGroup, Field, FormAlert, Input, Select, SubmitButton, useSchemaForm } from "~/ui/form";
import { bookSeatsSchema } from "./booking-schema";

export interface CompanyBookingPageData {
  course: { id: number; title: string };
  companies: { id: number; legalName: string }[];
  sessions: (SessionView & { intraOf: string | null })[];
  chosenSession: number | null;
  antiForgery: string;
}

export interface CompanyBookingRefusal {
  result: SubmissionResult<string[]> | null;
  notice: { title: string; message: string };
}

/** /courses/{id}/company-booking: a contact books seats for their company on a session. */
export function CompanyBookingPage({
  data,
  refused,
}: {
  data: CompanyBookingPageData;
  refused: CompanyBookingRefusal | null;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { course } = data;
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p>
        <Link to={href(`/courses/${course.id}`)} className="underline">
          {t("companyBookings.book.backToCourse", { course: course.title })}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("companyBookings.book.heading")}</h1>
      <p className="mt-2 text-lg font-semibold">{course.title}</p>
      {data.companies.length === 0 || data.sessions.length === 0 ? (
        <div className="mt-6 space-y-4">
          <p>
            {t(
              data.companies.length === 0
                ? "companyBookings.book.noCompany"
                : "companyBookings.book.noSessions",
            )}
          </p>
          <Link to={href(`/courses/${course.id}/quote`)} className="btn-primary inline-flex">
            {t("companyBookings.book.askQuote")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-ink-muted">{t("companyBookings.book.intro")}</p>
          <div className="mt-8 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
            <BookingForm data={data} refused={refused} />
          </div>
        </>
      )}
    </div>
  );
}

function BookingForm({
  data,
  refused,
}: {
  data: CompanyBookingPageData;
  refused: CompanyBookingRefusal | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({
    id: "company-booking",
    schema: bookSeatsSchema,
    lastResult: refused?.result,
    defaultValue: {
      company: String(data.companies[0]!.id),
      session: data.chosenSession === null ? undefined : String(data.chosenSession),
      seats: "1",
      purchaseOrder: "",
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <AntiForgeryField token={data.antiForgery} />
      <FormAlert id="company-booking-alert" lastResult={refused?.result} notice={refused?.notice.message} />
      {data.companies.length === 1 ? (
        <input type="hidden" name="company" value={data.companies[0]!.id} />
      ) : (
        <Field field={fields.company} label={t("companyBookings.book.company")} required>
          <Select>
            {data.companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.legalName}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <ChoiceGroup
        field={fields.session}
        type="radio"
        legend={t("companyBookings.book.session")}
        listClassName="grid gap-3"
        optionClassName="flex min-h-11 items-start gap-3 rounded-lg border border-line p-3"
        inputClassName="mt-1 size-5"
        options={data.sessions.map((session) => ({
          value: String(session.id),
          label: (
            <span>
              <span className="block font-medium">
                {session.endDate ? `${session.startDate} – ${session.endDate}` : session.startDate}
              </span>
              <span className="block text-sm text-ink-muted">
                {[session.time, session.place?.city, session.price].filter(Boolean).join(" · ")}
              </span>
              <span className="block text-sm">
                {session.intraOf
                  ? t("companyBookings.book.intra", { company: session.intraOf })
                  : t("companyBookings.book.seatsLeft", { count: session.seatsLeft })}
              </span>
            </span>
          ),
        }))}
      />
      <Field
        field={fields.seats}
        label={t("companyBookings.book.seats")}
        required
        hint={t("companyBookings.book.seatsHint")}
      >
        <Input type="number" inputMode="numeric" min={1} max={100} />
      </Field>
      <Field
        field={fields.purchaseOrder}
        label={t("companyBookings.book.purchaseOrder")}
        optional={t("companyBookings.booking.optional")}
        hint={t("companyBookings.book.purchaseOrderHint")}
      >
        <Input autoComplete="off" maxLength={60} />
      </Field>
      <SubmitButton
        pending={pending}
        label={t("companyBookings.book.submit")}
        pendingLabel={t("companyBookings.book.submitting")}
      />
    </Form>
  );
}
