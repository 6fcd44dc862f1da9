import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, verification } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { providerEnv, socialFormRequest } from "../../../tests/helpers/oauth-flow";
import {
  startOidcProvider,
  TEST_CLIENT_ID,
  type RunningOidcProvider,
} from "../../../tests/helpers/oidc-provider";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as socialLoader } from "~/routes/auth.social";
import { oauthErrorMessageKey } from "./oauth-errors";
import { startOAuthSignIn, type OAuthStartRefusal } from "./oauth-sign-in.server";

/* Starting a provider sign-in: what /auth/social sends to the provider, keeps, and refuses. */

const database = useTestDatabase({ emptyBeforeEach: [verification, rateLimits] });
let provider: RunningOidcProvider;
let context: AppContext;
const SITE = "https://site.example";

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${SITE}/api/auth/callback/oidc`] });
  context = testAppContext(database.db, { env: providerEnv(provider.issuer) });
});
afterAll(() => provider.close());

async function start(fields: Record<string, string>, lang: "fr" | "en" = "fr", ctx = context) {
  return startOAuthSignIn({ request: socialFormRequest(SITE, fields, { lang }), context: ctx });
}

/** What better-auth stored for the flow (the verification row of its state). */
async function storedStates() {
  const rows = await database.db.select().from(verification);
  return rows.map((row) => JSON.parse(row.value) as Record<string, unknown>);
}

/** A refusal: React Router's data() with a status. */
function refusal(result: unknown): { body: OAuthStartRefusal; status: number; headers: Headers } {
  const { data, init } = result as { data: OAuthStartRefusal; init: ResponseInit | null };
  return { body: data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

describe("POST /auth/social", () => {
  it("sends the browser to the provider (303) with PKCE, a nonce, the site's callback and its state cookie", async () => {
    const response = (await start({ providerId: "oidc", redirectTo: "/courses/101" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const target = new URL(response.headers.get("Location") ?? "");
    expect(target.origin).toBe(provider.issuer);
    expect(target.pathname).toBe("/auth");
    const params = Object.fromEntries(target.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: TEST_CLIENT_ID,
      redirect_uri: `${SITE}/api/auth/callback/oidc`,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const cookie =
      response.headers.getSetCookie().find((line) => line.startsWith("__Secure-gms.state=")) ?? "";
    expect(cookie).toContain(`__Secure-gms.state=${params.state}.`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);

    // The verifier stays on our side; the provider gets only its S256 hash.
    const [state] = await storedStates();
    expect(state).toMatchObject({
      callbackURL: "/courses/101",
      errorURL: "/auth?redirectTo=%2Fcourses%2F101",
      oauthState: params.state,
      idTokenNonce: params.nonce,
      lang: "fr",
    });
    const challenge = createHash("sha256").update(String(state?.codeVerifier)).digest("base64url");
    expect(params.code_challenge).toBe(challenge);
  });

  it("comes back to a safe local page only, in the page's language", async () => {
    const hostile = [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\t/evil",
      "",
    ];
    for (const redirectTo of hostile) {
      await start({ providerId: "oidc", redirectTo }, "en");
    }
    await start({ providerId: "oidc" });
    const states = await storedStates();
    expect(states.map((state) => [state.callbackURL, state.errorURL])).toEqual([
      ...hostile.map(() => ["/en", "/en/auth"]),
      ["/", "/auth"],
    ]);
  });

  it("answers 400 and writes nothing for a form that is not one of the buttons", async () => {
    const forms: Record<string, string>[] = [
      {},
      { providerId: "github" },
      { providerId: "google" }, // not configured here
      { providerId: "<script>alert(1)</script>" },
      { providerId: "oidc\u0000" },
      { providerId: "x".repeat(100_000) },
    ];
    for (const fields of forms) {
      const result = refusal(await start(fields));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ refusal: "invalid" });
    }
    const json = await startOAuthSignIn({
      request: new Request(`${SITE}/auth/social`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ providerId: "oidc" }),
      }),
      context,
    });
    expect(refusal(json).status).toBe(400);
    expect(await database.db.select().from(verification)).toEqual([]);
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });

  it("after 10 starts in 15 minutes answers 429 with Retry-After and the minutes left; other clients go on", async () => {
    for (let i = 0; i < 10; i++) expect(((await start({ providerId: "oidc" })) as Response).status).toBe(303);
    const limited = refusal(await start({ providerId: "oidc" }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ refusal: "tooMany", minutes: 15 });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    const other = testAppContext(database.db, {
      env: providerEnv(provider.issuer),
      clientIp: "198.51.100.7",
    });
    expect(((await start({ providerId: "oidc" }, "fr", other)) as Response).status).toBe(303);
  });

  it("sends the visitor back to /auth with provider_unavailable when the provider cannot be reached", async () => {
    // Port 9 (discard) is closed here: discovery fails at start and again when asked.
    const unreachable = testAppContext(database.db, { env: providerEnv("http://127.0.0.1:9") });
    const response = (await start(
      { providerId: "oidc", redirectTo: "/en/profile" },
      "en",
      unreachable,
    )) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location") ?? "", SITE);
    expect(location.pathname).toBe("/en/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/en/profile");
    expect(oauthErrorMessageKey(location.searchParams.get("error"))).toBe("oauth.errors.providerUnavailable");
  });

  it("is reached by a form post only: a visit by link goes to the sign-in page", () => {
    const visit = (path: string) =>
      (socialLoader({ request: new Request(`${SITE}${path}`) } as never) as Response).headers.get("Location");
    expect(visit("/auth/social")).toBe("/auth");
    expect(visit("/en/auth/social")).toBe("/en/auth");
  });
});

describe("better-auth's social sign-in over HTTP", () => {
  it("refuses an ID token obtained elsewhere: only the redirect flow signs in", async () => {
    const response = await context.auth.handler(
      new Request(`${SITE}/api/auth/sign-in/social`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE },
        body: JSON.stringify({ provider: "oidc", idToken: { token: "eyJhbGciOiJSUzI1NiJ9.e30.c2ln" } }),
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "ID_TOKEN_SIGN_IN_DISABLED" });
  });
});
