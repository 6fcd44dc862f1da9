/** Longest path we send back in a Location header; real paths here are far shorter. */
const MAX_LENGTH = 2_000;
const BASE = "http://local.invalid";

/**
 * The one way to turn an untrusted "go back there" value (a form's `redirectTo`, a query
 * parameter) into a path on this site. Anything else gives `fallback`.
 *
 * Browsers read "\" as "/" and silently drop tabs and line breaks, so "/\t/evil.example" or
 * "/\\evil.example" would be followed to evil.example: any whitespace, control character or
 * backslash is refused outright. What remains is parsed against a dummy origin and must stay
 * on it; the result is re-serialised, so characters a Location header cannot carry (say,
 * "→") come out percent-encoded instead of breaking the response.
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (
    !value.startsWith("/") ||
    /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\\]/.test(value)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" normalises to "//evil.example": a protocol-relative URL.
  if (path.startsWith("//") || path.length > MAX_LENGTH) return fallback;
  return path;
}
