/**
 * `npm start`: builds when the build is missing or older than the sources, then starts the
 * production server (embedded database and demo data unless DATABASE_URL is set).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildEntry = path.resolve("build/server/index.js");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  process.stdout.write(builtAt ? "Sources changed: rebuilding…\n" : "No build yet: building…\n");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server/main");
