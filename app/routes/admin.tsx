import type { I18nHandle } from "~/lib/i18n";
import { localize } from "~/features/catalog/localize";
import { AdminPanel } from "~/features/admin/dashboard/admin-panel";
import { adminCounters, recentActivity } from "~/features/admin/dashboard/admin-panel.server";
import { listAudit } from "~/features/admin/audit/audit.server";
import { auditRows } from "~/features/admin/audit/audit-rows.server";
import {
  contactMessageCount,
  nextSessions,
  unpaidAmounts,
} from "~/features/admin/dashboard/dashboard.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { complaintCounts } from "~/features/complaints/complaints.server";
import { smsMonthTotals } from "~/features/sms/deliver.server";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { intlLocale, langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

/** How many of the latest audit entries the dashboard shows; the rest are at /admin/audit. */
const RECENT_AUDIT = 10;

/**
 * /admin: the back-office dashboard, for moderators and admins signed in with two factors
 * (staff-access.server.ts: a visitor gets 401 with the sign-in link, a user 403, an admin
 * without two-factor sign-in is sent to enrol).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const now = new Date();
  const [counters, messages, unpaid, sessions, audit, activity, texts, complaints] = await Promise.all([
    adminCounters(context.db, now),
    contactMessageCount(context.db),
    unpaidAmounts(context.db),
    nextSessions(context.db, now),
    listAudit(context.db, { filters: { action: null, actor: null }, cursor: null }, RECENT_AUDIT),
    recentActivity(context.db),
    smsMonthTotals(context.db, now),
    complaintCounts(context.db, now),
  ]);
  const number = new Intl.NumberFormat(intlLocale[lang]);
  const percent = new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 0 });
  return {
    seo: { title: t("admin.seo.title"), description: t("admin.seo.description"), lang },
    counters: {
      users: number.format(counters.users),
      courses: number.format(counters.courses),
      upcomingSessions: number.format(counters.upcomingSessions),
      pendingRegistrations: number.format(counters.pendingRegistrations),
      refundRequests: number.format(counters.refundRequests),
      contactMessages: number.format(messages),
    },
    texts: {
      count: number.format(texts.texts),
      // Amounts in hundredths, as formatMoney takes them (whole francs shown for GNF).
      cost: formatMoney(Math.round(texts.parts * context.env.SMS_PART_COST_GNF * 100), "GNF", lang),
      price: formatMoney(Math.round(context.env.SMS_PART_COST_GNF * 100), "GNF", lang),
    },
    complaints: {
      open: number.format(complaints.open),
      thisMonth: number.format(complaints.receivedThisMonth),
      // Days to one decimal: most complaints are answered within a few days.
      median:
        complaints.medianDaysToAnswer === null
          ? t("admin.counters.complaintsMedianNone")
          : t("admin.counters.complaintsMedianValue", {
              count: Math.round(complaints.medianDaysToAnswer * 10) / 10,
            }),
    },
    unpaid: unpaid.map(({ currency, cents }) => ({ currency, amount: formatMoney(cents, currency, lang) })),
    sessions: sessions.map((session) => ({
      id: session.id,
      course: localize(session.courseTitle, lang),
      at: session.startsAt.toISOString(),
      when: `${formatDate(session.startsAt, lang, "medium", session.timeZone)} ${formatTime(session.startsAt, lang, session.timeZone)}`,
      city: session.city,
      taken: number.format(session.taken),
      total: number.format(session.totalSeats),
      fill: session.totalSeats > 0 ? percent.format(session.taken / session.totalSeats) : null,
    })),
    audit: await auditRows(context.db, audit.rows, lang),
    mayChange: viewer.may.change,
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
  return <AdminPanel {...loaderData} />;
}
