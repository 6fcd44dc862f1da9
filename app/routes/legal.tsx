import { DocPage } from "~/features/content/doc-page";
import { legalContent } from "~/features/content/legal-content";
import { loadPage } from "~/features/content/load-page";
import { withContact } from "~/features/content/with-contact";
import { formatDate } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { readSettings } from "~/lib/settings.server";
import { siteContactOf } from "~/lib/site-contact";
import type { Route } from "./+types/legal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, page: written, seo } = loadPage(request, legalContent);
  // The phone and e-mail staff set (/admin/settings) in place of the defaults.
  const page = withContact(written, siteContactOf(await readSettings(context.db, context.env)));
  return { page, seo, updatedLabel: formatDate(new Date(`${page.updated}T12:00:00Z`), lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData.page} updatedLabel={loaderData.updatedLabel} />;
}
