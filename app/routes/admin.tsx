import { AdminPanel } from "~/features/admin/admin-panel";
import { adminCounters, recentActivity } from "~/features/admin/admin-panel.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { intlLocale, langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

/**
 * /admin: the back-office dashboard, for moderators and admins signed in with two factors
 * (staff-access.server.ts: a visitor gets 401 with the sign-in link, a user 403, an admin
 * without two-factor sign-in is sent to enrol).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const [counters, activity] = await Promise.all([adminCounters(context.db), recentActivity(context.db)]);
  const number = new Intl.NumberFormat(intlLocale[lang]);
  return {
    seo: { title: t("admin.seo.title"), description: t("admin.seo.description"), lang },
    counters: {
      users: number.format(counters.users),
      courses: number.format(counters.courses),
      upcomingSessions: number.format(counters.upcomingSessions),
      pendingRegistrations: number.format(counters.pendingRegistrations),
    },
    activity: activity.map(({ createdAt, ...event }) => ({
      ...event,
      at: createdAt.toISOString(),
      when: `${formatDate(createdAt, lang, "medium")} ${formatTime(createdAt, lang)}`,
    })),
  };
}

/** Personal and changing with every event: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminPanel counters={loaderData.counters} activity={loaderData.activity} />;
}
