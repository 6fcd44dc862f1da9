import { VerifyPage } from "~/features/certificates/verify-page";
import { loadVerifyPage } from "~/features/certificates/verify-page.server";
import type { I18nHandle } from "~/lib/i18n";
import type { StaticPageHandle } from "~/lib/static-page";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/verify";

// Read on a phone in the field, often on a slow link: the facts are all in the HTML, and the page
// ships no JavaScript.
export const handle = { i18n: ["certificates"], scripts: false } satisfies I18nHandle & StaticPageHandle;

/** /verify/:code: a certificate's public verification, no sign-in (the feature does the work). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadVerifyPage(request, params.code, context);

/** noindex, Cache-Control and a 429's Retry-After, from the loader. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Verify({ loaderData }: Route.ComponentProps) {
  return <VerifyPage data={loaderData} />;
}
