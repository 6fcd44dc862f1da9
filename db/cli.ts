/**
 * npm run db:migrate | db:seed | db:reset | db:backup | db:restore | db:export. Uses the same
 * configuration as the server (DATABASE_URL, else PGlite in DATA_DIR; SITE_URL and
 * SESSION_SECRET are not needed) and refuses a data folder a running server holds.
 */
import { sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { BackupError } from "./backup/errors";
import { exportToPostgres } from "./backup/export-to-postgres";
import { backupFormatOf } from "./backup/format";
import { backupPglite, restorePglite } from "./backup/pglite";
import { backupPostgres, restorePostgres } from "./backup/postgres";
import { acquireDataDir, DataDirError } from "./data-dir";
import { openDatabase } from "./database";
import { withConfiguredDatabase } from "./open-configured";
import { seedCatalog, seedDemoData } from "./seed";

const usage = `Usage: tsx db/cli.ts <command>
  migrate                 apply the migrations
  seed                    load the built-in catalogue, and the demo data in embedded mode or with DEMO_DATA=true
  reset                   development only: drop everything, migrate, seed
  backup [file]           write a backup (default: DATA_DIR/backups/)
  restore <file> [--force] restore a backup; --force replaces a database that is not empty
  export [--force]        copy the embedded database of DATA_DIR into the PostgreSQL of DATABASE_URL`;

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes("--force");
const [fileArgument] = rest.filter((arg) => arg !== "--force");

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function say(message: string) {
  process.stdout.write(`${message}\n`);
}

try {
  const env = parseEnv(process.env, { requireDeploymentSettings: false });
  switch (command) {
    case "migrate":
    case "seed":
    case "reset":
      await maintain(command, env);
      break;
    case "backup":
      await backup(env, fileArgument);
      break;
    case "restore":
      if (!fileArgument) fail("Usage: npm run db:restore -- <backup file> [--force]", 2);
      await restore(env, fileArgument);
      break;
    case "export":
      await exportEmbedded(env);
      break;
    default:
      fail(usage, 2);
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError || error instanceof BackupError) {
    fail(error.message);
  }
  throw error;
}

async function maintain(command: "migrate" | "seed" | "reset", env: Env) {
  // NODE_ENV as given, not its server default (production): a bare `npm run db:reset` works.
  if (command === "reset" && process.env.NODE_ENV === "production") {
    fail("db:reset deletes every row: it is refused when NODE_ENV=production");
  }
  if (command === "reset" && !env.DATABASE_URL) {
    // Held while the folder is deleted, then again (by withDatabase) while it is rebuilt.
    const held = acquireDataDir(env.DATA_DIR);
    fs.rmSync(held.dbDir, { recursive: true, force: true });
    held.release();
  }
  await withConfiguredDatabase(env, async (database) => {
    if (command === "reset" && database.kind === "postgres") {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`DROP SCHEMA public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
    await database.migrate();
    if (command === "migrate") return say(`migrate: done (${database.kind})`);
    await seedCatalog(database.db);
    if (env.DEMO_DATA) await seedDemoData(database.db);
    const demo = env.DEMO_DATA
      ? `demo data loaded (${env.MODE === "embedded" ? "embedded mode" : "DEMO_DATA=true"})`
      : env.MODE === "deployment"
        ? "no demo data (a deployment: DEMO_DATA=true would load it)"
        : "no demo data (DEMO_DATA=false)";
    say(`${command} (${database.kind}): built-in catalogue loaded; ${demo}`);
  });
}

async function backup(env: Env, file: string | undefined) {
  const kind = env.DATABASE_URL ? "postgres" : "pglite";
  const target = path.resolve(file ?? defaultBackupFile(env.DATA_DIR, kind));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (env.DATABASE_URL) {
    await backupPostgres(env.DATABASE_URL, target);
  } else {
    const held = acquireDataDir(env.DATA_DIR);
    try {
      await backupPglite(held.dbDir, target);
    } finally {
      held.release();
    }
  }
  const size = Math.ceil(fs.statSync(target).size / 1024);
  say(`backup: ${target} (${kind === "postgres" ? "PostgreSQL, pg_dump" : "embedded database"}, ${size} KB)`);
}

function defaultBackupFile(dataDir: string, kind: "postgres" | "pglite"): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join(dataDir, "backups", `${kind}-${stamp}.${kind === "postgres" ? "dump" : "tar.gz"}`);
}

async function restore(env: Env, file: string) {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) fail(`No backup file at ${source}`);
  const format = backupFormatOf(source);
  if (format === null) fail(`${source} is neither a pg_dump file nor an embedded-database backup`);
  if (env.DATABASE_URL) {
    if (format !== "postgres") {
      fail(
        `${source} is an embedded-database backup: restore it without DATABASE_URL, then move it ` +
          "into PostgreSQL with npm run db:export",
      );
    }
    await restorePostgres(env.DATABASE_URL, source, { force });
  } else {
    if (format !== "pglite") {
      fail(`${source} is a PostgreSQL backup (pg_dump): set DATABASE_URL to restore it into PostgreSQL`);
    }
    const held = acquireDataDir(env.DATA_DIR);
    try {
      await restorePglite(held.dbDir, source, { force });
    } finally {
      held.release();
    }
  }
  say(`restore: ${source} restored (${format === "postgres" ? "PostgreSQL" : "embedded database"})`);
}

/** The embedded database of DATA_DIR into the PostgreSQL of DATABASE_URL, both migrated first. */
async function exportEmbedded(env: Env) {
  if (!env.DATABASE_URL) fail("db:export needs DATABASE_URL: the PostgreSQL database to copy the data into");
  const held = acquireDataDir(env.DATA_DIR);
  try {
    if (!fs.existsSync(path.join(held.dbDir, "PG_VERSION"))) {
      throw new BackupError(`There is no embedded database in ${held.dbDir} to export`);
    }
    const source = await openDatabase({ kind: "pglite", directory: held.dbDir });
    try {
      const target = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
      try {
        await source.migrate();
        await target.migrate();
        const report = await exportToPostgres(source.db, target.db, { force });
        say(`export: ${report.rows} rows in ${report.tables} tables copied into PostgreSQL`);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  } finally {
    held.release();
  }
}
