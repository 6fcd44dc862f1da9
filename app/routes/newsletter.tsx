import { useTranslation } from "~/lib/use-translation";
import { newsletterAction } from "~/features/newsletter/newsletter-action.server";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return {
    seo: { title: t("newsletter.page.seoTitle"), description: t("newsletter.page.seoDescription"), lang },
  };
}

/** The footer form of every page posts here. */
export const action = ({ request, context }: Route.ActionArgs) => newsletterAction({ request, context });

/** A 429 keeps its Retry-After. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refused = actionData?.status === "error" ? actionData : undefined;
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("newsletter.page.heading")}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t("newsletter.page.text")}</p>
      <div className="mt-8 rounded-xl border border-line bg-surface-raised p-6 shadow-sm">
        <NewsletterForm variant="page" initialError={refused?.error} initialEmail={refused?.email} />
      </div>
    </section>
  );
}
