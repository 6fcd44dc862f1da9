import type { I18nHandle } from "~/lib/i18n";
import { AuditPage } from "~/features/admin/audit/audit-page";
import { auditFilterChoices, auditList, listAudit } from "~/features/admin/audit/audit.server";
import { auditRows } from "~/features/admin/audit/audit-rows.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.audit";

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

/** /admin/audit: every back-office change, for moderators and admins (staff-access.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = auditList.read(url);
  const [page, choices] = await Promise.all([listAudit(context.db, state), auditFilterChoices(context.db)]);
  return {
    seo: { title: t("admin.audit.seoTitle"), description: t("admin.audit.seoDescription"), lang },
    rows: await auditRows(context.db, page.rows, lang),
    total: page.total,
    previous: page.previous,
    next: page.next,
    filters: state.filters,
    choices,
  };
}

/** Personal and changing with every change: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
