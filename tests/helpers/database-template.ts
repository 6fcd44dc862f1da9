import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump (a file), or the name of a migrated PostgreSQL template database. */
    databaseTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; name: string };
  }
}

/**
 * Vitest's global setup: migrates one database before any test file runs, and every test file's
 * database starts as a copy of it (tests/helpers/test-database.ts). Starting PGlite from a dump
 * skips its initdb and the migrations, which took most of each file's set-up time; on
 * PostgreSQL, CREATE DATABASE ... TEMPLATE copies files instead of running the migrations again.
 * Migrations themselves keep their own tests (db/migrations.test.ts), from an empty database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    const file = path.join(
      os.tmpdir(),
      `pglite-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`,
    );
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("databaseTemplate", { kind: "pglite", file });
    return () => fs.rmSync(file, { force: true });
  }
  const name = `template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  // A template must have no connection open while it is copied.
  await handle.close();
  project.provide("databaseTemplate", { kind: "postgres", name });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
