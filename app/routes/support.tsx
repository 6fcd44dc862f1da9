import { supportContent } from "~/features/content/support-content";
import { SupportPage } from "~/features/content/support-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/support";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, supportContent);
  return { page, seo };
}

// The questions are <details> and the channels links: nothing needs JavaScript, so it ships none
// (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Support({ loaderData }: Route.ComponentProps) {
  return <SupportPage page={loaderData.page} />;
}
