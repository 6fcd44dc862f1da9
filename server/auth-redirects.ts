import type { Logger } from "pino";
import { safeLocalPath } from "../app/lib/safe-path";

/** The query parameters better-auth's links carry to say where the browser goes next. */
const CALLBACK_PARAMETERS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/**
 * A request to better-auth whose callback parameters are paths of this site: an absolute URL
 * of the site becomes its path, anything else that is not a safe path becomes "/" (better-auth
 * answers some odd values, such as "/\\evil.example", with a 500).
 */
export function withSafeCallbacks(request: Request, siteUrl: string): Request {
  const url = new URL(request.url);
  const site = new URL(siteUrl);
  let changed = false;
  for (const name of CALLBACK_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    let local = value;
    try {
      const absolute = new URL(value);
      if (absolute.origin === site.origin) local = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    } catch {
      // Not an absolute URL: a path, checked below.
    }
    const safe = safeLocalPath(local, "/");
    if (safe !== value) {
      url.searchParams.set(name, safe);
      changed = true;
    }
  }
  return changed ? new Request(url, request) : request;
}

/**
 * better-auth sends browsers to the callbackURL its links carry, after normalising it: a value
 * such as "/.//evil.example" or "/%2e%2e//evil.example" passes its origin check as a relative
 * path and comes out as "//evil.example", another site. None of its redirects over HTTP has a
 * reason to leave the site (OAuth sign-in starts from our own actions), so any that would is
 * sent to the home page instead, and logged.
 */
export function keepAuthRedirectOnSite(
  response: Response,
  siteUrl: string,
  logger: Pick<Logger, "warn">,
  path: string,
): Response {
  const location = response.headers.get("location");
  if (location === null || response.status < 300 || response.status > 399) return response;
  const site = new URL(siteUrl);
  let target: URL | null;
  try {
    target = new URL(location, site);
  } catch {
    target = null;
  }
  if (target && target.origin === site.origin && !/^[/\\]{2}/.test(location)) return response;
  logger.warn(
    { event: "security.auth_redirect_refused", path, location: location.slice(0, 200) },
    "an authentication redirect off the site was refused",
  );
  const headers = new Headers(response.headers);
  headers.set("location", "/");
  return new Response(null, { status: response.status, headers });
}
