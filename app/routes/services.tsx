import { servicesContent } from "~/features/content/services-content";
import { ServicesPage } from "~/features/content/services-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, servicesContent);
  return { page, seo };
}

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { scripts: false } satisfies StaticPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage page={loaderData.page} />;
}
