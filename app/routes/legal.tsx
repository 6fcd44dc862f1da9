import type { I18nHandle } from "~/lib/i18n";
import { loadLegalPage } from "~/features/content/legal-pages.server";
import { LegalPage } from "~/features/content/legal-page";
import { seoMeta } from "~/lib/seo";
import { readSettings } from "~/lib/settings.server";
import { siteContactOf } from "~/lib/site-contact";
import type { Route } from "./+types/legal";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The text's phone and e-mail are the ones staff set (/admin/settings).
  return loadLegalPage(request, "legal", siteContactOf(await readSettings(context.db, context.env)));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} updatedLabel={loaderData.updatedLabel} />;
}
