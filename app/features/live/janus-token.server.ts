import { createHmac, timingSafeEqual } from "node:crypto";

/** The plugin our tokens open: Janus checks each request's token names it. */
export const VIDEOROOM_PLUGIN = "janus.plugin.videoroom";

/**
 * A Janus signed token (token_auth_secret, janus.jcfg): "expiry,janus,plugins…:signature",
 * signature = base64(HMAC-SHA1(secret, "expiry,janus,plugins…")). Janus checks the expiry, the
 * realm, the plugin and the signature on every request; the extra descriptors (the session and
 * the person) make the token one person's for one room, which the room's allow-list enforces.
 */
export function signJanusToken(secret: string, expiresAt: Date, descriptors: readonly string[]): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  for (const descriptor of descriptors) {
    if (!/^[\w.-]+$/.test(descriptor)) throw new Error(`bad token descriptor: ${descriptor}`);
  }
  const data = [String(expiry), "janus", VIDEOROOM_PLUGIN, ...descriptors].join(",");
  return `${data}:${createHmac("sha1", secret).update(data).digest("base64")}`;
}

/** Checks a token as Janus does (tests and our own moderator calls). */
export function verifyJanusToken(secret: string, token: string, now: Date): { descriptors: string[] } | null {
  const [data, signature, ...rest] = token.split(":");
  if (!data || !signature || rest.length > 0) return null;
  const expected = Buffer.from(createHmac("sha1", secret).update(data).digest("base64"));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [expiry, realm, ...plugins] = data.split(",");
  if (realm !== "janus" || !plugins.includes(VIDEOROOM_PLUGIN)) return null;
  if (!expiry || !/^\d+$/.test(expiry) || Number(expiry) < Math.floor(now.getTime() / 1000)) return null;
  return { descriptors: plugins.filter((plugin) => plugin !== VIDEOROOM_PLUGIN) };
}

/** The room's secret: derived from the admin secret, so it is never stored nor sent. */
export function roomSecret(adminSecret: string, room: number): string {
  return createHmac("sha256", adminSecret).update(`videoroom:${room}`).digest("hex");
}

/** A person's participant id in a session's room: stable, so a moderator's action names a person. */
export function feedIdFor(adminSecret: string, sessionId: number, userId: string): number {
  const digest = createHmac("sha256", adminSecret).update(`feed:${sessionId}:${userId}`).digest();
  // 48 bits: a safe integer in JSON for every client.
  return digest.readUIntBE(0, 6) || 1;
}
