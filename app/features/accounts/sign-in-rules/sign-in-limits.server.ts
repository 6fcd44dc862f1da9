import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { user } from "../../../../db/schema";
import { clientKey, minutesLeft, type LimitRule } from "../../security/rate-limit.server";
import { CLIENT_IP_HEADER } from "../client-ip";

/**
 * The sign-in limit: 5 failed sign-ins per 15 minutes, then 30 minutes blocked, for one account
 * from one client address (ADR 0814): a classroom, an office or a carrier-grade NAT puts many
 * honest people behind one address, and a success is never counted.
 */
// Failures are counted, so the rule allows 4 and blocks on the fifth.
export const signInAttemptsRule: LimitRule = {
  name: "sign-in-account-address",
  points: 4,
  durationSeconds: 15 * 60,
  blockSeconds: 30 * 60,
};

/**
 * The ceiling for one client address, whatever the accounts (ADR 0814): guessing many
 * accounts' passwords from one address stops at 50 failures per 15 minutes, a number a
 * classroom of people mistyping their passwords does not reach.
 */
// Blocks on the fiftieth failure.
export const signInAddressCeilingRule: LimitRule = {
  name: "sign-in-address",
  points: 49,
  durationSeconds: 15 * 60,
  blockSeconds: 30 * 60,
};

/** The key of the product's limit: the account's address (hashed) and the client's address together. */
export function accountAddressKey(email: string, clientIp: string): string {
  return `${emailKey(email)}|${clientKey(clientIp)}`;
}

/**
 * Spec section 8: 3 failed sign-ins for one address within 15 minutes is suspicious; the
 * third failure blocks sign-in for that address for 15 minutes. Failures are counted, so the
 * rule allows 2 and refuses (blocks on) the third.
 */
export const signInFailuresRule: LimitRule = {
  name: "sign-in-failures",
  points: 2,
  durationSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/** Codes of the errors our sign-in rules answer with (mapped to the product's texts by the pages). */
export const signInErrorCodes = {
  tooManyAttempts: "TOO_MANY_SIGN_IN_ATTEMPTS",
  suspiciousActivity: "SUSPICIOUS_ACTIVITY",
} as const;

/** The body of those errors, over HTTP and for our actions alike. */
export interface SignInBlockBody {
  code: (typeof signInErrorCodes)[keyof typeof signInErrorCodes];
  message: string;
  retryAfterSeconds: number;
  minutes: number;
}

/** A 429 with Retry-After and the minutes left, for either rule. */
export function signInBlocked(code: SignInBlockBody["code"], retryAfterSeconds: number): APIError {
  const minutes = minutesLeft(retryAfterSeconds);
  const message =
    code === signInErrorCodes.tooManyAttempts
      ? `Too many sign-in attempts. Please try again in ${minutes} minutes.`
      : "Suspicious activity detected. Please contact support.";
  const body: SignInBlockBody = { code, message, retryAfterSeconds, minutes };
  return new APIError("TOO_MANY_REQUESTS", body, { "Retry-After": String(retryAfterSeconds) });
}

/** The key of an e-mail address in the limits table: a hash, so the table holds no addresses. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

// One "@", no spaces or control characters (PostgreSQL refuses NUL in text): enough to key on.
const EMAIL_SHAPE = /^[^\s\u0000-\u001f\u007f@]+@[^\s\u0000-\u001f\u007f@]+$/;

/** An e-mail address from a request body, normalised, or null when there is none. */
export function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== "string") return null;
  const normalised = email.trim().toLowerCase();
  return normalised.length <= 255 && EMAIL_SHAPE.test(normalised) ? normalised : null;
}

/** Who is asking, from the headers the server wrote (the address) and the browser sent. */
export function requestClient(ctx: { headers?: Headers; request?: Request }): {
  ip: string;
  userAgent: string | null;
} {
  const headers = ctx.headers ?? ctx.request?.headers;
  return {
    ip: headers?.get(CLIENT_IP_HEADER) || "unknown",
    userAgent: headers?.get("user-agent") ?? null,
  };
}

/** The account with this address, if there is one. */
export async function accountByEmail(
  db: Database,
  email: string | null,
): Promise<{ id: string; email: string; lang: "fr" | "en" } | null> {
  if (!email) return null;
  const [found] = await db
    .select({ id: user.id, email: user.email, lang: user.lang })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return found ?? null;
}
