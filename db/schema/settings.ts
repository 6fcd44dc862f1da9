import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The values staff change without a deploy (ADR 1104): one row per key, the value as
 * JSON, wrapped as { "value": ... } (lib/settings.server.ts). A key without a row takes its default (the environment, lib/site-config.ts). The history
 * (who, when, before, after) is the audit log, written in the same transaction as the change.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<{ value: unknown }>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});
