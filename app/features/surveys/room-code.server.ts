import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The code of the end-of-training QR code a trainer shows the room: the session and the local
 * day it is valid on, with an HMAC (16 bytes) keyed by a key derived from the server's secret for
 * this one purpose. Nothing is stored; it is refused on any other day.
 */
const MAC_BYTES = 16;
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^(\d{1,9})-(\d{4}-\d{2}-\d{2})-([A-Za-z0-9_-]{22})$/;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "survey-room-code.v1", 32));
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, sessionId: number, day: string): Buffer {
  return createHmac("sha256", keyOf(secret)).update(`${sessionId}:${day}`).digest().subarray(0, MAC_BYTES);
}

export function signRoomCode(secrets: readonly string[], sessionId: number, day: string): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no signing secret");
  return `${sessionId}-${day}-${mac(secret, sessionId, day).toString("base64url")}`;
}

/** The session and day of a code made by one of `secrets` (rotation), else null. */
export function readRoomCode(
  secrets: readonly string[],
  code: string | undefined,
): { sessionId: number; day: string } | null {
  const match = CODE.exec(code ?? "");
  if (!match) return null;
  const sessionId = Number(match[1]);
  const day = match[2]!;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || Date.parse(`${day}T00:00:00Z`) % DAY_MS !== 0)
    return null;
  const given = Buffer.from(match[3]!, "base64url");
  // Only the canonical spelling: another base64url string of the same bytes is refused.
  if (given.length !== MAC_BYTES || given.toString("base64url") !== match[3]) return null;
  const valid = secrets.some((secret) => timingSafeEqual(mac(secret, sessionId, day), given));
  return valid ? { sessionId, day } : null;
}
