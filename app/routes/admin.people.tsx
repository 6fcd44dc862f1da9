import type { I18nHandle } from "~/lib/i18n";
import { roles } from "~/features/accounts/roles";
import { displayName } from "~/features/accounts/viewer.server";
import { PeoplePage } from "~/features/admin/people/people-page";
import { listPeople, peopleList } from "~/features/admin/people/people.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.people";

export const handle = { i18n: ["admin", "adminPeople"] } satisfies I18nHandle;

/** /admin/people: every account, searched, filtered and sorted from the URL (moderators read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = peopleList.read(url);
  const list = await listPeople(context.db, state);
  return {
    seo: { title: t("adminPeople.seoTitle"), description: t("adminPeople.seoDescription"), lang },
    rows: list.rows.map((row) => ({
      id: row.id,
      name: displayName(row),
      email: row.email,
      role: row.role,
      disabled: Boolean(row.disabledAt),
      created: formatDate(row.createdAt, lang, "medium"),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: state.filters,
    sort: state.sort,
    roles,
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  return <PeoplePage {...loaderData} />;
}
