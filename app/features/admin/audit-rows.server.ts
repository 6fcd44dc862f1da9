import type { AuditEntry } from "../../../db/schema";
import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { AuditRow } from "./audit-table";

/** Audit entries as the page shows them: dates in the page's language, snapshots as JSON. */
export function auditRows(entries: AuditEntry[], lang: Lang): AuditRow[] {
  return entries.map((entry) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    when: `${formatDate(entry.createdAt, lang, "medium")} ${formatTime(entry.createdAt, lang)}`,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ? JSON.stringify(entry.before, null, 2) : null,
    after: entry.after ? JSON.stringify(entry.after, null, 2) : null,
  }));
}
