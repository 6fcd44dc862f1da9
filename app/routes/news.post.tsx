import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { data, Link } from "react-router";
import { serializeJsonLd } from "~/features/catalog/course-json-ld";
import { newsContent } from "~/features/content/news-content";
import { NewsPostPage } from "~/features/content/news-page";
import { findPublishedPost, newsEventJsonLd, toNewsPostView } from "~/features/content/news-posts.server";
import { loadPage } from "~/features/content/load-page";
import { getT } from "~/lib/i18n.server";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/news.post";

// One post, as on /news: nothing needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

/** /news/:slug: one published post; an unknown or unpublished one is a 404 in the page's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, page } = loadPage(request, newsContent);
  const post = await findPublishedPost(context.db, params.slug ?? "");
  if (!post) {
    const t = getT(lang);
    return data(
      {
        found: false as const,
        seo: { title: t("common.notFound.title"), description: t("common.notFound.description"), lang },
      },
      { status: 404 },
    );
  }
  const view = toNewsPostView(post, lang, new Date());
  const event = newsEventJsonLd(view, { siteUrl: context.env.SITE_URL, lang });
  return {
    found: true as const,
    page,
    post: view,
    seo: { title: view.title, description: view.summary.slice(0, 300), lang },
    jsonLd: event ? serializeJsonLd(event) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...(loaderData?.found ? [] : [{ name: "robots", content: "noindex" }]),
];

function NewsPostNotFound() {
  const { t } = useTranslation();
  const { href, lang } = useLang();
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{t("common.notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("common.notFound.description")}</p>
      <Link to={href("/news")} className="btn-primary mt-8">
        {newsContent[lang].allNews}
      </Link>
    </section>
  );
}

export default function NewsPost({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NewsPostNotFound />;
  return <NewsPostPage page={loaderData.page} post={loaderData.post} jsonLd={loaderData.jsonLd} />;
}
