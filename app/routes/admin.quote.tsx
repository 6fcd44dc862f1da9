import type { I18nHandle } from "~/lib/i18n";
import { QuotePage, type QuotePageData } from "~/features/admin/quotes/quote-page";
import {
  quoteEditorAction,
  quoteEditorLoader,
  type QuoteRefusal,
} from "~/features/admin/quotes/quote-editor.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.quote";

export const handle = { i18n: ["admin", "adminQuotes"] } satisfies I18nHandle;

/** /admin/quotes/new (?request=<id> to start from a quote request) and /admin/quotes/:id. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  quoteEditorLoader({ request, params, context });

/** POST: save the draft, or send it; each audited. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  quoteEditorAction({ request, params, context });

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuotePage
      data={loaderData as QuotePageData}
      refused={(actionData as QuoteRefusal | undefined) ?? null}
    />
  );
}
