/**
 * `npm test`: everything. The production build, then two lanes at once:
 * - Vitest's unit and integration tests (on the embedded database; on PostgreSQL instead when
 *   TEST_DATABASE_URL is set), then, when TEST_POSTGRES_URL is set, the database tests again on
 *   that PostgreSQL server (with the Node.js binary in TEST_POSTGRES_NODE_BIN, when set);
 * - the browser journeys (Playwright on the system Chromium) against the build, started on a
 *   free port with an empty DATA_DIR.
 * The journeys spend most of their time waiting for a browser and a server to answer, which
 * leaves a core free for Vitest: side by side, `npm test` takes about as long as the journeys.
 * Without Chromium the browser lane is skipped loudly, except under CI=true where it fails.
 */
import getPort from "get-port";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { journeyBrowserPath } from "../tests/helpers/e2e-env";

/** How long each step took, printed at the end to keep the suite's budget in sight. */
const timings: string[] = [];

function recordTime(name: string, started: number): void {
  timings.push(`${name.padEnd(52)} ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Runs one step of a lane, its output line by line under the lane's name so that two lanes
 * writing at once stay readable. Resolves to the exit status.
 */
function step(
  lane: string,
  name: string,
  command: string,
  args: string[],
  env = process.env,
): Promise<number> {
  const started = Date.now();
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on("line", (line) => out.write(`[${lane}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      recordTime(name, started);
      resolve(code ?? 1);
    });
  });
}

const failures: string[] = [];

const buildStarted = Date.now();
const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
recordTime("build", buildStarted);
if (build.status !== 0) {
  process.stderr.write("Build failed.\n");
  process.exit(1);
}

async function vitestLane(): Promise<void> {
  if ((await step("vitest", "Vitest", "npx", ["vitest", "run"])) !== 0)
    failures.push("unit and integration tests");
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (!postgresUrl) return;
  const nodeBin = process.env.TEST_POSTGRES_NODE_BIN;
  const env = {
    ...process.env,
    TEST_DATABASE_URL: postgresUrl,
    ...(nodeBin ? { PATH: `${nodeBin}${path.delimiter}${process.env.PATH}` } : {}),
  };
  const name = `Vitest's database tests on PostgreSQL${nodeBin ? ` (${path.basename(path.dirname(path.dirname(nodeBin)))})` : ""}`;
  if ((await step("postgres", name, "npx", ["vitest", "run"], env)) !== 0)
    failures.push("database tests on PostgreSQL");
}

async function journeysLane(): Promise<void> {
  if (!journeyBrowserPath()) {
    const message =
      "Chromium not found (set CHROME_PATH or install Debian's chromium): browser journeys NOT run.";
    if (process.env.CI === "true") {
      process.stderr.write(`ERROR: ${message}\n`);
      failures.push("browser journeys (no Chromium)");
    } else {
      process.stderr.write(`\n${"!".repeat(80)}\nWARNING: ${message}\n${"!".repeat(80)}\n\n`);
    }
    return;
  }
  const port = await getPort();
  // The local OpenID provider the e2e site signs in with (tests/helpers/e2e-env.ts).
  const oidcPort = await getPort();
  // Janus for the live-video journey (tests/e2e/live.spec.ts), when installed.
  const janusPort = await getPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_OIDC_PORT: String(oidcPort),
    E2E_JANUS_PORT: String(janusPort),
    E2E_DATA_DIR: dataDir,
  };
  if (
    (await step(
      "journeys",
      "browser journeys",
      "npx",
      ["playwright", "test", ...process.argv.slice(2)],
      env,
    )) !== 0
  )
    failures.push("browser journeys");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const started = Date.now();
await Promise.all([vitestLane(), journeysLane()]);
recordTime("both lanes", started);

process.stdout.write(`\nTimes:\n${timings.map((line) => `  ${line}`).join("\n")}\n`);
if (failures.length) {
  process.stderr.write(`\nFailed: ${failures.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write("\nAll tests passed.\n");
