import type { I18nHandle } from "~/lib/i18n";
import { sessionStatuses } from "../../db/schema";
import { localize } from "~/features/catalog/localize";
import { SessionsPage } from "~/features/admin/sessions/sessions-page";
import { sessionChoices } from "~/features/admin/sessions/session-choices.server";
import {
  fillRate,
  listSessions,
  sessionList,
  sessionWhens,
} from "~/features/admin/sessions/session-list.server";
import { shownSessionStatus } from "~/features/admin/sessions/shown-session-status";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.sessions";

export const handle = { i18n: ["admin", "adminSessions"] } satisfies I18nHandle;

/** /admin/sessions: every session with its fill rate; filters, sort and page in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const state = sessionList.read(url);
  const [list, choices] = await Promise.all([listSessions(context.db, state), sessionChoices(context.db)]);
  return {
    seo: { title: t("adminSessions.seoTitle"), description: t("adminSessions.seoDescription"), lang },
    rows: list.rows.map((row) => ({
      id: row.id,
      course: localize(row.courseTitle, lang),
      start: `${formatDate(row.startsAt, lang, "medium", row.timeZone)} ${formatTime(row.startsAt, lang, row.timeZone)}`,
      startIso: row.startsAt.toISOString(),
      city: row.format === "distanciel" ? null : row.city,
      format: row.format,
      trainer: row.trainerName,
      taken: row.taken,
      totalSeats: row.totalSeats,
      fill: fillRate(row.taken, row.totalSeats),
      waiting: row.waiting,
      status: shownSessionStatus(row),
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: {
      ...state.filters,
      sort: state.sort.column,
      dir: state.sort.direction,
    },
    courses: choices.courses.map((course) => ({ id: course.id, title: localize(course.title, lang) })),
    whens: sessionWhens,
    statuses: sessionStatuses,
    mayChange: viewer.may.change,
  };
}

/** Staff data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  return <SessionsPage {...loaderData} />;
}
