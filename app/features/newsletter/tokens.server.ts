import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed newsletter links: the payload (purpose, address, expiry) in base64url, then an
 * HMAC-SHA256 of it with the first secret. Every secret verifies, so rotating keeps old links.
 */
export type TokenPurpose = "confirm" | "unsubscribe";

interface Payload {
  /** purpose */
  p: TokenPurpose;
  /** e-mail address */
  e: string;
  /** expiry, seconds since 1970; absent for unsubscribe links, which must keep working */
  x?: number;
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

export const CONFIRM_TOKEN_DAYS = 7;
const MAX_TOKEN_LENGTH = 1_000;

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`newsletter.${body}`).digest();
}

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  { now = new Date(), validDays }: { now?: Date; validDays?: number } = {},
): string {
  const payload: Payload = { p: purpose, e: email };
  if (validDays !== undefined) payload.x = Math.floor(now.getTime() / 1000) + validDays * 86_400;
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

/** Checks the signature with every secret, then the purpose and the expiry. */
export function verifyToken(
  secrets: readonly string[],
  purpose: TokenPurpose,
  token: string | null,
  now = new Date(),
): TokenCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (!token || token.length > MAX_TOKEN_LENGTH) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return invalid;
  const [, body, signature] = match;
  const given = Buffer.from(signature, "base64url");
  const signed = secrets.some((secret) => {
    const expected = mac(secret, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  if (typeof payload !== "object" || payload === null) return invalid;
  const { p, e, x } = payload as Record<string, unknown>;
  if (p !== purpose || typeof e !== "string" || !e) return invalid;
  if (purpose === "confirm" && typeof x !== "number") return invalid;
  if (typeof x === "number" && x * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, email: e };
}
