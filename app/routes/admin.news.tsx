import type { I18nHandle } from "~/lib/i18n";
import { NewsListPage } from "~/features/admin/news/news-list-page";
import { newsListLoader } from "~/features/admin/news/news-actions.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.news";

export const handle = { i18n: ["admin", "adminNews"] } satisfies I18nHandle;

/** /admin/news: every post, drafts included (staff read; admins change). */
export const loader = (args: Route.LoaderArgs) => newsListLoader(args);

/** The back-office is never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  return <NewsListPage {...loaderData} />;
}
