import { sql } from "drizzle-orm";
import type { Database } from "../database";

/** The schemas the application owns: its tables (public) and Drizzle's migration journal. */
export const appSchemas = ["public", "drizzle"] as const;

/**
 * Tables whose rows the migrations create and the database keeps up to date by itself (the
 * render cache's version, moved by triggers on every write; the staff's survey counts, recounted
 * by triggers from the invitations and answers): state of one database, not data to carry to
 * another. An export leaves the target's own rows, which its triggers keep.
 */
export const selfMaintainedTables: readonly string[] = ["render_cache_version", "survey_result_days"];

/** Runs a query and returns its rows, whichever driver is underneath (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The application's tables, as schema-qualified names; none means an empty database. */
export async function listTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT schemaname || '.' || tablename AS name FROM pg_tables
        WHERE schemaname IN ('public', 'drizzle') ORDER BY schemaname DESC, tablename`,
  );
  return rows.map((row) => row.name);
}

/** "3 tables (courses, trainers, ...)": what a refusal says is in the way. */
export function describeTables(tables: string[]): string {
  const shown = tables.slice(0, 4).join(", ");
  return `${tables.length} table${tables.length === 1 ? "" : "s"} (${shown}${tables.length > 4 ? ", ..." : ""})`;
}
