import { createHmac, randomBytes } from "node:crypto";
import { roomSecret, signJanusToken } from "./janus-token.server";
import { MediaServerError, type LiveGrant, type LivePerson, type MediaServer } from "./media-server";

export interface JanusConfig {
  /** The API address browsers use. */
  publicUrl: string;
  /** The API address our server uses (http). */
  internalUrl: string;
  adminSecret: string;
  tokenSecret: string;
  turn?: { urls: string[]; secret: string };
  /** Tests move time. */
  now?: () => Date;
}

type JanusReply = {
  janus: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data?: Record<string, unknown> & { error_code?: number; error?: string } };
};

/** Errors of the VideoRoom plugin we expect and pass over. */
const NO_SUCH_FEED = 428;
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;

/**
 * The Janus implementation: our server talks to Janus's HTTP API with a token it signs for
 * itself (a minute long), and the VideoRoom requests that need the room's secret or the
 * plugin's admin key (create, allowed, moderate, kick, destroy) go only from here.
 */
export function createJanusMediaServer(config: JanusConfig): MediaServer {
  const now = config.now ?? (() => new Date());
  const base = config.internalUrl.replace(/\/+$/, "");

  async function post(path: string, body: Record<string, unknown>): Promise<JanusReply> {
    const response = await fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, transaction: randomBytes(8).toString("hex") }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new MediaServerError(`media server unreachable: ${(error as Error).message}`);
    });
    const reply = (await response.json()) as JanusReply;
    if (reply.janus === "error")
      throw new MediaServerError(reply.error?.reason ?? "janus error", reply.error?.code);
    return reply;
  }

  /** Runs VideoRoom requests on a Janus session and handle of our own, closed afterwards. */
  async function withVideoRoom<T>(
    run: (request: (body: Record<string, unknown>) => Promise<Record<string, unknown>>) => Promise<T>,
  ) {
    const token = signJanusToken(config.tokenSecret, new Date(now().getTime() + 60_000), ["server"]);
    const session = (await post("", { janus: "create", token })).data?.id;
    if (!session) throw new MediaServerError("janus gave no session");
    try {
      const handle = (await post(`/${session}`, { janus: "attach", plugin: "janus.plugin.videoroom", token }))
        .data?.id;
      if (!handle) throw new MediaServerError("janus gave no handle");
      return await run(async (body) => {
        const reply = await post(`/${session}/${handle}`, { janus: "message", body, token });
        const data = reply.plugindata?.data ?? {};
        if (data.error_code)
          throw new MediaServerError(String(data.error ?? "videoroom error"), data.error_code);
        return data;
      });
    } finally {
      await post(`/${session}`, { janus: "destroy", token }).catch(() => undefined);
    }
  }

  function iceServers(person: LivePerson, expiresAt: Date): LiveGrant["iceServers"] {
    if (!config.turn) return [];
    // coturn's REST API credentials (use-auth-secret): "expiry:name", HMAC-SHA1 of it.
    const username = `${Math.floor(expiresAt.getTime() / 1000)}:${person.feedId}`;
    const credential = createHmac("sha1", config.turn.secret).update(username).digest("base64");
    return [{ urls: config.turn.urls, username, credential }];
  }

  const ignore = (codes: number[]) => (error: unknown) => {
    if (error instanceof MediaServerError && error.code !== undefined && codes.includes(error.code)) return;
    throw error;
  };

  return {
    kind: "janus",
    connectOrigins: [...new Set([new URL(config.publicUrl).origin])],

    async ensureRoom(room, description) {
      await withVideoRoom(async (request) => {
        const exists = await request({ request: "exists", room });
        if (exists.exists === true) return;
        await request({
          request: "create",
          room,
          admin_key: config.adminSecret,
          secret: roomSecret(config.adminSecret, room),
          description: description.slice(0, 100),
          is_private: true,
          permanent: false,
          publishers: 30,
          // An empty allow-list turns the check on: only tokens we add may join.
          allowed: [],
          audiocodec: "opus",
          videocodec: "vp8",
          notify_joining: true,
        }).catch(ignore([ROOM_EXISTS]));
      });
    },

    async grant(room, person, expiresAt, moderator) {
      const token = signJanusToken(config.tokenSecret, expiresAt, [`r${room}`, `p${person.feedId}`]);
      const secret = roomSecret(config.adminSecret, room);
      await withVideoRoom(async (request) => {
        await request({ request: "allowed", room, secret, action: "add", allowed: [token] });
        // A reload comes back with the same participant id: the tab left behind gives way.
        await request({ request: "kick", room, secret, id: person.feedId }).catch(ignore([NO_SUCH_FEED]));
      });
      return {
        kind: "janus",
        serverUrl: config.publicUrl,
        room,
        feedId: person.feedId,
        display: person.display,
        token,
        expiresAt: expiresAt.toISOString(),
        iceServers: iceServers(person, expiresAt),
        moderator,
      };
    },

    async mute(room, feedId, mid) {
      await withVideoRoom((request) =>
        request({
          request: "moderate",
          room,
          secret: roomSecret(config.adminSecret, room),
          id: feedId,
          mid,
          mute: true,
        }),
      );
    },

    async kick(room, feedId, expiresAt) {
      const token = signJanusToken(config.tokenSecret, expiresAt, [`r${room}`, `p${feedId}`]);
      const secret = roomSecret(config.adminSecret, room);
      await withVideoRoom(async (request) => {
        await request({ request: "allowed", room, secret, action: "remove", allowed: [token] }).catch(
          ignore([NO_SUCH_ROOM]),
        );
        await request({ request: "kick", room, secret, id: feedId }).catch(
          ignore([NO_SUCH_FEED, NO_SUCH_ROOM]),
        );
      });
    },

    async closeRoom(room) {
      await withVideoRoom((request) =>
        request({ request: "destroy", room, secret: roomSecret(config.adminSecret, room) }).catch(
          ignore([NO_SUCH_ROOM]),
        ),
      );
    },
  };
}
