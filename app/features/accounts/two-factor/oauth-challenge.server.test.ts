import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, session, user, verification } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { codeAt, enableTotp, secretOf, signedInAccount } from "../../../../tests/helpers/auth-session";
import { providerEnv, signInWithProvider } from "../../../../tests/helpers/oauth-flow";
import { startOidcProvider, type RunningOidcProvider } from "../../../../tests/helpers/oidc-provider";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { timeStep } from "./totp-steps.server";

/*
 * The assurance level of the session a provider sign-in ends with, against a real OpenID
 * provider (oidc-provider): aal1 without two-factor, aal2 only after the code.
 */

const database = useTestDatabase({ emptyBeforeEach: [user, verification, rateLimits] });
let provider: RunningOidcProvider;
let context: AppContext;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ["https://site.example/api/auth/callback/oidc"] });
  context = testAppContext(database.db, { env: providerEnv(provider.issuer) });
});
afterAll(() => provider.close());

const sessionCookieOf = (jar: Awaited<ReturnType<typeof signInWithProvider>>["jar"]) =>
  jar.get(context.env.SITE_URL, "__Secure-gms.session_token");

async function sessionsOf(userId: string) {
  return database.db.select({ aal: session.aal }).from(session).where(eq(session.userId, userId));
}

describe("OpenID sign-in into an account with two-factor sign-in on", () => {
  it("signs an account without two-factor straight in, at aal1", async () => {
    const person = await signedInAccount(context);
    await database.db.delete(session);
    const { callback, jar } = await signInWithProvider(context, person.email, {
      redirectTo: "/en/courses",
      lang: "en",
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toMatch(/\/en\/courses$/);
    expect(sessionCookieOf(jar)).toBeDefined();
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal1" }]);
  });

  it("turns the provider's session into the two-factor challenge, which then gives aal2", async () => {
    const person = await signedInAccount(context);
    const enabled = await enableTotp(context, person);
    const secret = secretOf(enabled.totpURI);
    await context.auth.api.verifyTOTP({
      body: { code: await codeAt(secret, timeStep()) },
      headers: person.jar.headers(),
    });
    await database.db.delete(session);

    const pending = await signInWithProvider(context, person.email, {
      redirectTo: "/en/courses?category=sst",
      lang: "en",
    });
    expect(pending.callback.status).toBe(302);
    expect(pending.callback.headers.get("Location")).toBe(
      "/en/auth/two-factor?redirectTo=%2Fen%2Fcourses%3Fcategory%3Dsst",
    );
    // No session is left, in the browser or in the database: only the pending sign-in.
    expect(sessionCookieOf(pending.jar)).toBeUndefined();
    expect(pending.jar.get(context.env.SITE_URL, "__Secure-gms.two_factor")).toBeDefined();
    expect(await sessionsOf(person.id)).toEqual([]);

    // The next step's code: a code is never accepted twice (replay-hook.server.ts).
    const { headers } = await context.auth.api.verifyTOTP({
      body: { code: await codeAt(secret, timeStep() + 1) },
      headers: new Headers({ Cookie: pending.jar.header(context.env.SITE_URL) }),
      returnHeaders: true,
    });
    expect(headers.getSetCookie().some((line) => line.startsWith("__Secure-gms.session_token="))).toBe(true);
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal2" }]);
  });
});
