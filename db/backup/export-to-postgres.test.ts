import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsIn, snapshotDatabase } from "../../tests/helpers/database-snapshot";
import { createScratchDatabase } from "../../tests/helpers/scratch-postgres";
import { openDatabase, type Database, type DatabaseHandle } from "../database";
import { seedDatabase } from "../seed";
import { contactMessages, trainers } from "../schema";
import { queryRows, selfMaintainedTables } from "./tables";

/** The demo database plus rows with awkward text and a timestamp finer than JavaScript's. */
async function fill(db: Database) {
  await seedDatabase(db, new Date("2026-03-01T10:00:00Z"));
  await db.execute(sql`INSERT INTO contact_messages (name, email, subject, message, lang, created_at)
    VALUES ('Aïssatou « Diallo »', 'a@example.com', 'Tab\there', E'line 1\nline 2 \\ 🙂 ''quoted''', 'fr',
            '2026-01-02 03:04:05.123456+00')`);
  // Rows made by the application after the seed move the identities on their own.
  await db
    .insert(contactMessages)
    .values({ name: "B", email: "b@example.com", subject: "s", message: "m", lang: "en" });
}

describe.runIf(process.env.TEST_DATABASE_URL)("db:export: an embedded database into PostgreSQL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "export-"));
  let source: DatabaseHandle;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    source = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
    await source.migrate();
    await fill(source.db);
    original = await dataOf(source.db);
    await source.close();
    scratch = await createScratchDatabase("export");
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every row but the self-maintained ones (each database keeps its own). */
  async function dataOf(db: Database) {
    const snapshot = await snapshotDatabase(db, { schemas: ["public"] });
    for (const table of selfMaintainedTables) delete snapshot[`public.${table}`];
    return snapshot;
  }

  const cli = (args: string[]) =>
    spawnSync("node", ["--import", "tsx", "db/cli.ts", "export", ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: scratch.url },
      encoding: "utf8",
      timeout: 120_000,
    });

  it(
    "copies every row, and the identity sequences continue where they were",
    { timeout: 240_000 },
    async () => {
      expect(rowsIn(original)).toBeGreaterThan(100);
      const exported = cli([]);
      expect(exported.stderr).toBe("");
      expect(exported.stdout).toMatch(/^export: \d+ rows in \d+ tables copied into PostgreSQL\n$/);

      const target = await openDatabase({ kind: "postgres", url: scratch.url });
      try {
        expect(await dataOf(target.db)).toEqual(original);
        const [trainer] = await target.db
          .insert(trainers)
          .values({
            name: "Nouveau",
            title: { fr: "t", en: "t" },
            experience: { fr: "e", en: "e" },
            bio: { fr: "b", en: "b" },
          })
          .returning({ id: trainers.id });
        expect(trainer?.id).toBe(5);
        const [message] = await target.db
          .insert(contactMessages)
          .values({ name: "C", email: "c@example.com", subject: "s", message: "m", lang: "fr" })
          .returning({ id: contactMessages.id });
        expect(message?.id).toBe(3);
        // And every other identity: its next value is above the ids copied into its column.
        const owned = await queryRows<{ sequence: string; table: string; column: string }>(
          target.db,
          sql`SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
            FROM pg_depend d
            JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
            JOIN pg_class t ON t.oid = d.refobjid
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
            WHERE t.relnamespace = 'public'::regnamespace`,
        );
        expect(owned.map((row) => row.table)).toEqual(expect.arrayContaining(["courses", "registrations"]));
        for (const { sequence, table, column } of owned) {
          const [row] = await queryRows<{ ahead: boolean }>(
            target.db,
            sql`SELECT nextval(${`public."${sequence}"`}::regclass) > coalesce(max(${sql.identifier(column)}), 0)
              AS ahead FROM ${sql.identifier(table)}`,
          );
          expect({ table, ahead: row?.ahead }).toEqual({ table, ahead: true });
        }
      } finally {
        await target.close();
      }
    },
  );

  it("refuses a PostgreSQL database that holds rows, unless forced", { timeout: 360_000 }, async () => {
    const refused = cli([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^The PostgreSQL database of DATABASE_URL already holds rows \(in .*--force/,
    );

    const forced = cli(["--force"]);
    expect(forced.stderr).toBe("");
    const target = await openDatabase({ kind: "postgres", url: scratch.url });
    try {
      expect(await dataOf(target.db)).toEqual(original);
    } finally {
      await target.close();
    }
  });
});
