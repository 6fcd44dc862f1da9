import { Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";

/** The id of the notice that stands in for an export's link; a refused export comes back to it. */
export const EXPORT_NOTICE_ID = "export-two-factor";

/**
 * Whether the page offers its export (CSV, PDF of personal data): the link, or the way to a
 * session with two factors: turning it on (`reauth` false), or signing in again with the code.
 */
export type ExportAccess = { allowed: true } | { allowed: false; reauth: boolean; href: string };

/** Said where the export's link would be, for staff whose session has no second factor. */
export function ExportTwoFactorNotice({ access }: { access: Extract<ExportAccess, { allowed: false }> }) {
  const { t } = useTranslation();
  return (
    <div
      id={EXPORT_NOTICE_ID}
      className="mt-4 rounded-md border-l-4 border-info bg-info-soft px-4 py-3 text-info"
      data-export-notice
    >
      <p className="font-bold">{t("admin.exportTwoFactor.title")}</p>
      <p className="mt-1">
        {t(access.reauth ? "admin.exportTwoFactor.reauth" : "admin.exportTwoFactor.setup")}
      </p>
      <p className="mt-2">
        <Link to={access.href} className="font-semibold underline">
          {t(access.reauth ? "admin.exportTwoFactor.reauthLink" : "admin.exportTwoFactor.setupLink")}
        </Link>
      </p>
    </div>
  );
}
