import { useTranslation } from "~/lib/use-translation";
import { data, Link } from "react-router";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/not-found";

/** Any unknown path: 404 inside the layout, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return data(
    { seo: { title: t("common.notFound.title"), description: t("common.notFound.description"), lang } },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section className="container-page py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-ink" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("common.notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("common.notFound.description")}</p>
      <Link to={href("/")} className="btn-primary mt-8">
        {t("common.notFound.backHome")}
      </Link>
    </section>
  );
}
