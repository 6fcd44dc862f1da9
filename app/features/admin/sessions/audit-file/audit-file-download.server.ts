import { Readable } from "node:stream";
import { localize } from "~/features/catalog/localize";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import type { Lang } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import { recordAudit } from "../../audit/audit.server";
import type { StaffViewer } from "../../shared/staff-access.server";
import { sessionDetail } from "../session-detail.server";
import { auditFileName, auditZip, listAuditFile, type AuditSource } from "./audit-file.server";
import { auditWords } from "./audit-file-words";

/**
 * The download of a session's audit file: null for a session that does not exist. The export is
 * written to the audit log (who took which session's evidence away, in which language) before
 * the first byte leaves; the archive then streams (auditZip).
 */
export async function auditFileResponse(
  context: Pick<AppContext, "db" | "env">,
  viewer: StaffViewer,
  sessionId: number,
  lang: Lang,
  now = new Date(),
): Promise<Response | null> {
  const found = await sessionDetail(context.db, sessionId);
  if (!found) return null;
  const { session } = found;
  const source: AuditSource = {
    db: context.db,
    sessionId,
    courseId: session.courseId,
    timeZone: session.timeZone,
    lang,
    contact: await readContactSettings(context.db),
    siteUrl: context.env.SITE_URL,
    mailFrom: context.env.MAIL_FROM,
    now,
  };
  const listed = await listAuditFile(source);
  await context.db.transaction((tx) =>
    recordAudit(tx, {
      actor: { id: viewer.user.id, email: viewer.user.email },
      action: "session_audit_file_export",
      entityType: "session",
      entityId: sessionId,
      before: null,
      after: { lang, files: listed.reduce((sum, part) => sum + part.entries.length, 0) },
    }),
  );
  const when = sessionWhen(session, lang);
  const place = sessionPlace(session, lang);
  const words = auditWords[lang];
  const zip = auditZip(source, listed, {
    course: localize(found.courseTitle, lang),
    dates: `${when.endDate ? `${when.startDate} - ${when.endDate}` : when.startDate}, ${when.time}`,
    place: place
      ? [place.venue, place.street, place.city, place.country].filter(Boolean).join(", ")
      : words.remote,
    trainer: found.trainerName,
    generatedBy: `${viewer.user.name} <${viewer.user.email}>`,
  });
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${auditFileName(sessionId, lang)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
