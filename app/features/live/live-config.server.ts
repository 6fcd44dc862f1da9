import type { Env } from "~/lib/env.server";
import { createJanusMediaServer } from "./janus.server";
import type { MediaServer } from "./media-server";

type LiveEnv = Pick<
  Env,
  | "LIVE_VIDEO_SERVER_URL"
  | "LIVE_VIDEO_SERVER_INTERNAL_URL"
  | "LIVE_VIDEO_ADMIN_SECRET"
  | "LIVE_VIDEO_TOKEN_SECRET"
  | "LIVE_VIDEO_TURN_URL"
  | "LIVE_VIDEO_TURN_SECRET"
>;

const servers = new WeakMap<object, MediaServer>();

/** The configured media server, or null: live video is off and remote sessions are 'non disponible'. */
export function mediaServerFor(env: LiveEnv): MediaServer | null {
  const {
    LIVE_VIDEO_SERVER_URL: url,
    LIVE_VIDEO_ADMIN_SECRET: adminSecret,
    LIVE_VIDEO_TOKEN_SECRET: tokenSecret,
  } = env;
  if (!url || !adminSecret || !tokenSecret) return null;
  let server = servers.get(env);
  if (!server) {
    const internal = env.LIVE_VIDEO_SERVER_INTERNAL_URL ?? url;
    server = createJanusMediaServer({
      publicUrl: url,
      internalUrl: internal,
      adminSecret,
      tokenSecret,
      turn:
        env.LIVE_VIDEO_TURN_URL && env.LIVE_VIDEO_TURN_SECRET
          ? { urls: env.LIVE_VIDEO_TURN_URL.split(","), secret: env.LIVE_VIDEO_TURN_SECRET }
          : undefined,
    });
    servers.set(env, server);
  }
  return server;
}

/** The origins the live page may connect to (CSP connect-src), empty when video is off. */
export function liveConnectOrigins(env: LiveEnv): string[] {
  const url = env.LIVE_VIDEO_SERVER_URL;
  if (!url || !env.LIVE_VIDEO_ADMIN_SECRET || !env.LIVE_VIDEO_TOKEN_SECRET) return [];
  return [new URL(url).origin];
}
