import type { I18nHandle } from "~/lib/i18n";
import { QuotesPage } from "~/features/admin/quotes/quotes-page";
import { listAdminQuotes, quoteList } from "~/features/admin/quotes/quotes.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { shownQuoteStatus } from "~/features/quotes/quote-status";
import { formatCalendarDay, formatDate, formatMinorAmount } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.quotes";

export const handle = { i18n: ["admin", "adminQuotes"] } satisfies I18nHandle;

/** /admin/quotes: every staff member reads the quotes; those who handle registrations build them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = quoteList.read(url);
  const now = new Date();
  const list = await listAdminQuotes(context.db, state, now);
  return {
    seo: { title: t("adminQuotes.seoTitle"), description: t("adminQuotes.seoDescription"), lang },
    rows: list.rows.map(({ quote, company }) => ({
      id: quote.id,
      number: quote.number,
      company,
      status: shownQuoteStatus(quote, now),
      total: formatMinorAmount(quote.totalMinor, quote.currency as "EUR" | "GNF", lang),
      validUntil: formatCalendarDay(quote.validUntil, lang),
      created: formatDate(quote.createdAt, lang, "medium"),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { q: state.filters.q, status: state.filters.status, sort: state.sort },
    mayCreate: viewer.may.handle,
  };
}

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  return <QuotesPage {...loaderData} />;
}
