import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { RegistrationStatus } from "../../../../db/schema/registrations";
import { FormAlert } from "~/ui/form";
import type { Role } from "~/features/accounts/roles";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable } from "../shared/admin-table";
import { ConfirmAction } from "../shared/confirm-action";
import type { ShownPaymentStatus } from "../shared/shown-payment-status";

export type PersonPageData =
  | { found: false }
  | {
      found: true;
      id: string;
      name: string;
      email: string;
      phone: string | null;
      company: string | null;
      role: Role;
      twoFactor: boolean;
      created: string;
      disabledSince: string | null;
      isSelf: boolean;
      registrations: {
        id: number;
        course: string;
        status: RegistrationStatus;
        paymentStatus: ShownPaymentStatus;
        registered: string;
      }[];
      events: { id: number; at: string; when: string; type: string; ipAddress: string | null }[];
      /** Admins only: the forms' token and the roles to choose from. */
      manage: { antiForgery: string; roles: readonly Role[] } | null;
    };

type Refused = { notice: { title: string; message: string }; lastResult: unknown } | null;

/** An account for staff: who, their registrations and security events; for admins, role and access. */
export function PersonPage({ data, refused }: { data: PersonPageData; refused: Refused }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/people"
        backLabel={t("adminPeople.back")}
        title={t("adminPeople.notFound")}
      />
    );
  return (
    <AdminDetailFrame backTo="/admin/people" backLabel={t("adminPeople.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{data.name}</h1>

      <section aria-labelledby="person-details" className="mt-8">
        <h2 id="person-details" className="text-xl font-bold">
          {t("adminPeople.details")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("adminPeople.email")}</dt>
          <dd className="break-words">{data.email}</dd>
          <dt className="font-semibold">{t("admin.registration.phone")}</dt>
          <dd>{data.phone ?? t("admin.registration.none")}</dd>
          <dt className="font-semibold">{t("admin.registration.company")}</dt>
          <dd>{data.company ?? t("admin.registration.none")}</dd>
          <dt className="font-semibold">{t("adminPeople.role")}</dt>
          <dd data-role={data.role}>{t(`adminPeople.roles.${data.role}`)}</dd>
          <dt className="font-semibold">{t("adminPeople.state")}</dt>
          <dd data-state={data.disabledSince ? "disabled" : "active"}>
            {data.disabledSince
              ? t("adminPeople.disabledSince", { date: data.disabledSince })
              : t("adminPeople.states.active")}
          </dd>
          <dt className="font-semibold">{t("adminPeople.twoFactor")}</dt>
          <dd>{t(data.twoFactor ? "adminPeople.twoFactorOn" : "adminPeople.twoFactorOff")}</dd>
          <dt className="font-semibold">{t("adminPeople.created")}</dt>
          <dd>{data.created}</dd>
        </dl>
      </section>

      {data.manage ? (
        <ManageAccount data={data} manage={data.manage} refused={refused} />
      ) : (
        <p className="mt-8 rounded-xl border border-line bg-surface-muted p-4">
          {t("adminPeople.adminsOnly")}
        </p>
      )}

      <section aria-labelledby="person-registrations" className="mt-10">
        <h2 id="person-registrations" className="text-xl font-bold">
          {t("adminPeople.registrationsHeading")}
        </h2>
        <AdminTable
          labelledBy="person-registrations"
          minWidth="36rem"
          rows={data.registrations}
          rowKey={(row) => row.id}
          empty={t("adminPeople.noRegistrations")}
          columns={[
            {
              key: "course",
              header: t("adminPeople.course"),
              cell: (row) => (
                <Link to={href(`/admin/registrations/${row.id}`)} className="underline">
                  {row.course}
                </Link>
              ),
            },
            {
              key: "status",
              header: t("adminPeople.status"),
              cell: (row) => t(`admin.registrations.statuses.${row.status}`),
            },
            {
              key: "payment",
              header: t("adminPeople.payment"),
              cell: (row) => t(`admin.registrations.payments.${row.paymentStatus}`),
            },
            {
              key: "registered",
              header: t("adminPeople.registered"),
              nowrap: true,
              cell: (row) => row.registered,
            },
          ]}
        />
      </section>

      <section aria-labelledby="person-events" className="mt-10">
        <h2 id="person-events" className="text-xl font-bold">
          {t("adminPeople.eventsHeading")}
        </h2>
        {/* No events: the table's empty state says so; "the latest 0" would say nothing. */}
        {data.events.length > 0 ? (
          <p className="mt-2 text-ink-muted">{t("adminPeople.eventsIntro", { count: data.events.length })}</p>
        ) : null}
        <AdminTable
          labelledBy="person-events"
          minWidth="32rem"
          rows={data.events}
          rowKey={(row) => row.id}
          empty={t("adminPeople.noEvents")}
          rowProps={(row) => ({ "data-event": row.type })}
          columns={[
            {
              key: "when",
              header: t("adminPeople.when"),
              nowrap: true,
              cell: (row) => <time dateTime={row.at}>{row.when}</time>,
            },
            {
              key: "event",
              header: t("adminPeople.event"),
              cell: (row) => t(`admin.events.${row.type}`, { defaultValue: t("admin.events.unknown") }),
            },
            {
              key: "address",
              header: t("adminPeople.address"),
              cell: (row) => row.ipAddress ?? t("adminPeople.unknownAddress"),
            },
          ]}
        />
      </section>
    </AdminDetailFrame>
  );
}

function ManageAccount({
  data,
  manage,
  refused,
}: {
  data: { name: string; role: Role; disabledSince: string | null; isSelf: boolean };
  manage: { antiForgery: string; roles: readonly Role[] };
  refused: Refused;
}) {
  const { t } = useTranslation();
  return (
    <>
      {refused ? (
        <div className="mt-8">
          <FormAlert id="person-alert" lastResult={null} notice={refused.notice.message} />
        </div>
      ) : null}
      <section aria-labelledby="person-role-heading" className="mt-10">
        <h2 id="person-role-heading" className="text-xl font-bold">
          {t("adminPeople.roleHeading")}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{t("adminPeople.roleIntro")}</p>
        {/* One confirmed button per other role: what the change gives or takes away is said
            before it is made, without JavaScript, and most sternly for administrator. */}
        <div className="mt-4 flex flex-col gap-4">
          {manage.roles
            .filter((role) => role !== data.role)
            .map((role) => (
              <Form method="post" key={role} data-role-change={role}>
                <AntiForgeryField token={manage.antiForgery} />
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="role" value={role} />
                <ConfirmAction
                  label={t(`adminPeople.roleChange.${role}.label`)}
                  question={t(`adminPeople.roleChange.${role}.question`, { name: data.name })}
                  confirmLabel={t(`adminPeople.roleChange.${role}.confirm`)}
                />
              </Form>
            ))}
        </div>
      </section>
      <section aria-labelledby="person-access-heading" className="mt-10">
        <h2 id="person-access-heading" className="text-xl font-bold">
          {t("adminPeople.accessHeading")}
        </h2>
        {data.disabledSince ? (
          <Form method="post" className="mt-4">
            <AntiForgeryField token={manage.antiForgery} />
            <input type="hidden" name="intent" value="enable" />
            <p>{t("adminPeople.enableIntro")}</p>
            <button type="submit" className="btn-primary mt-3">
              {t("adminPeople.enable")}
            </button>
          </Form>
        ) : data.isSelf ? (
          <p className="mt-4">{t("adminPeople.selfNote")}</p>
        ) : (
          <Form method="post" className="mt-4">
            <AntiForgeryField token={manage.antiForgery} />
            <input type="hidden" name="intent" value="disable" />
            <ConfirmAction
              label={t("adminPeople.disable")}
              question={t("adminPeople.disableQuestion")}
              confirmLabel={t("adminPeople.disableConfirm")}
            />
          </Form>
        )}
      </section>
    </>
  );
}
