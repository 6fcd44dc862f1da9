import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Starts server/main.ts with `env` and returns what it printed and how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync("node", ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe("a bad configuration stops the start with one clear line", () => {
  it.each([
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "70000" }, "Invalid configuration: PORT must be between 0 and 65535"],
    [{ SITE_URL: "localhost" }, "Invalid configuration: SITE_URL must be an absolute URL"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must start with postgres://"],
  ])("%j", (env, message) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain(message);
  });

  it("an unwritable DATA_DIR", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "not-a-dir-")), "file");
    fs.writeFileSync(file, "");
    const { status, stderr } = start({ DATA_DIR: path.join(file, "data") });
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^DATA_DIR .* cannot be created or written to$/);
  });

  it("an unreachable PostgreSQL", () => {
    const { status, stderr } = start({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot use the PostgreSQL database at DATABASE_URL: /);
    expect(stderr).not.toContain("nobody@");
  });

  it("a DATA_DIR held by another live process", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "held-"));
    // Our own parent process is alive: pretend it holds the folder.
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
    const { status, stderr } = start({ DATA_DIR: dataDir });
    expect(status).toBe(1);
    expect(stderr).toMatch(/is in use by another process \(pid \d+\); stop it first$/);
  });
});
