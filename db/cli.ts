/**
 * npm run db:migrate | db:seed | db:reset. Uses the same configuration as the server
 * (DATABASE_URL, else PGlite in DATA_DIR) and refuses a data folder a running server holds.
 */
import { sql } from "drizzle-orm";
import fs from "node:fs";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { acquireDataDir, DataDirError } from "./data-dir";
import { openDatabase, type DatabaseHandle } from "./database";
import { seedDatabase } from "./seed";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed" && command !== "reset") {
  process.stderr.write("Usage: tsx db/cli.ts migrate|seed|reset\n");
  process.exit(2);
}
if (command === "reset" && process.env.NODE_ENV === "production") {
  process.stderr.write("db:reset deletes every row: it is refused when NODE_ENV=production\n");
  process.exit(1);
}

try {
  const env = parseEnv(process.env);
  let release = () => {};
  let database: DatabaseHandle;
  if (env.DATABASE_URL) {
    database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
    if (command === "reset") {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`DROP SCHEMA public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
  } else {
    const dataDir = acquireDataDir(env.DATA_DIR);
    release = dataDir.release;
    if (command === "reset") fs.rmSync(dataDir.dbDir, { recursive: true, force: true });
    database = await openDatabase({ kind: "pglite", directory: dataDir.dbDir });
  }
  try {
    await database.migrate();
    if (command !== "migrate") await seedDatabase(database.db);
    process.stdout.write(`${command}: done (${database.kind})\n`);
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
