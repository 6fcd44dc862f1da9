import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { auditLog, type AuditEntry, type AuditSnapshot } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";

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

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  page: number;
  action: string | null;
  actor: string | null;
}

/** The filters from the URL; anything malformed is simply no filter (page 1). */
export function auditFiltersFrom(url: URL): AuditFilters {
  const page = Number(url.searchParams.get("page"));
  const text = (name: string) => {
    const value = url.searchParams.get(name)?.trim() ?? "";
    return value && value.length <= 200 ? value : null;
  };
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    action: text("action"),
    actor: text("actor"),
  };
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the log, newest first, filtered in the database. */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actor) conditions.push(eq(auditLog.actorId, filters.actor));
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { entries, total, page, pageCount };
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
