import type { I18nHandle } from "~/lib/i18n";
import type { StaticPageHandle } from "~/lib/static-page";
import { loadLegalPage } from "~/features/content/legal-pages.server";
import { LegalPage } from "~/features/content/legal-page";
import { seoMeta } from "~/lib/seo";
import { readSettings } from "~/lib/settings.server";
import { siteContactOf } from "~/lib/site-contact";
import type { Route } from "./+types/cookies";

// A text to read: nothing on it needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The text's phone and e-mail are the ones staff set (/admin/settings).
  return loadLegalPage(request, "cookies", siteContactOf(await readSettings(context.db, context.env)));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} updatedLabel={loaderData.updatedLabel} />;
}
