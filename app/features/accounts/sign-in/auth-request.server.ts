import type { AppContext } from "~/lib/app-context";
import { CLIENT_IP_HEADER } from "../client-ip";

/**
 * The headers to call better-auth with from an action: the visitor's own (cookies, user
 * agent), and the client address we trust written over anything sent under its name.
 */
export function authHeaders(
  request: Request,
  context: Pick<AppContext, "clientIp">,
  { withCookies = true }: { withCookies?: boolean } = {},
): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.clientIp);
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
