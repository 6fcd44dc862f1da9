import type { AppContext } from "../../app/lib/app-context";
import type { CookieJar } from "./auth-session";

export const SITE = "https://site.example";

/** What a loader or action answered: a Response (redirect, thrown guard) or data() with its init. */
export interface RouteAnswer<T> {
  status: number;
  location: string | null;
  headers: Headers;
  body: T | null;
}

type RouteFunction = (args: { request: Request; context: AppContext }) => Promise<unknown>;

/** Calls a loader or action as React Router would, and normalises what comes back or is thrown. */
export async function callRoute<T>(
  fn: RouteFunction,
  request: Request,
  context: AppContext,
): Promise<RouteAnswer<T>> {
  let result: unknown;
  try {
    result = await fn({ request, context });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      body: null,
    };
  }
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    (result as { type: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = result as unknown as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, headers: new Headers(init?.headers), body: data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, headers: new Headers(), body: result as T };
}

/** A form POST from the browser holding `jar`, from `ip`. */
export function formPost(
  path: string,
  fields: Record<string, string> | URLSearchParams,
  jar?: CookieJar,
  ip = "203.0.113.10",
) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "Vitest",
      "x-gms-client-ip": ip,
      ...(jar ? { Cookie: jar.header() } : {}),
    },
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
  });
}

export function pageGet(path: string, jar?: CookieJar) {
  return new Request(`${SITE}${path}`, { headers: jar ? { Cookie: jar.header() } : {} });
}
