import { Link } from "react-router";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";

/**
 * Under 'Activité suspecte détectée. Veuillez contacter le support.': for how long signing in
 * is suspended, that a new password lifts it at once (as the e-mail sent to the owner says),
 * and the support's contacts, those every e-mail is signed with.
 */
export function SuspendedHelp({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="mt-2 space-y-2">
      <p>{t("auth.suspended.duration", { count: minutes })}</p>
      <p>
        {t("auth.suspended.reset")}{" "}
        <Link to={href("/auth/forgot-password")} className="font-semibold underline">
          {t("auth.suspended.resetLink")}
        </Link>
      </p>
      <p>
        {t("auth.suspended.support")}{" "}
        <a href={siteConfig.phoneHref} className="font-semibold underline">
          {siteConfig.phone}
        </a>{" "}
        ·{" "}
        <a href={`mailto:${siteConfig.email}`} className="font-semibold underline">
          {siteConfig.email}
        </a>
      </p>
    </div>
  );
}
