import { rowId } from "~/lib/route-params";
import { and, asc, eq } from "drizzle-orm";
import { attendanceMarks, attendanceSheets, registrations } from "../../db/schema";
import { attendanceFileName, buildAttendancePdf } from "~/features/admin/sessions/attendance-pdf.server";
import { sessionDetail } from "~/features/admin/sessions/session-detail.server";
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
  const found = id === null ? null : await sessionDetail(context.db, id);
  if (!found || id === null) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  const participants = await context.db
    .select({
      registrationId: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      company: registrations.company,
      email: registrations.email,
    })
    .from(registrations)
    .where(and(eq(registrations.sessionId, id), eq(registrations.status, "confirmed")))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
  const marks = await context.db
    .select({
      registrationId: attendanceMarks.registrationId,
      day: attendanceMarks.day,
      part: attendanceMarks.part,
      state: attendanceMarks.state,
      arrivedAt: attendanceMarks.arrivedAt,
      signature: attendanceMarks.signature,
      remoteMinutes: attendanceMarks.remoteMinutes,
    })
    .from(attendanceMarks)
    .where(eq(attendanceMarks.sessionId, id));
  const trainerSignatures = await context.db
    .select({
      day: attendanceSheets.day,
      part: attendanceSheets.part,
      signature: attendanceSheets.trainerSignature,
    })
    .from(attendanceSheets)
    .where(eq(attendanceSheets.sessionId, id));
  const pdf = await buildAttendancePdf(
    {
      session: found.session,
      courseTitle: found.courseTitle,
      trainerName: found.trainerName,
      participants,
      marks,
      trainerSignatures,
    },
    lang,
    await readContactSettings(context.db),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${attendanceFileName(id, lang)}"`,
      ...PRIVATE,
    },
  });
}
