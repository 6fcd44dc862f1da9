import type { Env } from "./env.server";

/**
 * Whether our cookies get the Secure attribute (and the session cookie its __Secure- prefix):
 * exactly when the site is served over https. Every cookie the server sets asks here.
 */
export function usesSecureCookies(env: Pick<Env, "SITE_URL">): boolean {
  return env.SITE_URL.startsWith("https:");
}
