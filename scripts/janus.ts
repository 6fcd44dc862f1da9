/**
 * The Janus WebRTC gateway for development and tests (ADR 1201).
 *
 *   npx tsx scripts/janus.ts [--port 8088] [--admin-secret …] [--token-secret …] [--site http://127.0.0.1:3000] [--quiet]
 *   npx tsx scripts/janus.ts --write-config /etc/janus-live --site https://… [--public-ip 203.0.113.7] …  (production)
 *
 * `--site` is the site's address as Janus reaches it: Janus posts the rooms' joins and leaves
 * there (remote attendance). Without it, live video works and remote presence is not counted.
 *
 * Installs Debian's `janus` with apt-get when it is missing (root only), writes a configuration
 * (server/janus-process.ts) into a temporary folder and runs Janus in the foreground until
 * stopped. It prints the LIVE_VIDEO_* settings that point the site at it. `npm start` in
 * embedded mode runs one by itself (server/embedded-live-video.ts).
 *
 * Tests import startJanus/stopJanus instead (tests/helpers/janus.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { janusEventsTarget } from "../app/features/live/presence.server";
import { JANUS_BINARY, janusInstalled, startJanus, writeJanusConfig } from "../server/janus-process";

export { janusInstalled, startJanus, type RunningJanus } from "../server/janus-process";

/** apt-get install janus when missing; returns why it could not, or undefined when Janus is there. */
export function ensureJanusInstalled(): string | undefined {
  if (janusInstalled()) return undefined;
  if (process.getuid?.() !== 0) return "janus is not installed (apt-get install janus needs root)";
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "janus"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "janus"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return janusInstalled() ? undefined : "apt-get could not install janus";
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  // The secrets come from the site's settings when not given (LIVE_VIDEO_*).
  const missing = ensureJanusInstalled();
  if (missing) {
    process.stderr.write(`${missing}\n`);
    process.exit(1);
  }
  const port = Number(argument("port") ?? process.env.JANUS_PORT ?? 8088);
  const adminSecret =
    argument("admin-secret") ?? process.env.LIVE_VIDEO_ADMIN_SECRET ?? "dev-janus-admin-secret";
  const tokenSecret =
    argument("token-secret") ?? process.env.LIVE_VIDEO_TOKEN_SECRET ?? "dev-janus-token-secret";
  const publicIp = argument("public-ip");
  const site = argument("site");
  const events = site ? janusEventsTarget(site, adminSecret) : undefined;
  // A production host: write the configuration for systemd to run Janus with (README, "Live video").
  const configDir = argument("write-config");
  if (configDir) {
    fs.mkdirSync(configDir, { recursive: true, mode: 0o750 });
    writeJanusConfig(configDir, { port, adminSecret, tokenSecret, publicIp, events });
    process.stdout.write(
      `Configuration written to ${configDir}. Run: ${JANUS_BINARY} --config ${path.join(configDir, "janus.jcfg")} --configs-folder ${configDir}\n`,
    );
    return;
  }
  const janus = await startJanus({
    port,
    adminSecret,
    tokenSecret,
    events,
    stdio: process.argv.includes("--quiet") ? "ignore" : "inherit",
  });
  process.stdout.write(
    `Janus is running. Start the site with:\n` +
      `  LIVE_VIDEO_SERVER_URL=${janus.url} LIVE_VIDEO_ADMIN_SECRET=${adminSecret} LIVE_VIDEO_TOKEN_SECRET=${tokenSecret} npm start\n`,
  );
  const shutdown = () => void janus.stop().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  janus.process.once("exit", (code) => process.exit(code ?? 1));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void main();
