import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

/** The production build's server bundle: what `npm start` and the HTTP tests load. */
export const BUILD_ENTRY = path.resolve("build/server/index.js");

/** What the build is made from: a change to any of them makes the build stale. */
const SOURCES = ["app", "server", "db", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

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

/** "missing", "stale" (older than a source) or "fresh". */
export function buildState(): "missing" | "stale" | "fresh" {
  if (!fs.existsSync(BUILD_ENTRY)) return "missing";
  const builtAt = fs.statSync(BUILD_ENTRY).mtimeMs;
  return builtAt < Math.max(...SOURCES.map(newestMtime)) ? "stale" : "fresh";
}

/**
 * For tests that run the production build: they must test the sources as they are, so a missing
 * or stale build stops them with the command that fixes it (`npm test` builds first).
 */
export function requireFreshBuild(): void {
  const state = buildState();
  if (state === "fresh") return;
  throw new Error(
    state === "missing"
      ? `No production build at ${BUILD_ENTRY}: run "npx react-router build" first (npm test does it)`
      : `The production build is older than the sources: run "npx react-router build" again (npm test does it)`,
  );
}

/** The arguments of `node` that run the built server as `npm start` does (the embedded try-out). */
export function builtServerArgs(): string[] {
  requireFreshBuild();
  return [BUILD_ENTRY];
}

/** The same, with the heap flags a deployment's processes run with (server/node-flags.ts). */
export function deployedServerArgs(): string[] {
  return [...SERVER_NODE_FLAGS, ...builtServerArgs()];
}
