import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../../db/schema";
import { providerEnv } from "../../../tests/helpers/oauth-flow";
import { listenOidcProvider, type RunningOidcProvider } from "../../../tests/helpers/oidc-provider";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server";

/*
 * The same pieces through the real server (server/app.ts and the production build): the
 * provider buttons' post, tokens for other clients, and /admin as HTML. Needs
 * `npx react-router build` first (npm test builds).
 */

const database = useTestDatabase();
let provider: RunningOidcProvider;
let server: TestServer;
const PASSWORD = "un mot de passe solide";

beforeAll(async () => {
  // The server needs the provider's address, the provider the server's callback.
  const listening = await listenOidcProvider();
  server = await startTestServer(database.db, { env: providerEnv(listening.issuer) });
  provider = await listening.serve([`${server.base}/api/auth/callback/oidc`]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const url = (path: string) => `${server.base}${path}`;

/** A verified account signed in over HTTP: its Cookie header. */
async function signIn(email: string, role: "user" | "admin" = "user"): Promise<string> {
  const signUp = await fetch(url("/api/auth/sign-up/email"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Awa Diallo", email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(200);
  await database.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
  const signedIn = await fetch(url("/api/auth/sign-in/email"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("over HTTP", () => {
  it("a provider button's post goes to the provider with the state cookie; another site's post is refused", async () => {
    const form = new URLSearchParams({ providerId: "oidc", redirectTo: "/en/courses" });
    const started = await fetch(url("/en/auth/social"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
      body: form,
    });
    expect(started.status).toBe(303);
    expect(started.headers.get("Location")).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    expect(started.headers.getSetCookie().some((line) => line.startsWith("gms.state="))).toBe(true);

    const forged = await fetch(url("/auth/social"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: form,
    });
    expect(forged.status).toBe(403);
  });

  it("a tampered form gets a 400 page in its language; the 11th start in 15 minutes a 429 with Retry-After", async () => {
    const post = (path: string, providerId: string) =>
      fetch(url(path), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
        body: new URLSearchParams({ providerId }),
      });
    const tampered = await post("/en/auth/social", "github");
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("This sign-in request is not valid.");
    // All requests here come from 127.0.0.1: the starts of the other tests count too.
    let limited = await post("/auth/social", "oidc");
    let started = 0;
    while (limited.status === 303 && started < 10) {
      started++;
      limited = await post("/auth/social", "oidc");
    }
    expect(started).toBeGreaterThanOrEqual(9);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await limited.text()).toMatch(
      /Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes./,
    );
  });

  it("a signed-in client gets a token, the key set is public at both addresses, and /api/me opens the account", async () => {
    const cookie = await signIn("client@example.com");
    const { token } = (await (
      await fetch(url("/api/auth/token"), { headers: { Cookie: cookie } })
    ).json()) as {
      token: string;
    };
    const kid = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()).kid;
    for (const path of ["/.well-known/jwks.json", "/api/auth/jwks"]) {
      const { keys } = (await (await fetch(url(path))).json()) as { keys: { kid: string; d?: string }[] };
      expect(keys.map((key) => key.kid)).toContain(kid);
      expect(keys.every((key) => key.d === undefined)).toBe(true);
    }

    const me = await fetch(url("/api/me"), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(me.headers.get("Cache-Control")).toBe("no-store");
    expect(await me.json()).toMatchObject({ name: "Awa Diallo", email: "client@example.com", role: "user" });

    const refused = await fetch(url("/api/me"), { headers: { Authorization: "Bearer not.a.token" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("WWW-Authenticate")).toMatch(/^Bearer realm="api", error="invalid_token"/);
    expect(
      (await fetch(url("/api/me"), { method: "POST", headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(405);
  });

  it("shows an admin signed in with two factors the panel as HTML, never cached; a visitor the sign-in link", async () => {
    const visitor = await fetch(url("/en/admin"), { redirect: "manual" });
    expect(visitor.status).toBe(401);
    const refusal = await visitor.text();
    expect(refusal).toContain("You must be signed in to access this page.");
    expect(refusal).toContain('href="/en/auth?redirectTo=%2Fen%2Fadmin"');

    const cookie = await signIn("chief@example.com", "admin");
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.email, "chief@example.com"));
    await database.db.update(session).set({ aal: "aal2" });
    const page = await fetch(url("/admin"), { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/Utilisateurs<\/dt><dd[^>]*>\d+<\/dd>/);
    expect(html).toContain("Inscriptions en attente de paiement");
    // The product's four quick actions open their screens.
    for (const path of ["/admin/courses", "/admin/people", "/admin/sessions/new", "/admin/settings"])
      expect(html).toContain(`href="${path}"`);
    expect(html).toContain("Activité récente");
  });
});
