import type { I18nHandle } from "~/lib/i18n";
import { registrationStatuses } from "../../db/schema";
import { localize } from "~/features/catalog/localize";
import { RegistrationsPage } from "~/features/admin/registrations/registrations-page";
import {
  courseChoices,
  listRegistrations,
  registrationList,
  sessionChoices,
} from "~/features/admin/registrations/registrations.server";
import { shownPaymentStatus, shownPaymentStatuses } from "~/features/admin/shared/shown-payment-status";
import { exportAccess, requireStaff } from "~/features/admin/shared/staff-access.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.registrations";

export const handle = { i18n: ["admin", "adminRegistrations"] } satisfies I18nHandle;

/**
 * /admin/registrations: moderators and admins (staff-access.server.ts). Filters, sort and the
 * page's cursor live in the URL (registrationList); the database filters, sorts and pages by
 * keyset (migration 0009's indexes), so the page stays fast with tens of thousands of registrations.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = registrationList.read(url);
  const { filters } = state;
  const [list, choices, sessions] = await Promise.all([
    listRegistrations(context.db, state, { lang }),
    courseChoices(context.db),
    filters.course ? sessionChoices(context.db, filters.course) : Promise.resolve([]),
  ]);
  const when = (date: Date, zone: string | null | undefined) =>
    `${formatDate(date, lang, "medium", zone ?? undefined)} ${formatTime(date, lang, zone ?? undefined)}`;
  return {
    seo: {
      title: t("admin.registrations.seoTitle"),
      description: t("admin.registrations.seoDescription"),
      lang,
    },
    rows: list.rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      reference: row.paymentReference,
      course: localize(row.courseTitle, lang),
      session: row.startsAt ? when(row.startsAt, row.timeZone) : null,
      status: row.status,
      paymentStatus: shownPaymentStatus(row),
      registered: formatDate(row.createdAt, lang, "medium"),
    })),
    total: list.total,
    previous: list.previous,
    next: list.next,
    filters,
    sort: state.sort,
    courses: choices.map((course) => ({ id: course.id, title: localize(course.title, lang) })),
    sessions: sessions.map((session) => ({
      id: session.id,
      label: `${when(session.startsAt, session.timeZone)}${session.city ? ` · ${session.city}` : ""}`,
    })),
    statuses: registrationStatuses,
    paymentStatuses: shownPaymentStatuses,
    exportAccess: exportAccess(viewer, request),
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  return <RegistrationsPage {...loaderData} />;
}
