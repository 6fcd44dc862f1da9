import { data } from "react-router";
import { attendanceAction } from "~/features/admin/sessions/attendance-actions.server";
import { attendanceGrid } from "~/features/admin/sessions/attendance-grid.server";
import { AttendancePage } from "~/features/admin/sessions/attendance-page";
import { attendancePageData } from "~/features/admin/sessions/attendance-page.server";
import { formToken } from "~/features/admin/sessions/session-pages.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import type { I18nHandle } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.session.attendance-grid";

export const handle = { i18n: ["admin", "adminAttendance"] } satisfies I18nHandle;

/**
 * /admin/sessions/:id/attendance: each confirmed participant's marks per half-day, attended time
 * against the course's threshold, and certificate. Staff read it; moderators and admins correct
 * marks and issue or revoke certificates (handling a session's people is a moderator's job).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.sessionId);
  const grid = id === null ? null : await attendanceGrid(context.db, id);
  if (!grid) {
    const title = t("adminAttendance.notFound");
    return data({ found: false as const, seo: { title, description: title, lang } }, { status: 404 });
  }
  const page = attendancePageData(grid, lang, viewer.may.handle ? formToken(viewer, context) : null);
  const title = t("adminAttendance.seoTitle", { id: page.id });
  return { ...page, seo: { title, description: title, lang } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const lang = langFromPath(new URL(request.url).pathname);
  const id = rowId(params.sessionId);
  if (id === null) throw data(null, { status: 404 });
  return attendanceAction({ request, context, viewer, lang, sessionId: id });
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminSessionAttendance({ loaderData, actionData }: Route.ComponentProps) {
  return <AttendancePage data={loaderData} refused={actionData ?? null} />;
}
