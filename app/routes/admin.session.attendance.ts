import { rowId } from "~/lib/route-params";
import { attendanceFileName, buildAttendancePdf } from "~/features/admin/sessions/attendance-pdf.server";
import { loadAttendanceSheet } from "~/features/admin/sessions/attendance-sheet.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { langFromPath } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import type { Route } from "./+types/admin.session.attendance";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /admin/sessions/:id/attendance.pdf: the session's attendance sheet in the page's language,
 * one row per confirmed participant (by last name), a box per half-day holding what was recorded
 * (signature, remote minutes, state) or blank to sign, the trainer's signature per half-day, the
 * trainer the session's own or its course's (sessionDetail). Staff only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = rowId(params.sessionId);
  // Names and companies of the participants: an export of personal data.
  await requireStaff(request, context, {
    need: "export",
    page: id === null ? "/admin/sessions" : `/admin/sessions/${id}`,
  });
  const lang = langFromPath(new URL(request.url).pathname);
  const sheet = id === null ? null : await loadAttendanceSheet(context.db, id);
  if (!sheet || id === null) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  const pdf = await buildAttendancePdf(sheet, lang, await readContactSettings(context.db));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${attendanceFileName(id, lang)}"`,
      ...PRIVATE,
    },
  });
}
