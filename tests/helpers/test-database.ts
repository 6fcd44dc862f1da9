import { randomBytes } from "node:crypto";
import type { PgTable } from "drizzle-orm/pg-core";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/database";
import { invoiceCounters, invoiceLines, invoices, invoiceSettlements } from "../../db/schema";

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

/**
 * The invoices' tables, which the database keeps as written (its triggers refuse a delete). A
 * test file that empties the payments between tests empties these first, with the triggers
 * off for that transaction only: a payment that succeeded has its invoice, which references it.
 */
export const invoiceTables: PgTable[] = [invoiceSettlements, invoiceLines, invoices, invoiceCounters];
const keptAsWritten = new Set<PgTable>(invoiceTables);

async function emptyTable(db: Database, table: PgTable): Promise<void> {
  if (!keptAsWritten.has(table)) {
    await db.delete(table);
    return;
  }
  await db.transaction(async (tx) => {
    // Replica mode skips triggers (the ones that keep invoices, and the foreign keys' checks),
    // for this transaction only: tests alone ever do this.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.delete(table);
  });
}

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
export function useTestDatabase({ prepare, emptyBeforeEach = [] }: TestDatabaseOptions = {}): {
  readonly db: Database;
} {
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
      for (const table of emptyBeforeEach) if (database) await emptyTable(database.db, table);
    });
  }
  return {
    get db() {
      if (!database) throw new Error("the test database exists from beforeAll on");
      return database.db;
    },
  };
}
