import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../database";
import { BackupError } from "./errors";
import { finished, startTool, toolConnection } from "./run-tool";
import { describeTables, listTables } from "./tables";

/** pg_dump's custom format: compressed, and pg_restore can restore it whole or in part. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const connection = toolConnection(url);
  const dump = startTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${connection.url}`],
    connection.env,
  );
  dump.stdin?.end();
  await finished(dump, "pg_dump");
}

/**
 * Restores a pg_dump file. Refuses a database that already has tables unless `force`, which
 * drops the application's schemas first. pg_restore writes the SQL, then psql runs it in one
 * transaction, the drop included: a restore that fails leaves the database as it was.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url });
  let tables: string[];
  try {
    tables = await listTables(database.db);
  } finally {
    await database.close();
  }
  if (tables.length > 0 && !force) {
    throw new BackupError(
      `The PostgreSQL database of DATABASE_URL is not empty: ${describeTables(tables)}. ` +
        "Pass --force to replace its content with the backup",
    );
  }
  const connection = toolConnection(url);
  // The whole script first (in a private folder: it holds the data): psql would commit a
  // script cut short by a pg_restore that failed.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "restore-"));
  const script = path.join(folder, "restore.sql");
  try {
    const restore = startTool(
      "pg_restore",
      ["--no-owner", "--no-privileges", `--file=${script}`, file],
      connection.env,
    );
    restore.stdin?.end();
    await finished(restore, "pg_restore");
    const psql = startTool(
      "psql",
      [
        "--quiet",
        "--no-psqlrc",
        "--single-transaction",
        "--set=ON_ERROR_STOP=1",
        `--dbname=${connection.url}`,
        ...(tables.length > 0 ? [`--command=${dropApplicationSchemas}`] : []),
        `--file=${script}`,
      ],
      connection.env,
    );
    psql.stdin?.end();
    psql.stdout?.resume();
    await finished(psql, "psql");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// pg_dump does not recreate the public schema (every database has one): the restore needs it.
const dropApplicationSchemas =
  "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;";
