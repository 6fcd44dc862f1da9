import { careersContent } from "~/features/content/careers-content";
import { CareersPage } from "~/features/content/careers-page";
import { loadPage } from "~/features/content/load-page";
import { listPublishedPosts, toNewsPostView } from "~/features/content/news-posts.server";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/careers";

/** /careers: the page's words, and the published job offers from the database (/admin/news). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, careersContent);
  const now = new Date();
  const jobs = (await listPublishedPosts(context.db, "career")).map((post) =>
    toNewsPostView(post, lang, now),
  );
  return { page, seo, jobs };
}

// Offers, links and e-mail links: nothing needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage page={loaderData.page} jobs={loaderData.jobs} />;
}
