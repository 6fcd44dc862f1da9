import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { trainerServiceWorker } from "./scripts/service-worker-plugin.ts";

const testRoots = ["app", "db", "server", "tests/integration"];
const testFile = /\.test\.tsx?$/;
/** How a test file opens a database: the per-file helper, a scratch server, or the URL itself. */
const opensDatabase = /helpers\/test-database|helpers\/scratch-postgres|TEST_DATABASE_URL/;

function testFilesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(file);
    return testFile.test(entry.name) ? [file] : [];
  });
}

/**
 * With TEST_DATABASE_URL (the PostgreSQL pass) only the files that open a database run: the
 * others would run exactly as they did on the embedded database.
 */
const include = process.env.TEST_DATABASE_URL
  ? testRoots.flatMap(testFilesUnder).filter((file) => opensDatabase.test(fs.readFileSync(file, "utf8")))
  : testRoots.map((root) => `${root}/**/*.test.{ts,tsx}`);

export default defineConfig({
  // The trainer's service worker is a module the server imports as text (routes/trainer.sw.ts).
  plugins: [trainerServiceWorker()],
  resolve: { tsconfigPaths: true },
  test: {
    include,
    environment: "node",
    // Each file opens its own in-memory PGlite (or PostgreSQL database): give them time to migrate.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for a state: long enough for a busy machine, polling often.
    expect: { poll: { timeout: 10_000, interval: 20 } },
    pool: "forks",
    // Vitest's default leaves one core to its main process, which is nearly idle while files run:
    // on two cores that ran one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A worker keeps its modules from one file to the next instead of importing them all again
    // (React Router, better-auth, PGlite's WebAssembly): that import was a third of the suite's
    // time. Each file still opens its own database; no file mocks a module, and those that fake
    // the clock restore it after each test.
    isolate: false,
    // One migrated database, copied by each test file (tests/helpers/test-database.ts).
    globalSetup: ["tests/helpers/database-template.ts"],
  },
});
