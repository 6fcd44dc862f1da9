import type { I18nHandle } from "~/lib/i18n";
import { serializeJsonLd } from "~/features/catalog/course-json-ld";
import { newsContent } from "~/features/content/news-content";
import { NewsPage } from "~/features/content/news-page";
import { listPublishedPosts, newsEventJsonLd, toNewsPostView } from "~/features/content/news-posts.server";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/news";

// Posts, dates and links: nothing needs JavaScript, so it ships none (lib/static-page.ts). An
// event's status is the server's at render time; a cached copy lags a day's change by at most
// the cache's lifetime.
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

/** /news: the published posts from the database (staff write them in /admin/news). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, newsContent);
  const now = new Date();
  const posts = (await listPublishedPosts(context.db, "news")).map((post) => toNewsPostView(post, lang, now));
  const events = posts.flatMap(
    (post) => newsEventJsonLd(post, { siteUrl: context.env.SITE_URL, lang }) ?? [],
  );
  return { page, seo, posts, jsonLd: events.length ? serializeJsonLd(events) : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsPage page={loaderData.page} posts={loaderData.posts} jsonLd={loaderData.jsonLd} />;
}
