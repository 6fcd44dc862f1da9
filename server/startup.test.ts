import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { pino } from "pino";
import { parseEnv } from "../app/lib/env.server";
import { usingPostgres } from "../tests/helpers/test-database";
import { builtServerArgs } from "../scripts/build-freshness";
import { start as startServer, StartError } from "./main";

const secret = "t".repeat(40);
/**
 * Some tests start the built server as a Node process: seconds when the machine is idle, but
 * far longer when it is busy, so these tests get more than Vitest's default 30 s.
 */
const START_TIMEOUT = 120_000;

function childEnv(env: Record<string, string>) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    ...env,
  };
}

/** Runs the built server with `env` and returns what it printed and how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, builtServerArgs(), {
    env: childEnv(env),
    encoding: "utf8",
    timeout: START_TIMEOUT - 10_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

/**
 * Starts the server and stops it once it listens (or ends by itself, without a build): the
 * start-up steps, database and log lines included, have all run by then; a failed step
 * shows as missing log lines.
 */
async function startAndStop(env: Record<string, string>): Promise<{ logLines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, builtServerArgs(), {
    env: childEnv({ LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...env }),
  });
  let stdout = "";
  child.stderr.resume();
  await new Promise<void>((resolve) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('"msg":"listening')) child.kill("SIGTERM");
    });
    child.on("exit", () => resolve());
  });
  const logLines = stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logLines };
}

/**
 * Starts in this process, from the sources, expecting a failure before the server listens (so
 * the app's build is never asked for); resolves to the StartError's one line.
 */
async function failedStart(env: Record<string, string>): Promise<string> {
  const outcome = await startServer(parseEnv(childEnv(env)), {
    build: () => Promise.reject(new Error("a failed start never loads the app")),
    logger: pino({ level: "silent" }),
  }).then(
    async (started) => {
      await started.stop();
      return new Error("the server started");
    },
    (error: unknown) => error,
  );
  if (!(outcome instanceof StartError)) throw outcome;
  expect(outcome.message.split("\n")).toHaveLength(1);
  return outcome.message;
}

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A DATA_DIR whose embedded database `prepare` has set up, for the server to find. */
async function preparedDataDir(prepare: (database: DatabaseHandle) => Promise<void>): Promise<string> {
  const dataDir = tempDir("prepared-");
  const database = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return dataDir;
}

// Which settings are refused, and with which line, is parseEnv's (app/lib/env.server.test.ts):
// here, once, that the start prints that line alone and stops.
describe.skipIf(usingPostgres)(
  "a bad configuration stops the start with one clear line",
  { timeout: START_TIMEOUT },
  () => {
    it("a setting parseEnv refuses", () => {
      const { status, stderr } = start({ PORT: "abc" });
      expect(status).toBe(1);
      expect(stderr.split("\n")).toHaveLength(1);
      expect(stderr).toContain("Invalid configuration: PORT must be a port number");
    });

    it("a step that fails: the same one line, from the built server", () => {
      const dataDir = tempDir("held-");
      // Our own parent process is alive: pretend it holds the folder.
      fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
      const { status, stderr } = start({ DATA_DIR: dataDir });
      expect(status).toBe(1);
      expect(stderr.split("\n")).toHaveLength(1);
      expect(stderr).toMatch(/is in use by another process \(pid \d+\); stop it first$/);
    });

    it("an unwritable DATA_DIR", async () => {
      const file = path.join(tempDir("not-a-dir-"), "file");
      fs.writeFileSync(file, "");
      expect(await failedStart({ DATA_DIR: path.join(file, "data") })).toMatch(
        /^DATA_DIR .* cannot be created or written to$/,
      );
    });

    it("an unreachable PostgreSQL", async () => {
      const message = await failedStart({
        DATABASE_URL: "postgres://nobody:pw@127.0.0.1:1/none",
        SITE_URL: "https://www.example.com",
        SESSION_SECRET: secret,
      });
      expect(message).toMatch(/^Cannot connect to the PostgreSQL database at DATABASE_URL: .*ECONNREFUSED/);
      expect(message).not.toContain("nobody");
    });
  },
);

describe.skipIf(usingPostgres)(
  "each start-up step that fails names itself and its cause",
  { timeout: START_TIMEOUT },
  () => {
    it("the migrations", async () => {
      // A table of the first migration already there, outside Drizzle's journal.
      const dataDir = await preparedDataDir(async ({ db }) => {
        await db.execute("CREATE TABLE trainers (id int)");
      });
      expect(await failedStart({ DATA_DIR: dataDir })).toMatch(
        /^Cannot apply the database migrations: .*"trainers" already exists/,
      );
    });

    it("the generated session secret", async () => {
      const dataDir = tempDir("secret-");
      fs.mkdirSync(path.join(dataDir, "session-secret"));
      expect(await failedStart({ DATA_DIR: dataDir })).toMatch(
        /^Cannot keep the generated session secret in DATA_DIR: EISDIR/,
      );
    });

    it("the seed", async () => {
      // Migrated, with a trigger that refuses the first row the seed inserts.
      const dataDir = await preparedDataDir(async ({ db, migrate }) => {
        await migrate();
        await db.execute(
          "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no trainers today'; END $$",
        );
        await db.execute(
          "CREATE TRIGGER refuse BEFORE INSERT ON trainers FOR EACH ROW EXECUTE FUNCTION refuse()",
        );
      });
      expect(await failedStart({ DATA_DIR: dataDir })).toBe(
        "Cannot load the built-in catalogue or the demo data: no trainers today",
      );
    });
  },
);

describe("the two modes", { timeout: START_TIMEOUT }, () => {
  it.skipIf(usingPostgres)(
    "embedded: said in the first log line; catalogue and demo data on an empty database",
    async () => {
      const { logLines } = await startAndStop({ DATA_DIR: tempDir("embedded-") });
      expect(logLines[0]).toMatchObject({ mode: "embedded", database: "pglite", demoData: true });
      expect(logLines[0]?.msg).toMatch(/^embedded mode/);
      expect(logLines).toContainEqual(expect.objectContaining({ catalog: true, demo: true }));
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "deployment on PostgreSQL: the built-in catalogue, no demo data",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = `startup_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const { logLines } = await startAndStop({
          DATABASE_URL: url.toString(),
          SITE_URL: "https://www.example.com",
          SESSION_SECRET: secret,
          DATA_DIR: tempDir("deployment-"),
        });
        expect(logLines[0]).toMatchObject({ mode: "deployment", database: "postgres", demoData: false });
        expect(logLines).toContainEqual(expect.objectContaining({ catalog: true, demo: false }));
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const counts = await client.query<{ courses: number; sessions: number; registrations: number }>(
          `SELECT (SELECT count(*)::int FROM courses) AS courses,
                  (SELECT count(*)::int FROM training_sessions) AS sessions,
                  (SELECT count(*)::int FROM registrations) AS registrations`,
        );
        await client.end();
        expect(counts.rows[0]).toEqual({ courses: 12, sessions: 0, registrations: 0 });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
