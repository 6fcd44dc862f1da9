import type { I18nHandle } from "~/lib/i18n";
import { courseCategories } from "../../db/schema";
import { CoursesPage } from "~/features/admin/catalog/courses-page";
import { courseList, listAdminCourses } from "~/features/admin/catalog/courses.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { localize } from "~/features/catalog/localize";
import { formatDate, formatMoney } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.courses";

export const handle = { i18n: ["admin", "adminCatalog", "catalog"] } satisfies I18nHandle;

/** /admin/courses: the catalogue for staff, searched, filtered, sorted and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = courseList.read(url);
  const list = await listAdminCourses(context.db, state);
  return {
    seo: {
      title: t("adminCatalog.courses.seoTitle"),
      description: t("adminCatalog.courses.seoDescription"),
      lang,
    },
    rows: list.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, lang),
      category: row.category,
      price:
        row.priceCents === null
          ? null
          : formatMoney(row.priceCents, row.currency === "GNF" ? "GNF" : "EUR", lang),
      updated: formatDate(row.updatedAt, lang, "medium"),
      archived: row.archivedAt !== null,
      untranslated: row.untranslated,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { ...state.filters, sort: state.sort },
    params: courseList.params(state.filters),
    categories: courseCategories,
    mayChange: viewer.may.change,
  };
}

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  return <CoursesPage {...loaderData} />;
}
