import { DocPage } from "~/features/content/doc-page";
import { privacyContent } from "~/features/content/privacy-content";
import { loadPage } from "~/features/content/load-page";
import { formatDate } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, privacyContent);
  return { page, seo, updatedLabel: formatDate(new Date(`${page.updated}T12:00:00Z`), lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData.page} updatedLabel={loaderData.updatedLabel} />;
}
