import { and, count, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { auditLog, type AuditEntry, type AuditSnapshot } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { defineAdminList, listFilter, type ListCursor, type ListFilters } from "../shared/admin-list";
import { keysetPage, sortKey, type KeysetPage } from "../shared/list-paging.server";

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  /** What was done, in snake case: "registration_mark_paid" (its label: admin.audit.actions). */
  action: string;
  entityType: string;
  entityId: string | number;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  at?: Date;
}

/**
 * Writes one entry of the audit log. Takes the change's transaction, not the database: the
 * entry commits or rolls back with the change it describes.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<AuditEntry> {
  const [entry] = await tx
    .insert(auditLog)
    .values({
      actorId: record.actor.id,
      actorEmail: record.actor.email,
      action: record.action,
      entityType: record.entityType,
      entityId: String(record.entityId),
      before: record.before,
      after: record.after,
      ...(record.at ? { createdAt: record.at } : {}),
    })
    .returning();
  if (!entry) throw new Error("audit entry not written");
  return entry;
}

/** The audit log's list: newest first, by keyset (the log only grows), filtered by action and author. */
export const auditList = defineAdminList({
  filters: {
    action: listFilter.text(),
    actor: listFilter.text(),
  },
  sort: { columns: ["when"], default: { column: "when", direction: "desc" } },
  pageSize: 25,
  paging: "keyset",
});

export type AuditFilters = ListFilters<typeof auditList.filters>;

export interface AuditPage extends KeysetPage<AuditEntry> {
  total: number;
}

/** One page of the log, newest first, filtered in the database, with the filtered total. */
export async function listAudit(
  db: Database,
  { filters, cursor }: { filters: AuditFilters; cursor: ListCursor | null },
  pageSize = auditList.pageSize,
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actor) conditions.push(eq(auditLog.actorId, filters.actor));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[counted], page] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(where),
    keysetPage<AuditEntry>(
      {
        // The index audit_log_created_idx, read from the cursor on.
        keys: [sortKey.timestamp(auditLog.createdAt), sortKey.integer(auditLog.id)],
        direction: "desc",
        rows: (query) =>
          db
            .select({ ...getTableColumns(auditLog), cursorKeys: query.cursorKeys })
            .from(auditLog)
            .where(and(where, query.where))
            .orderBy(...query.orderBy)
            .limit(query.limit),
      },
      cursor,
      pageSize,
    ),
  ]);
  return { ...page, total: counted?.n ?? 0 };
}

/** The choices of the filters: the actions and actors the log holds. */
export async function auditFilterChoices(db: Database): Promise<{ actions: string[]; actors: AuditActor[] }> {
  const [actions, actors] = await Promise.all([
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db
      .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(auditLog.actorEmail),
  ]);
  return {
    actions: actions.map((row) => row.action),
    actors: actors.flatMap((row) => (row.id ? [{ id: row.id, email: row.email }] : [])),
  };
}
