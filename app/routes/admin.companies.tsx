import type { I18nHandle } from "~/lib/i18n";
import { CompaniesPage } from "~/features/admin/companies/companies-page";
import { companyList, listAdminCompanies } from "~/features/admin/companies/companies.server";
import { countryName } from "~/features/companies/countries";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.companies";

export const handle = { i18n: ["admin", "adminCompanies"] } satisfies I18nHandle;

/** /admin/companies: the companies not merged, searched by legal name, sorted and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = companyList.read(url);
  const list = await listAdminCompanies(context.db, state);
  return {
    seo: { title: t("adminCompanies.seoTitle"), description: t("adminCompanies.seoDescription"), lang },
    rows: list.rows.map((row) => ({
      id: row.id,
      legalName: row.legalName,
      country: countryName(row.country, lang),
      contacts: row.contacts,
      updated: formatDate(row.updatedAt, lang, "medium"),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { ...state.filters, sort: state.sort },
    mayCreate: viewer.may.handle,
  };
}

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  return <CompaniesPage {...loaderData} />;
}
