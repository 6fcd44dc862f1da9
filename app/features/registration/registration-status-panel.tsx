import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { RegistrationView } from "./registration-view";

/** A seat held (or offered) reads as a success; a place in a queue or a request, as information. */
const tone = {
  success: { box: "border-success bg-success-soft", title: "text-success" },
  info: { box: "border-info bg-info-soft", title: "text-info" },
} as const;

/**
 * What the course page (and the registration page) says to a visitor already registered for
 * the course, instead of a second register button: where they stand, the session, and a link
 * to "Mes inscriptions". Each state says what it is: right after a registration that holds a
 * seat it opens with the product's success sentence, while the waiting list and a request for a
 * session yet to be planned say so, with nothing to pay.
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
  const { heading, line, note, look } = (() => {
    switch (registration.status) {
      case "confirmed":
        return {
          heading: justRegistered ? t("registration.status.registered") : t("registration.status.already"),
          line: t("registration.status.confirmed", { date }),
          note: null,
          look: tone.success,
        };
      case "waitlisted":
        return {
          heading: t("registration.status.waitlistedTitle"),
          line: t("registration.status.waitlisted", { date, position: registration.position ?? 1 }),
          note: t("registration.status.waitlistedNote"),
          look: tone.info,
        };
      case "offered":
        return {
          heading: t("registration.status.offeredTitle"),
          line: t("registration.status.offered", { date, until: registration.offerUntil ?? "" }),
          note: null,
          look: tone.success,
        };
      default:
        return {
          heading: t("registration.status.interestTitle"),
          line: t("registration.status.interest"),
          note: null,
          look: tone.info,
        };
    }
  })();
  return (
    <section
      role="status"
      aria-labelledby="registration-status-title"
      data-registration-status={registration.status}
      className={`rounded-lg border-l-4 px-4 py-4 text-ink ${look.box}`}
    >
      <h2 id="registration-status-title" className={`font-bold ${look.title}`}>
        {heading}
      </h2>
      <p className="mt-1">{line}</p>
      {registration.time ? <p className="mt-1 text-sm">{registration.time}</p> : null}
      {registration.place ? (
        <p className="mt-1 text-sm">{t("registration.status.place", { place: registration.place })}</p>
      ) : null}
      {registration.paymentNote ? <p className="mt-1 text-sm">{registration.paymentNote}</p> : null}
      {note ? <p className="mt-1 text-sm">{note}</p> : null}
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
