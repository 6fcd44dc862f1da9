import { blogContent } from "~/features/content/blog-content";
import { BlogPage } from "~/features/content/blog-page";
import { loadPage } from "~/features/content/load-page";
import { listPublishedPosts, toNewsPostView } from "~/features/content/news-posts.server";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/blog";

/** /blog: the published blog articles from the database (staff write them in /admin/news). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, blogContent);
  const now = new Date();
  const posts = (await listPublishedPosts(context.db, "blog")).map((post) => toNewsPostView(post, lang, now));
  return { page, seo, posts };
}

// Articles and links: nothing needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage page={loaderData.page} posts={loaderData.posts} />;
}
