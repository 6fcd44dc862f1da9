import type { I18nHandle } from "~/lib/i18n";
import { subscriptionStatuses } from "../../db/schema";
import { exportAccess, requireStaff } from "~/features/admin/shared/staff-access.server";
import { SubscribersPage } from "~/features/admin/inbox/subscribers-page";
import { listSubscribers, subscriberList } from "~/features/admin/inbox/subscribers.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.newsletter";

export const handle = { i18n: ["admin", "adminInbox"] } satisfies I18nHandle;

/** /admin/newsletter: the newsletter's addresses and their state, for moderators and admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = subscriberList.read(url);
  const list = await listSubscribers(context.db, state);
  const day = (date: Date | null) => (date ? formatDate(date, lang, "medium") : null);
  return {
    seo: {
      title: t("adminInbox.newsletter.seoTitle"),
      description: t("adminInbox.newsletter.seoDescription"),
      lang,
    },
    rows: list.rows.map((row) => ({
      id: row.id,
      email: row.email,
      lang: row.lang,
      status: row.status,
      subscribed: formatDate(row.createdAt, lang, "medium"),
      confirmed: day(row.confirmedAt),
      unsubscribed: day(row.unsubscribedAt),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: state.filters,
    sort: state.sort,
    statuses: subscriptionStatuses,
    exportAccess: exportAccess(viewer, request),
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage {...loaderData} />;
}
