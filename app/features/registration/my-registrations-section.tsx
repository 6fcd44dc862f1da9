import type { ReactNode } from "react";
import { EmptyList } from "~/ui/empty-list";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Badge, type BadgeTone } from "~/ui/badge";
import { paymentLine, withdrawalWords, type RegistrationView } from "./registration-view";

const statusTone: Record<RegistrationView["status"], BadgeTone> = {
  confirmed: "success",
  waitlisted: "warning",
  interest: "info",
  offered: "brand",
  cancelled: "neutral",
  expired: "neutral",
};

const paymentTone: Record<NonNullable<ReturnType<typeof paymentLine>>, BadgeTone> = {
  pending: "warning",
  paid: "success",
  failed: "danger",
  refunded: "neutral",
  refundRequested: "neutral",
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function RegistrationItem({
  registration,
  headingLevel: Heading,
}: {
  registration: RegistrationView;
  headingLevel: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const { href, lang } = useLang();
  const colon = lang === "fr" ? " : " : ": ";
  const status =
    registration.status === "waitlisted"
      ? t("registration.mine.statuses.waitlisted", { position: registration.position ?? 1 })
      : registration.status === "offered"
        ? t("registration.mine.statuses.offered", { until: registration.offerUntil ?? "" })
        : t(`registration.mine.statuses.${registration.status}`);
  const payment = paymentLine(registration);
  const withdrawal = withdrawalWords(registration.status);
  const titleId = `registration-${registration.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <Heading id={titleId} className="text-lg font-semibold text-balance">
        <Link to={href(`/courses/${registration.courseId}`)} className="hover:underline">
          {registration.courseTitle}
        </Link>
      </Heading>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone={statusTone[registration.status]}>
          <span className="sr-only">
            {t("registration.mine.status")}
            {colon}
          </span>
          {status}
        </Badge>
        {payment ? (
          <Badge tone={paymentTone[payment]}>
            {t("registration.mine.payment")}
            {colon}
            {t(`registration.mine.payments.${payment}`)}
          </Badge>
        ) : null}
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <Fact label={t("registration.mine.session")}>
          {registration.dates ? (
            <>
              <span className="first-letter:uppercase">{registration.dates}</span>
              {registration.time ? <span className="block text-ink-muted">{registration.time}</span> : null}
            </>
          ) : (
            t("registration.mine.noSession")
          )}
        </Fact>
        {registration.place ? <Fact label={t("registration.mine.place")}>{registration.place}</Fact> : null}
        <Fact label={t("registration.mine.price")}>
          {registration.price ?? t("registration.summary.priceOnRequest")}
        </Fact>
        <Fact label={t("registration.mine.reference")}>{registration.reference}</Fact>
      </dl>
      {registration.holdNote ? (
        <p className="mt-3 text-sm" data-testid="hold-note">
          {registration.holdNote}
        </p>
      ) : null}
      {registration.paymentNote ? <p className="mt-3 text-sm">{registration.paymentNote}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {registration.payable ? (
          <Link
            to={href(`/pay/${registration.id}`)}
            className="btn-primary"
            // With JavaScript, the payment dialog (the route mounts payments/pay-dialog-host.tsx).
            data-pay-dialog=""
            aria-label={t("registration.mine.payLabel", { course: registration.courseTitle })}
          >
            {t("registration.mine.pay")}
          </Link>
        ) : null}
        {registration.offerHref ? (
          <Link to={registration.offerHref} className="btn-primary">
            {t("registration.mine.confirmOffer")}
          </Link>
        ) : null}
        {registration.liveHref ? (
          // A whole document: the live page has its own security policy (camera, media server).
          <Link
            to={registration.liveHref}
            reloadDocument
            className="btn-primary"
            aria-label={t("registration.mine.joinLiveLabel", { course: registration.courseTitle })}
          >
            {t("registration.mine.joinLive")}
          </Link>
        ) : null}
        {registration.liveOpensAt ? (
          <p className="basis-full text-sm text-ink-muted">
            {t("registration.mine.liveOpensAt", { when: registration.liveOpensAt })}
          </p>
        ) : null}
        {registration.hasCalendar ? (
          // A file, not a page: a plain link the browser downloads.
          <a
            href={href(`/profile/registrations/${registration.id}/calendar.ics`)}
            download
            className="btn-secondary"
            aria-label={t("registration.mine.calendarLabel", { course: registration.courseTitle })}
          >
            {t("registration.mine.calendar")}
          </a>
        ) : null}
        {registration.hasReceipt ? (
          <a
            href={href(`/profile/registrations/${registration.id}/receipt.pdf`)}
            download
            className="btn-secondary"
            aria-label={t("registration.mine.receiptLabel", { course: registration.courseTitle })}
          >
            {t("registration.mine.receipt")}
          </a>
        ) : null}
        {registration.hasInvoice ? (
          <a
            href={href(`/profile/registrations/${registration.id}/invoice.pdf`)}
            download
            className="btn-secondary"
            aria-label={t("registration.mine.invoiceLabel", { course: registration.courseTitle })}
          >
            {t("registration.mine.invoice")}
          </a>
        ) : null}
        {registration.certificateId !== null ? (
          <Link
            to={href(`/profile/certificates#certificate-${registration.certificateId}`)}
            className="btn-secondary"
            aria-label={t("certificates.mine.registrationLinkLabel", { course: registration.courseTitle })}
          >
            {t("certificates.mine.registrationLink")}
          </Link>
        ) : null}
        <Link
          to={href(`/complaint?registration=${registration.id}`)}
          className="btn-secondary"
          aria-label={t("registration.mine.complainLabel", { course: registration.courseTitle })}
        >
          {t("registration.mine.complain")}
        </Link>
        {registration.cancellable ? (
          <Link
            to={href(`/profile/registrations/${registration.id}/cancel`)}
            className="btn-secondary"
            aria-label={t(`registration.mine.${withdrawal.label}`, { course: registration.courseTitle })}
          >
            {t(`registration.mine.${withdrawal.text}`)}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * 'Mes Inscriptions': each registration with its course, session date and place, status,
 * payment status, price, calendar file and cancel link, or the empty state with a link to the
 * catalogue. Its own page (/profile/registrations) and the /profile page both show it; the
 * route showing it must declare the "registration" and "certificates" namespaces in its handle (lib/i18n.ts).
 */
export function MyRegistrationsSection({
  registrations,
  headingLevel: Heading = "h2",
}: {
  registrations: RegistrationView[];
  headingLevel?: "h1" | "h2";
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="my-registrations-title">
      <Heading
        id="my-registrations-title"
        className={
          Heading === "h1" ? "text-3xl font-extrabold tracking-tight sm:text-4xl" : "text-2xl font-bold"
        }
      >
        {t("registration.mine.title")}
      </Heading>
      <p className="mt-2 text-ink-muted">{t("registration.mine.intro")}</p>
      {registrations.length === 0 ? (
        <EmptyList
          text={t("registration.mine.empty")}
          action={{ to: href("/courses"), label: t("registration.mine.catalogue") }}
        />
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {registrations.map((registration) => (
            <li key={registration.id}>
              <RegistrationItem registration={registration} headingLevel={Heading === "h1" ? "h2" : "h3"} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
