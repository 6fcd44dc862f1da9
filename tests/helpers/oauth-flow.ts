import { startOAuthSignIn } from "../../app/features/accounts/oauth-sign-in.server";
import type { AppContext } from "../../app/lib/app-context";
import { CookieJar, logInAtProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "./oidc-provider";

/*
 * A provider sign-in played without a browser, against the real better-auth of a test
 * context and a real OpenID provider (oidc-provider.ts): the /auth/social action, the
 * provider's login page, then better-auth's callback. The site is SITE_URL of the context.
 */

/** OIDC_* settings that point a test context at the test provider. */
export function providerEnv(issuer: string): Record<string, string> {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    OIDC_NAME: "Test ID",
  };
}

/** A POST of the provider buttons' form to /auth/social (or /en/auth/social). */
export function socialFormRequest(
  siteUrl: string,
  fields: Record<string, string>,
  { lang = "fr", cookie = "" }: { lang?: "fr" | "en"; cookie?: string } = {},
): Request {
  return new Request(`${siteUrl}${lang === "en" ? "/en" : ""}/auth/social`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

export interface ProviderSignIn {
  /** The site's answer to the callback: a redirect, with the session cookie when signed in. */
  callback: Response;
  /** The site's cookies after it (the session's, if any). */
  jar: CookieJar;
}

/**
 * From the button to the site's answer to the callback: `login` is the account typed at the
 * provider (its e-mail, see oidc-provider.ts for the conventions).
 */
export async function signInWithProvider(
  context: AppContext,
  login: string,
  { redirectTo = "/profile", lang = "fr" }: { redirectTo?: string; lang?: "fr" | "en" } = {},
): Promise<ProviderSignIn> {
  const site = context.env.SITE_URL;
  const jar = new CookieJar();
  const started = await startOAuthSignIn({
    request: socialFormRequest(site, { providerId: "oidc", redirectTo }, { lang }),
    context,
  });
  if (!(started instanceof Response) || started.status !== 303) {
    throw new Error(`the sign-in did not start: ${JSON.stringify(started)}`);
  }
  jar.store(site, started.headers);
  const backAtSite = await logInAtProvider(started.headers.get("Location") ?? "", login);
  const callback = await context.auth.handler(
    new Request(backAtSite, { headers: { Cookie: jar.header(site), "x-gms-client-ip": context.clientIp } }),
  );
  jar.store(site, callback.headers);
  return { callback, jar };
}
