import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { listTables, queryRows } from "../../db/backup/tables";

/**
 * Every row of every table of the application (public and Drizzle's journal), as JSON text
 * sorted per table: two databases with equal snapshots hold the same data. Read in UTC so
 * that timestamps print alike on any server.
 */
export async function snapshotDatabase(
  db: Database,
  { schemas = ["public", "drizzle"] }: { schemas?: string[] } = {},
): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const snapshot: Record<string, string[]> = {};
    for (const table of await listTables(tx as unknown as Database)) {
      const [schema = "", name = ""] = table.split(".");
      if (!schemas.includes(schema)) continue;
      const rows = await queryRows<{ row: string }>(
        tx as unknown as Database,
        sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(schema)}.${sql.identifier(name)} t`,
      );
      snapshot[table] = rows.map((row) => row.row).sort();
    }
    return snapshot;
  });
}

/** How many rows a snapshot holds. */
export function rowsIn(snapshot: Record<string, string[]>): number {
  return Object.values(snapshot).reduce((sum, rows) => sum + rows.length, 0);
}
