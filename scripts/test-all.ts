/**
 * `npm test`: everything. Unit and integration tests (Vitest; PostgreSQL too when
 * TEST_DATABASE_URL is set), then the browser journeys (Playwright on the system Chromium)
 * against a fresh production build started on a free port with an empty DATA_DIR.
 * Without Chromium the browser tier is skipped loudly, except under CI=true where it fails.
 */
import getPort from "get-port";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { journeyBrowserPath } from "../tests/helpers/e2e-env";

/** How long each tier took, printed at the end to keep the suite's budget in sight. */
const timings: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const name = [command, ...args].join(" ").slice(0, 48);
  timings.push(`${name.padEnd(50)} ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

const failures: string[] = [];

if (run("npx", ["react-router", "build"]) !== 0) {
  process.stderr.write("Build failed.\n");
  process.exit(1);
}
if (run("npx", ["vitest", "run"]) !== 0) failures.push("unit and integration tests");

if (!journeyBrowserPath()) {
  const message =
    "Chromium not found (set CHROME_PATH or install Debian's chromium): browser journeys NOT run.";
  if (process.env.CI === "true") {
    process.stderr.write(`ERROR: ${message}\n`);
    failures.push("browser journeys (no Chromium)");
  } else {
    process.stderr.write(`\n${"!".repeat(80)}\nWARNING: ${message}\n${"!".repeat(80)}\n\n`);
  }
} else {
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
  if (run("npx", ["playwright", "test", ...process.argv.slice(2)], env) !== 0)
    failures.push("browser journeys");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

process.stdout.write(`\nTimes:\n${timings.map((line) => `  ${line}`).join("\n")}\n`);
if (failures.length) {
  process.stderr.write(`\nFailed: ${failures.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write("\nAll tests passed.\n");
