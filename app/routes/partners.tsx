import { partnersContent } from "~/features/content/partners-content";
import { PartnersPage } from "~/features/content/partners-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/partners";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, partnersContent);
  return { page, seo };
}

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Partners({ loaderData }: Route.ComponentProps) {
  return <PartnersPage page={loaderData.page} />;
}
