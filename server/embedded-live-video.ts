import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import getPort from "get-port";
import { JANUS_INSTALL_COMMAND } from "../app/features/live/janus-install";
import { janusEventsTarget } from "../app/features/live/presence.server";
import type { Env } from "../app/lib/env.server";
import { janusInstalled, startJanus, type RunningJanus } from "./janus-process";
import type { Logger } from "./logger";

/** Janus's usual port; another free one when something else holds it. */
const PREFERRED_PORT = 8088;

interface LiveVideoSecrets {
  adminSecret: string;
  tokenSecret: string;
}

/** Secrets generated on the first start and kept in DATA_DIR, as the session secret is. */
function liveVideoSecrets(dataDir: string): LiveVideoSecrets {
  const file = path.join(path.resolve(dataDir), "live-video-secrets.json");
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LiveVideoSecrets>;
    if (typeof saved.adminSecret === "string" && typeof saved.tokenSecret === "string")
      return { adminSecret: saved.adminSecret, tokenSecret: saved.tokenSecret };
  } catch {
    // Not created yet, or unreadable: new ones.
  }
  const secrets = {
    adminSecret: randomBytes(24).toString("hex"),
    tokenSecret: randomBytes(24).toString("hex"),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Where this machine reaches a server bound to `host`. */
function loopbackOf(host: string): string {
  if (host === "0.0.0.0" || host === "localhost") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

export interface EmbeddedLiveVideo {
  /** The settings with the started Janus's address and secrets, or unchanged. */
  env: Env;
  stop(): Promise<void>;
}

/**
 * In embedded mode (a try-out on this machine) with no media server configured, starts Debian's
 * Janus when it is installed, bound to 127.0.0.1, so the demo's remote session works from the
 * first `npm start`; it stops with the server. When Janus is missing, one log line says the one
 * command that installs it. A deployment configures its own Janus (LIVE_VIDEO_*): nothing starts.
 */
export async function startEmbeddedLiveVideo(env: Env, logger: Logger): Promise<EmbeddedLiveVideo> {
  const unchanged = { env, stop: async () => {} };
  if (env.MODE !== "embedded" || env.LIVE_VIDEO_SERVER_URL) return unchanged;
  if (!janusInstalled()) {
    logger.warn(
      { event: "live-video.off", install: JANUS_INSTALL_COMMAND },
      `live video is off: Janus is not installed (install it with "${JANUS_INSTALL_COMMAND}", then start again)`,
    );
    return unchanged;
  }
  const secrets = liveVideoSecrets(env.DATA_DIR);
  const port = await getPort({ port: PREFERRED_PORT, host: "127.0.0.1" });
  let janus: RunningJanus;
  try {
    janus = await startJanus({
      port,
      ...secrets,
      configDir: path.join(path.resolve(env.DATA_DIR), "janus"),
      // Joins and leaves come back to this server (remote attendance); it listens on env.PORT.
      events: env.PORT
        ? janusEventsTarget(`http://${loopbackOf(env.HOST)}:${env.PORT}`, secrets.adminSecret)
        : undefined,
      stdio: "ignore",
    });
  } catch (error) {
    logger.error({ err: error, event: "live-video.off" }, "live video is off: Janus did not start");
    return unchanged;
  }
  // Janus is no child of ours to the system: it would outlive a server that exits without its
  // shutdown (an uncaught error), holding the port.
  const running = janus;
  process.once("exit", () => running.process.kill("SIGKILL"));
  logger.info({ event: "live-video.on", url: janus.url }, "live video: Janus started on this machine");
  return {
    env: {
      ...env,
      LIVE_VIDEO_SERVER_URL: janus.url,
      LIVE_VIDEO_ADMIN_SECRET: secrets.adminSecret,
      LIVE_VIDEO_TOKEN_SECRET: secrets.tokenSecret,
    },
    stop: () => janus.stop(),
  };
}
