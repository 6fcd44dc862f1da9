import type { I18nHandle } from "~/lib/i18n";
import type { StaticPageHandle } from "~/lib/static-page";
import { loadPage } from "~/features/content/load-page";
import { pricingContent } from "~/features/content/pricing-content";
import { PricingPage } from "~/features/content/pricing-page";
import { consultingPriceRows, loadCoursePrices } from "~/features/content/pricing.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/pricing";

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, pricingContent);
  const courses = await loadCoursePrices(context.db, lang);
  return { page, seo, courses, consulting: consultingPriceRows(lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <PricingPage page={loaderData.page} courses={loaderData.courses} consulting={loaderData.consulting} />
  );
}
