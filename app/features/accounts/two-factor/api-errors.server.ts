import { isAPIError } from "better-auth/api";

/** The error code better-auth (or one of our hooks) refused a call with, if it did. */
export function apiErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : null;
}

/** A number our hooks add to an error's body (retryAfterSeconds on a lockout). */
export function apiErrorNumber(error: unknown, name: string): number | null {
  if (!isAPIError(error)) return null;
  const value = (error.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

// better-call attaches the Set-Cookie headers an endpoint had set to the error it throws.
const ERROR_HEADERS = Symbol.for("better-call:api-error-headers");

/** Only the Set-Cookie headers of `source` (a success's headers, or a refusal's). */
export function cookieFrom(source: unknown): Headers {
  const out = new Headers();
  const headers =
    source instanceof Headers
      ? source
      : isAPIError(source)
        ? ((source as unknown as Record<symbol, Headers | undefined>)[ERROR_HEADERS] ?? null)
        : null;
  for (const cookie of headers?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
  return out;
}
