import { careersContent } from "~/features/content/careers-content";
import { CareersPage } from "~/features/content/careers-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/careers";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, careersContent);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage page={loaderData.page} />;
}
