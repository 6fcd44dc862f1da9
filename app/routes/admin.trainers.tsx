import type { I18nHandle } from "~/lib/i18n";
import { TrainersPage } from "~/features/admin/catalog/trainers-page";
import { listAdminTrainers, trainerList } from "~/features/admin/catalog/trainers.server";
import { missingEnglish } from "~/features/admin/shared/bilingual-fields";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { localize } from "~/features/catalog/localize";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.trainers";

export const handle = { i18n: ["admin", "adminCatalog"] } satisfies I18nHandle;

/** /admin/trainers: the trainers, searched by name, sorted and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = trainerList.read(url);
  const list = await listAdminTrainers(context.db, state);
  return {
    seo: {
      title: t("adminCatalog.trainers.seoTitle"),
      description: t("adminCatalog.trainers.seoDescription"),
      lang,
    },
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: localize(row.title, lang),
      courses: row.courses,
      updated: formatDate(row.updatedAt, lang, "medium"),
      untranslated: missingEnglish([row.title, row.experience, row.bio]),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { ...state.filters, sort: state.sort },
    mayChange: viewer.may.change,
  };
}

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminTrainers({ loaderData }: Route.ComponentProps) {
  return <TrainersPage {...loaderData} />;
}
