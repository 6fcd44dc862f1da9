import { ACCOUNT_MAIL_LIMITED } from "../app/features/accounts/sign-in-rules/account-mail-hooks.server";
import { signInErrorCodes } from "../app/features/accounts/sign-in-rules/sign-in-limits.server";

/** The refusals of our own limits (better-auth hooks), which are 429s on every path. */
const LIMIT_CODES = new Set<unknown>([
  signInErrorCodes.tooManyAttempts,
  signInErrorCodes.suspiciousActivity,
  ACCOUNT_MAIL_LIMITED,
]);

/** What a client is told to wait when a limiter gave no figure at all. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

async function jsonBody(response: Response): Promise<{ code?: unknown; retryAfterSeconds?: unknown } | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === "object" ? body : null;
  } catch {
    return null;
  }
}

/**
 * A better-auth answer over HTTP, made to say "too many" the standard way:
 * - A limit our hooks enforce after the endpoint ran (the third wrong password, say) is thrown
 *   as a 429, but better-auth's HTTP router answers with the endpoint's own status (401): the
 *   page, which calls the same endpoint through `auth.api`, answers 429. Both say 429.
 * - better-auth's own limiter answers 429 with a non-standard `X-Retry-After` only: every 429
 *   gets `Retry-After` (RFC 9110), from that header, from the body's figure, or a minute.
 */
export async function standardLimitAnswer(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  const body = await jsonBody(response);
  const limited = response.status === 429 || LIMIT_CODES.has(body?.code);
  if (!limited) return response;
  if (response.status === 429 && response.headers.has("retry-after")) return response;
  const headers = new Headers(response.headers);
  if (!headers.has("retry-after")) {
    const fromBody = typeof body?.retryAfterSeconds === "number" ? body.retryAfterSeconds : null;
    const seconds = Number(headers.get("x-retry-after") ?? fromBody ?? DEFAULT_RETRY_AFTER_SECONDS);
    headers.set("Retry-After", String(Math.max(1, Math.ceil(seconds || DEFAULT_RETRY_AFTER_SECONDS))));
  }
  return new Response(response.body, { status: 429, statusText: "Too Many Requests", headers });
}
