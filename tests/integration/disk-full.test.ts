/**
 * The data folder's disk fills up under the embedded database: writes must answer 503 with the
 * outage page (not 500), /healthz must say so, and everything must work again once there is room.
 * The real server from build/ runs in embedded mode with its DATA_DIR on a small tmpfs of its own,
 * which a file then fills to the last byte.
 */
import getPort from "get-port";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { builtServerArgs, requireFreshBuild } from "../../scripts/build-freshness";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const run = promisify(execFile);
// Mounting a tmpfs needs root, as CI runs; elsewhere the test says why it does not run.
const runningAsRoot = process.getuid?.() === 0;
if (!runningAsRoot) {
  if (process.env.CI) throw new Error("the disk-full test mounts a tmpfs: run it as root");
  console.warn("disk-full test skipped: mounting a tmpfs needs root");
}

const frenchUnavailable = "Service momentanément indisponible";

/** Writes zeros into `file` until the disk refuses a single byte more. */
function fillDisk(file: string): void {
  const descriptor = fs.openSync(file, "w");
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) fs.writeSync(descriptor, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(descriptor);
  }
}

describe.runIf(runningAsRoot)("the data folder's disk full", () => {
  let mountPoint = "";
  let appPort = 0;
  let server: ChildProcess | undefined;
  let serverOutput = "";
  let visitor = 0;

  // The site's own address: React Router refuses a form post whose Origin is not the URL's.
  const base = () => `http://127.0.0.1:${appPort}`;
  /** A contact message from an address of its own, so the form's rate limit never answers first. */
  const sendContactMessage = () =>
    fetch(`${base()}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: base(),
        "Accept-Language": "fr",
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `203.0.113.${++visitor}`,
      },
      // Random text does not compress: each message needs new pages in the tables it goes into.
      body: new URLSearchParams({
        name: "Mariama Diallo",
        email: "mariama@example.com",
        subject: "Formation incendie",
        message: randomBytes(2_400).toString("hex"),
        service: "general",
      }),
    });

  beforeAll(async () => {
    requireFreshBuild();
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "disk-full-"));
    // Room for the seeded database (about 45 MB) and the healthy floor above it.
    await run("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", mountPoint]);
    appPort = await getPort();
    server = spawn(process.execPath, builtServerArgs(), {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        SITE_URL: base(),
        SESSION_SECRET: "d".repeat(40),
        DATA_DIR: path.join(mountPoint, "data"),
        TRUST_PROXY: "127.0.0.1",
        RENDER_CACHE: "off",
        LOG_LEVEL: "warn",
      },
    });
    server.stdout?.setEncoding("utf8").on("data", (chunk: string) => (serverOutput += chunk));
    server.stderr?.setEncoding("utf8").on("data", (chunk: string) => (serverOutput += chunk));
    await vi.waitFor(async () => expect((await fetch(`${base()}/healthz`)).status).toBe(200), {
      timeout: 120_000,
      interval: 100,
    });
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      const forced = setTimeout(() => server?.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(forced);
    }
    if (mountPoint) {
      await run("umount", [mountPoint]).catch(() => {});
      fs.rmSync(mountPoint, { recursive: true, force: true });
    }
  }, 60_000);

  it("answers 503 with the outage page and an unhealthy /healthz, then recovers when there is room", async () => {
    const filler = path.join(mountPoint, "filler");
    fillDisk(filler);

    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await health.json()).toEqual({ status: "unavailable", reason: "disk-full" });

    // A write that needs new pages fails at the latest by the fifth message: each one is a 503
    // outage page in the visitor's language, never a 500.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5 && !statuses.includes(503); attempt++) {
      const response = await sendContactMessage();
      statuses.push(response.status);
      const body = await response.text();
      if (response.status === 503) {
        expect(body).toContain(frenchUnavailable);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    }
    expect(
      statuses.filter((status) => status !== 302 && status !== 503),
      serverOutput,
    ).toEqual([]);
    expect(statuses).toContain(503);
    // Reading still works on a full disk.
    expect((await fetch(`${base()}/courses`, { headers: { "Accept-Language": "fr" } })).status).toBe(200);

    fs.rmSync(filler);
    expect((await fetch(`${base()}/healthz`)).status).toBe(200);
    const sent = await sendContactMessage();
    expect(sent.status, serverOutput).toBe(302);
    expect(server?.exitCode, serverOutput).toBeNull();
  }, 180_000);
});
