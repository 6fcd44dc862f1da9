import type { I18nHandle } from "~/lib/i18n";
import type { DecisionRefusal } from "~/features/agreements/online-acceptance-form";
import { bookSeatsForQuote } from "~/features/quotes/company-seats.server";
import { PublicQuotePage, type PublicQuoteData } from "~/features/quotes/quote-page";
import { quotePageAction, quotePageLoader } from "~/features/quotes/quote-page.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quote";

export const handle = { i18n: ["onlineAcceptance"] } satisfies I18nHandle;

/** /quotes/:token: the quote its customer received by e-mail; the token is the only authority. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  quotePageLoader({ request, params, context });

/** POST: accept with a purchase order (the seats booked, the agreement drawn up) or refuse. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  quotePageAction({ request, params, context, bookSeats: bookSeatsForQuote });

/** A page reached by a private link: never cached, never indexed. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublicQuotePage
      data={loaderData as PublicQuoteData}
      refused={(actionData as DecisionRefusal | undefined) ?? null}
    />
  );
}
