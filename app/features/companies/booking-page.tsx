import { getFormProps } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import type { CompanyBookingStatus } from "../../../db/schema/company-bookings";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import {
  Field,
  FormAlert,
  Input,
  IntentField,
  SubmitButton,
  useIntentPending,
  useSchemaForm,
} from "~/ui/form";
import type { BookingPageRefusal } from "./booking-page.server";
import { participantSchema } from "./booking-schema";
import { spaceCell as cell, SpaceTable } from "./space-table";

export interface BookingPageData {
  company: { id: number; legalName: string };
  booking: {
    id: number;
    status: CompanyBookingStatus;
    seats: number;
    courseTitle: string;
    dates: string;
    time: string;
    city: string | null;
    purchaseOrder: string | null;
    paymentReference: string;
    deadline: string;
    changeable: boolean;
  };
  participants: {
    id: number;
    name: string;
    email: string;
    confirmed: string | null;
    attendance: string | null;
    certificate: { number: string; href: string } | null;
  }[];
  antiForgery: string;
}

/** /company/bookings/{id}: a booking's seats and participants, named and changed until the deadline. */
export function BookingPage({
  data,
  refused,
}: {
  data: BookingPageData;
  refused: BookingPageRefusal | null;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { booking, participants } = data;
  // "Replace" is a link (?replace=id), so it works before the page's JavaScript has loaded;
  // a refused replacement keeps its form open on the participant it was for.
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get("replace"));
  const replacing = refused?.replaces ?? (Number.isInteger(asked) && asked > 0 ? asked : null);
  const replaced = participants.find((participant) => participant.id === replacing) ?? null;
  const full = participants.length >= booking.seats;
  return (
    <div className="container-page py-12 sm:py-16">
      <p>
        <Link to={`${href("/company")}?company=${data.company.id}`} className="underline">
          {t("companyBookings.booking.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        {t("companyBookings.booking.heading", { id: booking.id })}
      </h1>
      <p className="mt-2 text-lg font-semibold">{booking.courseTitle}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("companyBookings.booking.session")}</dt>
        <dd>{[booking.dates, booking.time, booking.city].filter(Boolean).join(" · ")}</dd>
        <dt className="font-medium">{t("companyBookings.space.status")}</dt>
        <dd data-booking-status={booking.status}>{t(`companyBookings.statuses.${booking.status}`)}</dd>
        <dt className="font-medium">{t("companyBookings.booking.seats")}</dt>
        <dd>{t("companyBookings.booking.named", { named: participants.length, seats: booking.seats })}</dd>
        {booking.purchaseOrder ? (
          <>
            <dt className="font-medium">{t("companyBookings.booking.purchaseOrder")}</dt>
            <dd>{booking.purchaseOrder}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t("companyBookings.booking.reference")}</dt>
        <dd className="font-mono">{booking.paymentReference}</dd>
      </dl>
      {booking.status === "waitlisted" ? (
        <p className="mt-4 rounded-md border border-line bg-surface-muted p-3">
          {t("companyBookings.booking.waitlisted", { seats: booking.seats })}
        </p>
      ) : booking.status === "confirmed" ? (
        <p className="mt-4">
          {t(
            booking.changeable
              ? "companyBookings.booking.deadline"
              : "companyBookings.booking.deadlinePassed",
            {
              date: booking.deadline,
            },
          )}
        </p>
      ) : null}

      <section aria-labelledby="booking-participants" className="mt-10">
        <h2 id="booking-participants" className="text-2xl font-bold">
          {t("companyBookings.booking.participants")}
        </h2>
        {participants.length === 0 ? (
          <p className="mt-4">{t("companyBookings.booking.noParticipants")}</p>
        ) : (
          <SpaceTable
            labelledBy="booking-participants"
            wide
            head={[
              t("companyBookings.booking.name"),
              t("companyBookings.booking.email"),
              t("companyBookings.booking.confirmedByLink"),
              t("companyBookings.booking.attendance"),
              t("companyBookings.booking.certificate"),
              ...(booking.changeable ? [t("companyBookings.booking.actions")] : []),
            ]}
          >
            {participants.map((participant) => (
              <tr key={participant.id} data-participant={participant.email}>
                <td className={cell}>{participant.name}</td>
                <td className={`${cell} break-all`}>{participant.email}</td>
                <td className={cell}>
                  {participant.confirmed
                    ? t("companyBookings.booking.confirmed", { date: participant.confirmed })
                    : t("companyBookings.booking.notConfirmed")}
                </td>
                <td className={cell}>
                  {participant.attendance ?? t("companyBookings.booking.noCertificate")}
                </td>
                <td className={cell}>
                  {participant.certificate ? (
                    <Link to={participant.certificate.href} className="underline">
                      {t("companyBookings.booking.certificateLink", {
                        number: participant.certificate.number,
                      })}
                    </Link>
                  ) : (
                    t("companyBookings.booking.noCertificate")
                  )}
                </td>
                {booking.changeable ? (
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`?replace=${participant.id}#participant-form`}
                        className="btn-secondary"
                        preventScrollReset
                      >
                        {t("companyBookings.booking.replace", { name: participant.name })}
                      </Link>
                      <RemoveForm participant={participant} antiForgery={data.antiForgery} />
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </SpaceTable>
        )}
        {booking.changeable && (!full || replaced) ? (
          <ParticipantForm
            key={replaced?.id ?? "new"}
            antiForgery={data.antiForgery}
            refused={refused}
            replaced={replaced}
          />
        ) : booking.changeable ? (
          <>
            <FormAlert
              id="participant-form-alert"
              lastResult={refused?.result}
              notice={refused?.notice.message}
            />
            <p className="mt-6">{t("companyBookings.booking.full")}</p>
          </>
        ) : null}
      </section>
    </div>
  );
}

function RemoveForm({
  participant,
  antiForgery,
}: {
  participant: { id: number; name: string };
  antiForgery: string;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("remove");
  return (
    <Form method="post">
      <AntiForgeryField token={antiForgery} />
      <IntentField intent="remove" />
      <input type="hidden" name="participant" value={participant.id} />
      <SubmitButton
        pending={pending}
        variant="danger"
        label={t("companyBookings.booking.remove", { name: participant.name })}
        pendingLabel={t("companyBookings.booking.adding")}
      />
    </Form>
  );
}

function ParticipantForm({
  antiForgery,
  refused,
  replaced,
}: {
  antiForgery: string;
  refused: BookingPageRefusal | null;
  replaced: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("name");
  const [form, fields] = useSchemaForm({
    id: "participant-form",
    schema: participantSchema,
    lastResult: refused?.replaces === (replaced?.id ?? null) ? refused?.result : undefined,
    defaultValue: { intent: "name", firstName: "", lastName: "", email: "", phone: "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 max-w-xl space-y-4">
      <h3 className="text-xl font-bold">
        {replaced
          ? t("companyBookings.booking.replacing", { name: replaced.name })
          : t("companyBookings.booking.addTitle")}
      </h3>
      <p className="text-ink-muted">{t("companyBookings.booking.addIntro")}</p>
      <AntiForgeryField token={antiForgery} />
      <IntentField intent="name" />
      {replaced ? <input type="hidden" name="replaces" value={replaced.id} /> : null}
      <FormAlert id="participant-form-alert" lastResult={refused?.result} notice={refused?.notice.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} label={t("companyBookings.booking.firstName")} required>
          <Input autoComplete="off" maxLength={80} />
        </Field>
        <Field field={fields.lastName} label={t("companyBookings.booking.lastName")} required>
          <Input autoComplete="off" maxLength={80} />
        </Field>
      </div>
      <Field field={fields.email} label={t("companyBookings.booking.email")} required>
        <Input type="email" autoComplete="off" />
      </Field>
      <Field
        field={fields.phone}
        label={t("companyBookings.booking.phone")}
        optional={t("companyBookings.booking.optional")}
      >
        <Input type="tel" autoComplete="off" maxLength={30} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={pending}
          label={t(replaced ? "companyBookings.booking.replaceSubmit" : "companyBookings.booking.add")}
          pendingLabel={t("companyBookings.booking.adding")}
        />
        {replaced ? (
          <Link to="?" className="btn-secondary" preventScrollReset>
            {t("companyBookings.booking.cancelReplace")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
