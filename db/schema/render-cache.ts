import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row: a number that goes up whenever data shown on public pages changes (courses,
 * sessions, their seats, trainers). Triggers on those tables raise it (migration
 * render_cache_version), so every write is counted, whatever process or script made it; each
 * server process reads it at most once a second and drops its cached pages when it moved
 * (server/render-cache, ADR 1301).
 */
export const renderCacheVersion = pgTable("render_cache_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
