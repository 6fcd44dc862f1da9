import type { AppContext } from "~/lib/app-context";
import { langFromPath } from "~/lib/language";
import { CLIENT_IP_HEADER } from "../client-ip";
import { PAGE_LANG_HEADER } from "../request-lang.server";

/**
 * The headers to call better-auth with from an action: the visitor's own (cookies, user
 * agent), the client address we trust written over anything sent under its name, and the
 * page's language (the e-mails a request sends, and its refusals, are in it).
 */
export function authHeaders(
  request: Request,
  context: Pick<AppContext, "clientIp">,
  { withCookies = true }: { withCookies?: boolean } = {},
): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.clientIp);
  headers.set(PAGE_LANG_HEADER, langFromPath(new URL(request.url).pathname));
  if (!withCookies) headers.delete("cookie");
  return headers;
}

/** Only the Set-Cookie headers of a better-auth answer, to forward on our response. */
export function cookieHeaders(from: Headers | null | undefined, into = new Headers()): Headers {
  for (const cookie of from?.getSetCookie() ?? []) into.append("Set-Cookie", cookie);
  return into;
}

/** Waits until `floorMs` have passed since `startedAt`: answers that take the same time. */
export async function atLeast(startedAt: number, floorMs: number): Promise<void> {
  const remaining = startedAt + floorMs - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
