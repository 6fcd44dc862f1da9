import { featuresContent } from "~/features/content/features-content";
import { FeaturesPage } from "~/features/content/features-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/features";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, featuresContent);
  return { page, seo };
}

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Features({ loaderData }: Route.ComponentProps) {
  return <FeaturesPage page={loaderData.page} />;
}
