import { paymentStatuses, registrationStatuses } from "../../db/schema";
import { localize } from "~/features/catalog/localize";
import { RegistrationsPage } from "~/features/admin/registrations-page";
import {
  courseChoices,
  listRegistrations,
  registrationFiltersFrom,
} from "~/features/admin/registrations.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.registrations";

/** /admin/registrations: moderators and admins (staff-access.server.ts), filters in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const filters = registrationFiltersFrom(url);
  const [list, choices] = await Promise.all([
    listRegistrations(context.db, filters),
    courseChoices(context.db),
  ]);
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
      course: localize(row.courseTitle, lang),
      session: row.startsAt
        ? `${formatDate(row.startsAt, lang, "medium", row.timeZone ?? undefined)} ${formatTime(row.startsAt, lang, row.timeZone ?? undefined)}`
        : null,
      status: row.status,
      paymentStatus: row.paymentStatus,
      registered: formatDate(row.createdAt, lang, "medium"),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { course: filters.course, status: filters.status, payment: filters.payment },
    courses: choices.map((course) => ({ id: course.id, title: localize(course.title, lang) })),
    statuses: registrationStatuses,
    paymentStatuses,
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
