import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsIn, snapshotDatabase } from "../../tests/helpers/database-snapshot";
import { createScratchDatabase } from "../../tests/helpers/scratch-postgres";
import { openDatabase, type Database, type DatabaseTarget } from "../database";
import { seedDatabase } from "../seed";
import { trainers } from "../schema";
import { BackupError } from "./errors";
import { backupFormatOf } from "./format";
import { backupPglite, restorePglite } from "./pglite";
import { backupPostgres, restorePostgres } from "./postgres";

const folders: string[] = [];
function tempDir(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The demo database plus rows with awkward text and a timestamp finer than JavaScript's. */
async function fill(db: Database) {
  await seedDatabase(db, new Date("2026-03-01T10:00:00Z"));
  await db.execute(sql`INSERT INTO contact_messages (name, email, subject, message, lang, created_at)
    VALUES ('Aïssatou « Diallo »', 'a@example.com', 'Tab\there', E'line 1\nline 2 \\ 🙂 ''quoted''', 'fr',
            '2026-01-02 03:04:05.123456+00')`);
}

async function withDatabase<T>(target: DatabaseTarget, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A new trainer gets an id past every restored one: the identity sequences came back too. */
async function expectWorkingIdentities(db: Database) {
  const [created] = await db
    .insert(trainers)
    .values({
      name: "Nouveau",
      title: { fr: "t", en: "t" },
      experience: { fr: "e", en: "e" },
      bio: { fr: "b", en: "b" },
    })
    .returning({ id: trainers.id });
  expect(created?.id).toBeGreaterThan(4);
}

describe("backup and restore of the embedded database", () => {
  const dataDir = tempDir("backup-pglite-");
  const dbDir = path.join(dataDir, "db");
  const file = path.join(tempDir("backups-"), "embedded.tar.gz");
  let original: Record<string, string[]>;

  beforeAll(async () => {
    const database = await openDatabase({ kind: "pglite", directory: dbDir });
    await database.migrate();
    await fill(database.db);
    original = await snapshotDatabase(database.db);
    await database.close();
  });

  it("backs up, wipes, restores and finds every row", async () => {
    expect(rowsIn(original)).toBeGreaterThan(100);
    await backupPglite(dbDir, file);
    expect(backupFormatOf(file)).toBe("pglite");

    fs.rmSync(dbDir, { recursive: true });
    await restorePglite(dbDir, file, { force: false });
    await withDatabase({ kind: "pglite", directory: dbDir }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
      await expectWorkingIdentities(db);
    });
  });

  it("refuses to replace a database with rows unless forced, and leaves it as it was", async () => {
    const refusal = restorePglite(dbDir, file, { force: false });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(
      /^The embedded database in .* is not empty: \d+ tables \(.*\)\. Pass --force/,
    );
    await withDatabase({ kind: "pglite", directory: dbDir }, async (db) => {
      await db.execute(sql`DELETE FROM registrations`);
    });
    await restorePglite(dbDir, file, { force: true });
    await withDatabase({ kind: "pglite", directory: dbDir }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
    });
  });

  it("a file that is not a backup leaves the database untouched", async () => {
    const bogus = path.join(tempDir("bogus-"), "bogus.tar.gz");
    fs.writeFileSync(bogus, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]));
    await expect(restorePglite(dbDir, bogus, { force: true })).rejects.toThrow(
      /is not a usable embedded-database backup/,
    );
    await withDatabase({ kind: "pglite", directory: dbDir }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
    });
  });

  // Several cold starts of the CLI: seconds on an idle machine, far longer on a busy one.
  it(
    "npm run db:backup and db:restore: the CLI, which refuses a folder a running server holds",
    { timeout: 480_000 },
    () => {
      const cli = (args: string[], env: Record<string, string> = {}) =>
        spawnSync("node", ["--import", "tsx", "db/cli.ts", ...args], {
          env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...env },
          encoding: "utf8",
          timeout: 120_000,
        });
      const viaCli = path.join(tempDir("cli-"), "cli.tar.gz");
      const backup = cli(["backup", viaCli]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^backup: .*cli\.tar\.gz \(embedded database, \d+ KB\)\n$/);

      const refused = cli(["restore", viaCli]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^The embedded database in .* is not empty: .*Pass --force/);

      // Our own (live) process pretends to be the server holding the folder.
      fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
      try {
        const held = cli(["restore", viaCli, "--force"]);
        expect(held.status).toBe(1);
        expect(held.stderr).toMatch(/is in use by another process \(pid \d+\); stop it first\n$/);
      } finally {
        fs.rmSync(path.join(dataDir, "server.lock"));
      }
      const forced = cli(["restore", viaCli, "--force"]);
      expect(forced.stderr).toBe("");
      expect(forced.stdout).toMatch(/^restore: .* restored \(embedded database\)\n$/);
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)("backup and restore of PostgreSQL", () => {
  const file = path.join(tempDir("backups-"), "postgres.dump");
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    scratch = await createScratchDatabase("backup");
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    await database.migrate();
    await fill(database.db);
    original = await snapshotDatabase(database.db);
    await database.close();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it("backs up, wipes, restores and finds every row", async () => {
    expect(rowsIn(original)).toBeGreaterThan(100);
    await backupPostgres(scratch.url, file);
    expect(backupFormatOf(file)).toBe("postgres");

    await scratch.drop();
    scratch = await createScratchDatabase("backup");
    await restorePostgres(scratch.url, file, { force: false });
    await withDatabase({ kind: "postgres", url: scratch.url }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
      await expectWorkingIdentities(db);
    });
  });

  it("refuses a database with tables unless forced; forced, it replaces everything", async () => {
    await expect(restorePostgres(scratch.url, file, { force: false })).rejects.toThrow(
      /^The PostgreSQL database of DATABASE_URL is not empty: \d+ tables .*Pass --force/,
    );
    await withDatabase({ kind: "postgres", url: scratch.url }, async (db) => {
      await db.execute(sql`CREATE TABLE not_in_the_backup (id int)`);
      await db.execute(sql`DELETE FROM registrations`);
    });
    await restorePostgres(scratch.url, file, { force: true });
    await withDatabase({ kind: "postgres", url: scratch.url }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
    });
  });

  it("a damaged backup fails and leaves the database as it was", async () => {
    const damaged = path.join(tempDir("damaged-"), "damaged.dump");
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restorePostgres(scratch.url, damaged, { force: true })).rejects.toThrow(
      /^pg_restore failed: /,
    );
    await withDatabase({ kind: "postgres", url: scratch.url }, async (db) => {
      expect(await snapshotDatabase(db)).toEqual(original);
    });
  });
});
