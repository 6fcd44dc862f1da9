import type { AppContext } from "~/lib/app-context";
import "./auth-context";
import type { Auth } from "./auth.server";
import { isDisabled } from "./disabled-accounts.server";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** The signed-in visitor: better-auth's user and session rows. */
export type Viewer = SessionResult;

/** Names of the session cookie: plain on http, with the __Secure- prefix on https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?gms\.session_token=/;

export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
}

interface ViewerLookup {
  viewer: Viewer | null;
  /** Set-Cookie headers better-auth wants sent (a refreshed or cleared session cookie). */
  headers: Headers;
}

// One lookup per request: the root loader, the page's loader and its action share it.
const lookups = new WeakMap<Request, Promise<ViewerLookup>>();

/**
 * Who is asking: the session from the cookie, checked against the database (no cookie cache,
 * so a revoked session is refused at once), or null. Requests without a session cookie,
 * nearly all of them, cost nothing.
 */
export function lookUpViewer(request: Request, context: Pick<AppContext, "auth">): Promise<ViewerLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = hasSessionCookie(request)
      ? context.auth.api
          .getSession({ headers: request.headers, returnHeaders: true })
          // A disabled account's sessions are deleted with it; should one remain, it is no one.
          .then(({ response, headers }) => ({
            viewer: response && !isDisabled(response.user) ? response : null,
            headers,
          }))
      : Promise.resolve({ viewer: null, headers: new Headers() });
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function getViewer(request: Request, context: Pick<AppContext, "auth">): Promise<Viewer | null> {
  return (await lookUpViewer(request, context)).viewer;
}

/** The name the header shows: first and last name, else the account's name, else the e-mail. */
export function displayName(
  user: Pick<Viewer["user"], "name" | "email"> & { firstName?: string | null; lastName?: string | null },
): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return full || user.name.trim() || user.email;
}
