/**
 * Before `npm start`: builds when the build is missing or older than the sources, so the server
 * that starts (`node build/server/index.js`) runs the code as it is.
 */
import { spawnSync } from "node:child_process";
import { buildState } from "./build-freshness";

const state = buildState();
if (state !== "fresh") {
  process.stdout.write(state === "stale" ? "Sources changed: rebuilding…\n" : "No build yet: building…\n");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
