import type { Env } from "../app/lib/env.server";
import { acquireDataDir } from "./data-dir";
import { openDatabase, type DatabaseHandle } from "./database";

/**
 * For command-line tools: opens the configured database (DATABASE_URL, else the embedded one
 * in DATA_DIR, held so that no running server uses it meanwhile), runs `work`, closes it.
 */
export async function withConfiguredDatabase<T>(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const held = env.DATABASE_URL ? null : acquireDataDir(env.DATA_DIR);
  try {
    const database = held
      ? await openDatabase({ kind: "pglite", directory: held.dbDir })
      : await openDatabase({ kind: "postgres", url: env.DATABASE_URL ?? "" });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    held?.release();
  }
}
