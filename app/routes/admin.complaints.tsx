import type { I18nHandle } from "~/lib/i18n";
import { complaintStatuses } from "../../db/schema";
import { ComplaintsPage } from "~/features/admin/complaints/complaints-page";
import { complaintList, listComplaints } from "~/features/admin/complaints/complaints.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { complaintCategories } from "../../db/schema/complaint-values";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.complaints";

export const handle = { i18n: ["admin", "adminComplaints", "complaints"] } satisfies I18nHandle;

/** /admin/complaints: the complaints register, filtered by status and category, for moderators and admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = complaintList.read(url);
  const list = await listComplaints(context.db, state);
  return {
    seo: { title: t("adminComplaints.seoTitle"), description: t("adminComplaints.seoDescription"), lang },
    rows: list.rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      category: row.category,
      concerns: row.concerns,
      status: row.status,
      received: formatDate(row.receivedAt, lang, "medium"),
      answered: row.answeredAt ? formatDate(row.answeredAt, lang, "medium") : null,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: state.filters,
    sort: state.sort,
    statuses: complaintStatuses,
    categories: complaintCategories,
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminComplaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsPage {...loaderData} />;
}
