import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A value as the audit log keeps it: what the row looked like, JSON only. */
export type AuditSnapshot = Record<string, unknown>;

/**
 * Every change made from the back-office: who, when, what, on which row, and the
 * row before and after. Written in the same transaction as the change (recordAudit), so a
 * change without its entry cannot be committed. The action is open text ("registration.
 * mark_paid", "course.update"...), not a database check, so a new screen needs no migration.
 * The actor's address is copied: the entry still says who once the account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<AuditSnapshot>(),
    after: jsonb("after").$type<AuditSnapshot>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list is newest first, whole or filtered by action or by actor.
    index("audit_log_created_idx").on(table.createdAt, table.id),
    index("audit_log_action_idx").on(table.action, table.createdAt),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId),
  ],
);
export type AuditEntry = typeof auditLog.$inferSelect;
