import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export that keeps what its loader and action set (an action's
 * Retry-After on a 429, a loader's Cache-Control). Without a `headers` export React Router
 * drops everything but cookies. Cookies are merged by React Router itself.
 */
export function loaderAndActionHeaders({ loaderHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
}
