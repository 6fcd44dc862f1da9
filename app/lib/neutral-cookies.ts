import { parseCookie } from "cookie";

/** Cookies that change nothing personal: the language and theme preferences. */
const NEUTRAL_COOKIES = new Set(["lang", "theme"]);

/**
 * No cookie but the language and the theme: no session, no flash message, nothing personal, so
 * a page answered to it may be shared by caches (the render cache, a CDN).
 */
export function hasOnlyNeutralCookies(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return true;
  return Object.keys(parseCookie(cookieHeader)).every((name) => NEUTRAL_COOKIES.has(name));
}
