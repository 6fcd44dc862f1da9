import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "./oidc-test-client";

/*
 * A real OpenID Connect provider (npm `oidc-provider`) for tests: the machines that run them
 * have no internet, so "Sign in with Google" is exercised against this one, configured as the
 * site's OIDC_* provider. Its login page is the library's own development page: any login and
 * any password are accepted, and the login typed becomes the account's id.
 *
 * Accounts, by convention (so that a provider in another process, the e2e one, needs no set-up):
 * - the login is the account's e-mail address, vouched for (email_verified: true);
 * - a login starting with "unverified" gives email_verified: false;
 * - the name comes from the local part: "mariama.bah.x1@example.com" is "Mariama Bah".
 * `accounts.set()` overrides the claims of one login (in-process tests only).
 */

export { TEST_CLIENT_ID, TEST_CLIENT_SECRET };

export interface ProviderClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

/** Claims of the accounts a test set up explicitly; the others follow the convention above. */
export const accounts = new Map<string, Omit<ProviderClaims, "sub">>();

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function conventionalClaims(login: string): ProviderClaims {
  const local = login.split("@")[0] ?? login;
  const words = local
    .split(/[._+-]/)
    .filter((word) => word && !/\d/.test(word) && word !== "unverified")
    .map(capitalise);
  const [given = "Test", ...family] = words;
  return {
    sub: login,
    email: login,
    email_verified: !login.startsWith("unverified"),
    name: [given, ...family].join(" "),
    given_name: given,
    family_name: family.join(" ") || "Provider",
  };
}

export interface OidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site's callback URLs the client may be sent back to. */
  redirectUris: string[];
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export interface ListeningOidcProvider {
  issuer: string;
  /** Starts answering as the provider, for a client allowed back to `redirectUris`. */
  serve(redirectUris: string[]): Promise<RunningOidcProvider>;
  close(): Promise<void>;
}

/**
 * The provider's address first (the site needs it in OIDC_ISSUER before it starts), the
 * provider itself once the site's callback is known. Until then it answers 503, as a provider
 * that is down would: better-auth then retries its discovery when a sign-in starts.
 */
export async function listenOidcProvider({
  port = 0,
  host = "127.0.0.1",
}: Omit<OidcProviderOptions, "redirectUris"> = {}): Promise<ListeningOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const unavailable = (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(503).end();
  };
  server.on("request", unavailable);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    issuer,
    close,
    async serve(redirectUris) {
      const provider = await createProvider(issuer, redirectUris);
      server.off("request", unavailable);
      server.on("request", provider.callback());
      return { issuer, close };
    },
  };
}

export async function startOidcProvider({
  redirectUris,
  ...address
}: OidcProviderOptions): Promise<RunningOidcProvider> {
  return (await listenOidcProvider(address)).serve(redirectUris);
}

async function createProvider(issuer: string, redirectUris: string[]): Promise<Provider> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    // Set, so that the library does not print a notice for each default it uses.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const claims = { ...conventionalClaims(sub), ...accounts.get(sub), sub };
      return { accountId: sub, claims: async () => claims };
    },
    // A first-party provider: the site is trusted, no consent page after the login.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  // A failure inside the provider shows in the test output rather than as a bare 500.
  provider.on("server_error", (_ctx, error) => console.error("oidc-provider:", error));
  return provider;
}

/** Cookies per origin, for a test that plays the browser over plain HTTP. */
export class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();

  store(url: string, headers: Headers) {
    const origin = new URL(url).host;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(origin, cookies);
  }

  header(url: string): string {
    const cookies = this.jar.get(new URL(url).host) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }
}

/**
 * Plays the browser at the provider: from the authorization URL, through its login page
 * (`login` typed as the account), to the redirect back to the site. Returns that URL.
 */
export async function logInAtProvider(
  authorizationUrl: string,
  login: string,
  jar = new CookieJar(),
): Promise<string> {
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: jar.header(url),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    jar.store(url, response.headers);
    body = undefined;
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(authorizationUrl).origin) return next.toString();
      url = next.toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="login"'))
      throw new Error(`unexpected page at the provider (${response.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, "&"), url).toString();
    body = new URLSearchParams({ prompt: "login", login, password: "any password" });
  }
  throw new Error("too many redirects at the provider");
}
