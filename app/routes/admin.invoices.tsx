import type { I18nHandle } from "~/lib/i18n";
import { formatCalendarDay, formatMinorAmount } from "~/lib/format";
import { InvoicesPage } from "~/features/admin/invoices/invoices-page";
import { listInvoices, overdueToday } from "~/features/admin/invoices/invoices.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.invoices";

export const handle = { i18n: ["admin", "adminInvoices"] } satisfies I18nHandle;

/**
 * /admin/invoices: staff read the invoices and credit notes issued, newest first; with
 * ?overdue=1, only the invoices past their due date with money still due.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const overdue = url.searchParams.get("overdue") === "1";
  const rows = await listInvoices(context.db, 200, overdue ? { overdueOn: overdueToday() } : {});
  return {
    overdue,
    seo: { title: t("adminInvoices.seoTitle"), description: t("adminInvoices.seoDescription"), lang },
    rows: rows.map(({ invoice, remainingMinor, creditNoteNumber }) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      buyer: invoice.buyer.name,
      total: formatMinorAmount(invoice.totalMinor, invoice.currency, lang),
      due: formatCalendarDay(invoice.dueOn, lang),
      remaining:
        invoice.kind === "invoice" ? formatMinorAmount(remainingMinor, invoice.currency, lang) : null,
      creditNoteNumber,
    })),
  };
}

/** The back-office is never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoicesPage rows={loaderData.rows} overdue={loaderData.overdue} />;
}
