import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtServerArgs } from "../../scripts/build-freshness";

const drivenClock = fileURLToPath(new URL("./driven-clock.ts", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Its origin, which is also its SITE_URL. */
  base: string;
  dataDir: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What it wrote on stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then waits for the process to end (the database closed, the lock removed). */
  stop(): Promise<number | null>;
}

/** A free port of 127.0.0.1, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    probe.on("error", reject);
  });
}

/**
 * A production server of the test's own, from the build (`npm start`'s way, embedded database),
 * on a free port of 127.0.0.1, answering /healthz when this resolves. `dataDir` is a new folder
 * unless given (a restart reuses the previous one); `clock` starts its `Date` at that instant
 * (tests/helpers/driven-clock.ts), for what only happens on a given day; `env` adds settings.
 */
export async function startServerProcess({
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-")),
  clock,
  env = {},
  logLevel = "warn",
}: { dataDir?: string; clock?: Date; env?: Record<string, string>; logLevel?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = clock ? ["--import", drivenClock, ...builtServerArgs()] : builtServerArgs();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      ...(clock ? { DRIVEN_CLOCK_AT: clock.toISOString() } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  // A first start migrates and seeds an empty folder: minutes on a busy two-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = (await fetch(`${base}/healthz`).catch(() => null))?.status;
    if (status === 200) break;
    if (ended || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server on ${base} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    base,
    dataDir,
    exited,
    output: () => output,
    stop: async () => {
      if (!ended) child.kill("SIGTERM");
      return exited;
    },
  };
}
