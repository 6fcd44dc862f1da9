import type { Database } from "../../../../db/database";
import type { AuditEntry } from "../../../../db/schema";
import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { auditSubjects, subjectKey } from "./audit-subjects.server";
import type { AuditRow } from "./audit-table";

/**
 * Audit entries as the page shows them: dates in the page's language, who did it and what it
 * is about by name (auditSubjects), snapshots as JSON.
 */
export async function auditRows(db: Database, entries: AuditEntry[], lang: Lang): Promise<AuditRow[]> {
  const { subjects, actorNames } = await auditSubjects(db, entries, lang);
  return entries.map((entry) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    when: `${formatDate(entry.createdAt, lang, "medium")} ${formatTime(entry.createdAt, lang)}`,
    actorEmail: entry.actorEmail,
    actorName: (entry.actorId && actorNames.get(entry.actorId)) || null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    subject: subjects.get(subjectKey(entry)) ?? { text: `#${entry.entityId}`, detail: null, href: null },
    before: entry.before ? JSON.stringify(entry.before, null, 2) : null,
    after: entry.after ? JSON.stringify(entry.after, null, 2) : null,
  }));
}
