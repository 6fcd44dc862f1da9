import type { I18nHandle } from "~/lib/i18n";
import { contactMessageStatuses } from "../../db/schema";
import { listMessages, messageList } from "~/features/admin/inbox/messages.server";
import { MessagesPage } from "~/features/admin/inbox/messages-page";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.messages";

export const handle = { i18n: ["admin", "adminInbox"] } satisfies I18nHandle;

/** /admin/messages: the contact form's inbox, filtered by state, for moderators and admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = messageList.read(url);
  const list = await listMessages(context.db, state);
  return {
    seo: { title: t("adminInbox.seoTitle"), description: t("adminInbox.seoDescription"), lang },
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      lang: row.lang,
      status: row.status,
      received: `${formatDate(row.createdAt, lang, "medium")} ${formatTime(row.createdAt, lang)}`,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: state.filters,
    sort: state.sort,
    statuses: contactMessageStatuses,
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}
