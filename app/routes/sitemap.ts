import { listCourseSitemapEntries } from "~/features/catalog/course-queries.server";
import { publicPages } from "~/features/catalog/public-pages";
import { buildSitemap } from "~/features/catalog/sitemap.server";
import { listNewsSitemapEntries, listPostPagesLastChanged } from "~/features/content/news-posts.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const courses = await listCourseSitemapEntries(context.db);
  // The published news posts (/admin/news), each in both languages.
  const news = await listNewsSitemapEntries(context.db);
  // /news, /blog and /careers change with their posts: the latest change, when after the page's own.
  const changed = await listPostPagesLastChanged(context.db);
  const pages = publicPages.map((page) => {
    const posts = changed[page.path];
    return posts && posts > page.lastmod ? { ...page, lastmod: posts } : page;
  });
  return new Response(buildSitemap(context.env.SITE_URL, [...pages, ...news], courses), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
