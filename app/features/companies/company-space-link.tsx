import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";

/** The profile's way to the company space, for an account that acts for a company. */
export function CompanySpaceLink() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="company-space-link-title" className="rounded-xl border border-line p-5">
      <h2 id="company-space-link-title" className="text-2xl font-bold">
        <Link to={href("/company")} className="hover:underline">
          {t("companySpace.profileLink")}
        </Link>
      </h2>
      <p className="mt-2 text-ink-muted">{t("companySpace.profileLinkIntro")}</p>
    </section>
  );
}
