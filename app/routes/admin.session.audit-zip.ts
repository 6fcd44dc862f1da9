import { rowId } from "~/lib/route-params";
import { auditFileResponse } from "~/features/admin/sessions/audit-file/audit-file-download.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/admin.session.audit-zip";

/**
 * GET /admin/sessions/:id/audit.zip: the session's audit file (programme, convocations,
 * positioning, attendance, certificates, surveys), its index in the page's language. Names,
 * answers and signatures of the participants: an export of personal data, staff only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = rowId(params.sessionId);
  const viewer = await requireStaff(request, context, {
    need: "export",
    page: id === null ? "/admin/sessions" : `/admin/sessions/${id}`,
  });
  const lang = langFromPath(new URL(request.url).pathname);
  const response = id === null ? null : await auditFileResponse(context, viewer, id, lang);
  return (
    response ??
    new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    })
  );
}
