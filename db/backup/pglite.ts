import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { openDatabase, pgliteExtensions } from "../database";
import { BackupError } from "./errors";
import { describeTables, listTables } from "./tables";

/**
 * PGlite's own dump of its data folder (a gzipped tar): a consistent copy of the whole
 * embedded database. The caller holds the data folder, so no server writes meanwhile.
 */
export async function backupPglite(dbDir: string, file: string): Promise<void> {
  if (!hasDatabase(dbDir)) throw new BackupError(`There is no embedded database in ${dbDir} to back up`);
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
  try {
    const dump = await client.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database in `dbDir` with a backup. Refuses one that has tables unless
 * `force`. The backup is loaded into a folder beside it and checked before the swap, so a bad
 * file leaves the current database untouched.
 */
export async function restorePglite(
  dbDir: string,
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  if (!force) await refuseToReplace(dbDir);
  const incoming = `${dbDir}.restoring-${process.pid}`;
  const outgoing = `${dbDir}.replaced-${process.pid}`;
  fs.rmSync(incoming, { recursive: true, force: true });
  try {
    const client = await PGlite.create({
      dataDir: incoming,
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    await client.query("SELECT 1");
    await client.close();
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new BackupError(`${file} is not a usable embedded-database backup: ${reason}`);
  }
  if (fs.existsSync(dbDir)) fs.renameSync(dbDir, outgoing);
  fs.renameSync(incoming, dbDir);
  fs.rmSync(outgoing, { recursive: true, force: true });
}

/** A database with tables, or a folder holding anything else, is only replaced with --force. */
async function refuseToReplace(dbDir: string): Promise<void> {
  if (hasDatabase(dbDir)) {
    const tables = await tablesIn(dbDir);
    if (tables.length === 0) return;
    throw new BackupError(
      `The embedded database in ${dbDir} is not empty: ${describeTables(tables)}. ` +
        "Pass --force to replace it with the backup",
    );
  }
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
    throw new BackupError(`${dbDir} holds files that are not a database. Pass --force to replace them`);
  }
}

function hasDatabase(dbDir: string): boolean {
  return fs.existsSync(path.join(dbDir, "PG_VERSION"));
}

async function tablesIn(dbDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: "pglite", directory: dbDir });
  try {
    return await listTables(database.db);
  } finally {
    await database.close();
  }
}
