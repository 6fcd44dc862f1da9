import { blogContent } from "~/features/content/blog-content";
import { BlogPage } from "~/features/content/blog-page";
import { loadPage } from "~/features/content/load-page";
import { formatDate } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, blogContent);
  const { items: news, ...intro } = page;
  const items = news.map((item) => ({
    ...item,
    dateLabel: formatDate(new Date(`${item.date}T12:00:00Z`), lang),
  }));
  return { page: intro, items, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage page={loaderData.page} items={loaderData.items} />;
}
