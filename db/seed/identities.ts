import { sql } from "drizzle-orm";
import type { Database } from "../database";

type Executor = Pick<Database, "execute">;

/** Rows were inserted with explicit ids: move each identity past them for the rows created later. */
export async function moveIdentitiesPastSeededIds(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      ),
    );
  }
}
