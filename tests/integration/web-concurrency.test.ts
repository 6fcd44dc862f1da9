/**
 * WEB_CONCURRENCY: several server processes on one port with PostgreSQL, refused on
 * the embedded database; the render cache's version reaching every process; a graceful stop of
 * all of them that loses no request in flight. The real server/main.ts in child processes.
 */
import getPort from "get-port";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerForCourse } from "../../app/features/registration/register.server";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { depsAt, makeSession, makeUsers, requestFor } from "../helpers/registration";
import { createScratchDatabase } from "../helpers/scratch-postgres";
import { builtServerArgs } from "../../scripts/build-freshness";

const secret = "w".repeat(40);

function childEnv(env: Record<string, string>) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ...env,
  };
}

describe("WEB_CONCURRENCY on the embedded database", () => {
  it("is refused with one clear line", () => {
    const result = spawnSync(process.execPath, builtServerArgs(), {
      env: childEnv({ WEB_CONCURRENCY: "2", PORT: "0" }),
      encoding: "utf8",
      timeout: 110_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only; unset WEB_CONCURRENCY or set DATABASE_URL",
    );
  }, 120_000);
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.warn("web-concurrency test on PostgreSQL skipped: TEST_DATABASE_URL is not set");

describe.skipIf(!onPostgres)("WEB_CONCURRENCY=2 on PostgreSQL", { timeout: 180_000 }, () => {
  let scratch: { url: string; drop(): Promise<void> };
  let primary: ChildProcess;
  let database: DatabaseHandle;
  let port = 0;
  let stderr = "";

  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; cache: string }>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path, headers, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, cache: String(response.headers["x-cache"]) }),
        );
      });
      request.on("error", reject);
    });
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase("concurrency");
    port = await getPort();
    primary = spawn(process.execPath, builtServerArgs(), {
      env: childEnv({
        WEB_CONCURRENCY: "2",
        DATABASE_URL: scratch.url,
        SITE_URL: "https://site.example",
        SESSION_SECRET: secret,
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "info",
      }),
    });
    primary.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    let stdout = "";
    await new Promise<void>((resolve, reject) => {
      primary.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        if (stdout.includes("2 server processes listening")) resolve();
      });
      primary.once("exit", (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    database = await openDatabase({ kind: "postgres", url: scratch.url });
  });
  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill("SIGTERM");
    await database?.close();
    await scratch?.drop();
  });

  it("shows a change of seats made elsewhere in every process, from the database's version", async () => {
    const sessionId = await makeSession(database.db, {
      courseId: 101,
      seats: 10,
      startsAt: new Date("2031-03-10T08:00:00Z"),
    });
    const seats = (count: number) => `${count} places restantes sur 10`;
    // Enough requests for both processes to have the page cached and answer from memory.
    let hits = 0;
    for (let i = 0; i < 40 && hits < 10; i++) {
      const answer = await get("/courses/101");
      expect(answer.body).toContain(seats(10));
      if (answer.cache === "hit") hits++;
    }
    expect(hits).toBe(10);

    const [userId = ""] = await makeUsers(database.db, 1);
    expect(
      await registerForCourse(database.db, requestFor(userId, { sessionId }), depsAt(new Date())),
    ).toMatchObject({
      ok: true,
    });
    // Each process reads the version at most a second after its last look: a request sent
    // later than that (plus the machine's slowness) gets the new page from every process.
    const committed = Date.now();
    let fresh = 0;
    while (fresh < 20) {
      const sentAt = Date.now();
      const answer = await get("/courses/101");
      if (answer.body.includes(seats(9))) fresh++;
      else expect(sentAt - committed, "an old page more than a second after the change").toBeLessThan(1500);
    }
  });

  it("stops every process without losing the requests in flight", async () => {
    // Pages rendered per request (a cookie bypasses the cache), sent before the stop.
    const inFlight = Array.from(
      { length: 8 },
      (_, i) =>
        new Promise<{ sent: Promise<void>; answer: Promise<number> }>((resolveOuter) => {
          let markSent = () => {};
          const sent = new Promise<void>((resolve) => (markSent = resolve));
          const answer = new Promise<number>((resolve, reject) => {
            const request = http.get(
              {
                host: "127.0.0.1",
                port,
                path: `/courses/10${(i % 6) + 1}?tab=program`,
                headers: { cookie: "x=1" },
                agent: false,
              },
              (response) => {
                response.resume();
                response.on("end", () => resolve(response.statusCode ?? 0));
              },
            );
            request.on("error", reject);
            request.on("socket", (socket) => socket.on("connect", () => setImmediate(markSent)));
          });
          resolveOuter({ sent, answer });
        }),
    );
    const requests = await Promise.all(inFlight);
    await Promise.all(requests.map((request) => request.sent));
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    const statuses = await Promise.all(requests.map((request) => request.answer));
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    // Nothing listens any more: every worker has gone with the supervisor.
    await expect(get("/healthz")).rejects.toThrow();
  });
});
