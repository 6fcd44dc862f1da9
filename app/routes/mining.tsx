import type { I18nHandle } from "~/lib/i18n";
import type { StaticPageHandle } from "~/lib/static-page";
import { miningContent } from "~/features/content/mining-content";
import { MiningPage } from "~/features/content/mining-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/mining";

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, miningContent);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Mining({ loaderData }: Route.ComponentProps) {
  return <MiningPage page={loaderData.page} />;
}
