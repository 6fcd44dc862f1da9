/**
 * PostgreSQL stops under load, then comes back: the server must stay up, answer 503 (health
 * check and pages, with a friendly page in the page's language) while it is away, and serve
 * pages again by itself once it is back. Runs a private PostgreSQL 15 cluster in a temp
 * folder on a free port (never the shared one on 5432) and the real server from build/.
 */
import getPort from "get-port";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { builtServerArgs, requireFreshBuild } from "../../scripts/build-freshness";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/database";
import { isDatabaseUnavailable } from "../../db/unavailable";

const binaries = "/usr/lib/postgresql/15/bin";
const runningAsRoot = process.getuid?.() === 0;
const missing = [
  `${binaries}/initdb`,
  `${binaries}/pg_ctl`,
  ...(runningAsRoot ? ["/usr/sbin/runuser"] : []),
].filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.warn(`database-outage test skipped: PostgreSQL 15 binaries not found (${missing.join(", ")})`);
}

const run = promisify(execFile);
const pagePaths = ["/", "/courses", "/courses/101"];
const loopPaths = [...pagePaths, "/healthz"];
const frenchUnavailable = "Service momentanément indisponible";
const englishUnavailable = "Service temporarily unavailable";

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One GET on a connection of its own: a reset can only come from the server, not from reuse. */
function get(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        agent: false,
        headers: { connection: "close", "accept-language": "fr" },
        timeout: 60_000,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`GET ${urlPath} timed out`)));
    request.on("error", reject);
  });
}

/** Waits until `check` holds, saying what it waited for (and the last error) when it never does. */
function waitFor(what: string, check: () => Promise<boolean>, timeout = 120_000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout, interval: 100 },
  );
}

/** PostgreSQL refuses to run as root: the cluster's commands run as the postgres user then. */
function asClusterOwner(command: string, args: string[]) {
  return runningAsRoot ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
}

describe.runIf(missing.length === 0)("the database going away under load", () => {
  let folder = "";
  let dataDir = "";
  let pgPort = 0;
  let appPort = 0;
  let server: ChildProcess | undefined;
  let serverStdout = "";
  let serverStderr = "";

  const pgCtl = (...args: string[]) => asClusterOwner(`${binaries}/pg_ctl`, ["-D", dataDir, ...args]);
  const startCluster = () =>
    pgCtl(
      "-l",
      path.join(folder, "postgres.log"),
      "-w",
      "-t",
      "120",
      "-o",
      `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      "start",
    );

  beforeAll(async () => {
    requireFreshBuild();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "outage-"));
    dataDir = path.join(folder, "data");
    if (runningAsRoot) {
      const { stdout: uid } = await run("id", ["-u", "postgres"]);
      const { stdout: gid } = await run("id", ["-g", "postgres"]);
      fs.chownSync(folder, Number(uid), Number(gid));
    }
    await asClusterOwner(`${binaries}/initdb`, [
      "-D",
      dataDir,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
    ]);
    pgPort = await getPort();
    appPort = await getPort();
    await startCluster();
    const admin = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "postgres" });
    await admin.connect();
    await admin.query("CREATE DATABASE site");
    await admin.end();

    server = spawn(process.execPath, builtServerArgs(), {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/site`,
        SITE_URL: "https://outage.example",
        SESSION_SECRET: "o".repeat(40),
        DATA_DIR: path.join(folder, "app-data"),
        // Demo sessions make the pages query sessions and registrations as well as courses.
        DEMO_DATA: "true",
        // Every page rendered, as this test is about renders that query the database: from the
        // render cache they would touch it once a second at most (ADR 1301).
        RENDER_CACHE: "off",
        LOG_LEVEL: "warn",
      },
    });
    server.stdout?.setEncoding("utf8").on("data", (chunk: string) => (serverStdout += chunk));
    server.stderr?.setEncoding("utf8").on("data", (chunk: string) => (serverStderr += chunk));
    await waitFor("the server to answer", async () => (await get(appPort, "/healthz")).status === 200);
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      const forced = setTimeout(() => server?.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(forced);
    }
    if (dataDir && fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
      await pgCtl("-m", "immediate", "-w", "stop").catch(() => {});
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  it("a connection lost while a request holds it is reported, not thrown", async () => {
    // Between two queries of a transaction the pool's own listener is gone: without one of
    // ours the client's "error" event (57P01, as when PostgreSQL stops) would kill the process.
    const reported: Error[] = [];
    const database = await openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${pgPort}/site`,
      onConnectionError: (error) => reported.push(error),
    });
    const admin = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "postgres" });
    await admin.connect();
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
          await waitFor("the lost connection to be reported", async () => reported.length > 0);
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => "committed",
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatchObject({ code: "57P01" });
      // The pool dropped the broken client: the next query gets a fresh connection.
      await database.ping();
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it("keeps the server up, answers 503 while PostgreSQL is away, and recovers by itself", async () => {
    type Phase = "healthy" | "stopping" | "down" | "restarting" | "back";
    let phase: Phase = "healthy";
    let stop = false;
    const answers: { phase: Phase; path: string; status: number }[] = [];
    const failures: { phase: Phase; path: string; error: string }[] = [];

    // 16 clients asking for pages and the health check, one request after another each.
    const loops = Array.from({ length: 16 }, async (_, index) => {
      for (let turn = index; !stop; turn++) {
        const urlPath = loopPaths[turn % loopPaths.length] ?? "/";
        const at = phase;
        try {
          const { status } = await get(appPort, urlPath);
          answers.push({ phase: at, path: urlPath, status });
        } catch (error) {
          failures.push({ phase: at, path: urlPath, error: (error as Error).message });
        }
      }
    });

    try {
      await waitFor("pages under load", async () => answers.filter((a) => a.status === 200).length >= 32);

      phase = "stopping";
      await pgCtl("-m", "fast", "-w", "-t", "120", "stop");
      phase = "down";

      await waitFor("/healthz to answer 503", async () => (await get(appPort, "/healthz")).status === 503);
      for (const page of pagePaths) {
        await waitFor(`${page} to answer 503`, async () => (await get(appPort, page)).status === 503);
        const answer = await get(appPort, page);
        expect(answer.status).toBe(503);
        expect(answer.body).toContain(frenchUnavailable);
        expect(answer.body).toContain('<html lang="fr"');
        expect(answer.headers["retry-after"]).toBe("10");
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
      const english = await get(appPort, "/en/courses");
      expect(english.status).toBe(503);
      expect(english.body).toContain(englishUnavailable);
      expect(english.body).toContain('<html lang="en"');
      // The loops kept asking meanwhile: the process is still there.
      await waitFor("the loops to see 503 pages", async () =>
        answers.some((a) => a.phase === "down" && a.status === 503 && a.path !== "/healthz"),
      );
      expect(server?.exitCode).toBeNull();

      phase = "restarting";
      await startCluster();
      phase = "back";
      for (const page of [...pagePaths, "/healthz"]) {
        await waitFor(`${page} to answer 200 again`, async () => (await get(appPort, page)).status === 200);
      }
      await waitFor("the loops to get pages again", async () =>
        pagePaths.every((page) =>
          answers.some((a) => a.phase === "back" && a.path === page && a.status === 200),
        ),
      );
    } catch (error) {
      // Say what the server said: a crash is the likeliest reason for a time-out here.
      const exit = server?.exitCode === null ? "still running" : `exited with ${server?.exitCode}`;
      throw new Error(
        `${(error as Error).message}\nserver ${exit}; stderr:\n${serverStderr.slice(-3000)}\n` +
          `last log lines:\n${serverStdout.split("\n").slice(-15).join("\n")}`,
      );
    } finally {
      stop = true;
      await Promise.all(loops);
    }

    expect(server?.exitCode).toBeNull();
    // No reset, no refused connection, no time-out: every request got an answer...
    expect(failures).toEqual([]);
    // ...which was a page or a 503, never a 500.
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(statuses).toEqual([200, 503]);
    // Nothing crashed or printed a stack trace; no outage was taken for a bug of a page.
    expect(serverStderr).toBe("");
    const logLines = serverStdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; level?: number });
    expect(logLines.filter((line) => line.msg === "route error" || line.msg === "unhandled error")).toEqual(
      [],
    );
    // The pool's lost connections were logged, not swallowed.
    expect(logLines.some((line) => line.msg === "database connection lost")).toBe(true);
  }, 600_000);
});
