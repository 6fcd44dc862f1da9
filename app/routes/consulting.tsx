import type { I18nHandle } from "~/lib/i18n";
import type { StaticPageHandle } from "~/lib/static-page";
import { consultingContent } from "~/features/content/consulting-content";
import { ConsultingPage } from "~/features/content/consulting-page";
import {
  consultingPrice,
  consultingRates,
  type ConsultingServiceId,
} from "~/features/content/consulting-rates";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/consulting";

// Nothing on this page needs JavaScript, so it ships none (lib/static-page.ts).
export const handle = { i18n: ["content"], scripts: false } satisfies I18nHandle & StaticPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, consultingContent);
  // Prices are formatted here, once, so server and browser never disagree on Intl output.
  const prices = Object.fromEntries(
    consultingRates.map((rate) => [rate.id, consultingPrice(rate.id, lang)]),
  ) as Record<ConsultingServiceId, string | null>;
  return { page, seo, prices };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Consulting({ loaderData }: Route.ComponentProps) {
  return <ConsultingPage page={loaderData.page} prices={loaderData.prices} />;
}
