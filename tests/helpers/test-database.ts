import { randomBytes } from "node:crypto";
import type { PgTable } from "drizzle-orm/pg-core";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/database";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops what the test created. */
  destroy(): Promise<void>;
}

/** The migrated database every test file's starts from (tests/helpers/database-template.ts). */
const template = inject("databaseTemplate");
let pgliteDump: Blob | undefined;

/**
 * An isolated, migrated database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). The same
 * tests run on both. Each is a copy of the template the global setup migrated once.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || template.kind === "pglite") {
    if (template.kind !== "pglite") throw new Error("the test database template is not a PGlite dump");
    pgliteDump ??= new Blob([fs.readFileSync(template.file)]);
    const handle = await openDatabase({ kind: "pglite", dump: pgliteDump });
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...handle,
    destroy: async () => {
      // A test may have closed the connection on purpose; the database must be dropped anyway.
      await handle.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabaseOptions {
  /** Runs once, after the migrations: a seed, say. */
  prepare?: (db: Database) => Promise<void>;
  /** Emptied before each test, in this order, so every test starts from the prepared state. */
  emptyBeforeEach?: PgTable[];
}

/**
 * The calling test file's own database: created before its tests, dropped after them.
 * Read `.db` inside hooks and tests, not at the top of the file: it exists from `beforeAll` on.
 */
export function useTestDatabase({ prepare, emptyBeforeEach = [] }: TestDatabaseOptions = {}): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await prepare?.(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  if (emptyBeforeEach.length) {
    beforeEach(async () => {
      for (const table of emptyBeforeEach) await database?.db.delete(table);
    });
  }
  return {
    get db() {
      if (!database) throw new Error("the test database exists from beforeAll on");
      return database.db;
    },
  };
}
