import { hasOnlyNeutralCookies } from "~/lib/neutral-cookies";

/**
 * Cache-Control for catalogue pages. A response may be shared by caches only when nothing in
 * the request makes it personal: no cookie except the language and theme preferences (and
 * `Vary: Cookie` keeps those apart). Any other cookie (a session, a one-time flash message)
 * makes it private and never stored.
 */
export const PUBLIC_CATALOG_CACHE = "public, max-age=60, stale-while-revalidate=300";

export function isAnonymousRequest(request: Request): boolean {
  return hasOnlyNeutralCookies(request.headers.get("Cookie"));
}

export function catalogCacheHeaders(request: Request): Headers {
  return new Headers({
    "Cache-Control": isAnonymousRequest(request) ? PUBLIC_CATALOG_CACHE : "private, no-store",
    Vary: "Cookie",
  });
}
