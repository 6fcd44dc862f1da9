import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { RegistrationView } from "./registration-view";

/**
 * What the course page (and the registration page) says to a visitor already registered for
 * the course, instead of a second register button: where they stand, the session, and a link
 * to "Mes inscriptions". Right after registering it opens with the spec's success sentence.
 */
export function RegistrationStatusPanel({
  registration,
  justRegistered = false,
}: {
  registration: RegistrationView;
  justRegistered?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const date = registration.startDate ?? "";
  const line = (() => {
    switch (registration.status) {
      case "confirmed":
        return t("registration.status.confirmed", { date });
      case "waitlisted":
        return t("registration.status.waitlisted", { date, position: registration.position ?? 1 });
      case "offered":
        return t("registration.status.offered", { date, until: registration.offerUntil ?? "" });
      default:
        return t("registration.status.interest");
    }
  })();
  return (
    <section
      role="status"
      aria-labelledby="registration-status-title"
      className="rounded-lg border-l-4 border-success bg-success-soft px-4 py-4 text-ink"
    >
      <h2 id="registration-status-title" className="font-bold text-success">
        {justRegistered ? t("registration.status.registered") : t("registration.status.already")}
      </h2>
      <p className="mt-1">{line}</p>
      {registration.time ? <p className="mt-1 text-sm">{registration.time}</p> : null}
      {registration.place ? (
        <p className="mt-1 text-sm">{t("registration.status.place", { place: registration.place })}</p>
      ) : null}
      {registration.paymentNote ? <p className="mt-1 text-sm">{registration.paymentNote}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {registration.payable ? (
          // The course page's 'Payer maintenant' for a registered visitor: pays this registration.
          <Link to={href(`/pay/${registration.id}`)} className="btn-primary" data-pay-dialog="">
            {t("catalog.course.payNow")}
          </Link>
        ) : null}
        {registration.offerHref ? (
          <Link to={registration.offerHref} className="btn-primary">
            {t("registration.status.confirmOffer")}
          </Link>
        ) : null}
        <Link to={href("/profile/registrations")} className="btn-secondary">
          {t("registration.status.mine")}
        </Link>
      </div>
    </section>
  );
}
