import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return { seo: { title: t("home.seo.title"), description: t("home.seo.description"), lang } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">
          {t("home.welcome", { name: siteConfig.name })}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("home.heroTitle")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{t("home.heroText")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={href("/courses")} className="btn-primary">
            {t("home.ctaTrainings")}
          </Link>
          <Link to={href("/services")} className="btn-secondary">
            {t("home.ctaAdvantages")}
          </Link>
          <Link to={href("/contact")} className="btn-secondary">
            {t("home.ctaContact")}
          </Link>
        </div>
      </div>
    </section>
  );
}
