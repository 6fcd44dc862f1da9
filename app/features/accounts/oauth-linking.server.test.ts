import { base32 } from "@better-auth/utils/base32";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  emailOutbox,
  rateLimits,
  securityEvents,
  session,
  user,
  verification,
} from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { providerEnv, signInWithProvider, socialFormRequest } from "../../../tests/helpers/oauth-flow";
import {
  accounts,
  logInAtProvider,
  startOidcProvider,
  type RunningOidcProvider,
} from "../../../tests/helpers/oidc-provider";
import { codeAt, currentStep } from "../../../tests/helpers/totp-codes";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { oauthErrorMessageKey } from "./oauth-errors";
import { CHALLENGE_PATH as TWO_FACTOR_CHALLENGE_PATH } from "./two-factor/oauth-challenge.server";
import { startOAuthSignIn } from "./oauth-sign-in.server";
import { getViewer } from "./viewer.server";

/*
 * Sign-in with an OpenID provider, end to end without a browser: our /auth/social action, a
 * real provider (oidc-provider) and better-auth's callback. What matters most here is which
 * account a provider sign-in opens, and when it must open none.
 */

const database = useTestDatabase({
  emptyBeforeEach: [user, verification, emailOutbox, securityEvents, rateLimits],
});
let provider: RunningOidcProvider;
let context: AppContext;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ["https://site.example/api/auth/callback/oidc"] });
  context = testAppContext(database.db, { env: providerEnv(provider.issuer) });
});
afterAll(() => provider.close());

const PASSWORD = "un mot de passe solide";

/** An e-mail and password account, its address verified (or not). */
async function passwordAccount(email: string, { verified = true } = {}) {
  await context.auth.api.signUpEmail({ body: { name: "Awa Diallo", email, password: PASSWORD } });
  const [created] = await database.db
    .update(user)
    .set({ emailVerified: verified })
    .where(eq(user.email, email))
    .returning();
  if (!created) throw new Error("no account");
  return created;
}

const sessionCookieOf = (jar: Awaited<ReturnType<typeof signInWithProvider>>["jar"]) =>
  jar.get(context.env.SITE_URL, "__Secure-gms.session_token");

async function viewerOf(jar: Awaited<ReturnType<typeof signInWithProvider>>["jar"]) {
  const request = new Request(`${context.env.SITE_URL}/profile`, {
    headers: { Cookie: jar.header(context.env.SITE_URL) },
  });
  return getViewer(request, context);
}

describe("a provider sign-in", () => {
  it("creates a new account, signed in, with the names and language of the sign-up, and logs it", async () => {
    const { callback, jar } = await signInWithProvider(context, "mariama.bah.1@example.com", {
      lang: "en",
      redirectTo: "/en/courses?category=qhse",
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/en/courses?category=qhse");
    const viewer = await viewerOf(jar);
    expect(viewer?.user).toMatchObject({
      email: "mariama.bah.1@example.com",
      emailVerified: true,
      name: "Mariama Bah",
      firstName: "Mariama",
      lastName: "Bah",
      lang: "en",
      role: "user",
    });
    const links = await database.db
      .select()
      .from(account)
      .where(eq(account.userId, viewer?.user.id ?? ""));
    expect(links).toMatchObject([{ providerId: "oidc", accountId: "mariama.bah.1@example.com" }]);
    const events = await database.db.select().from(securityEvents);
    expect(events).toMatchObject([
      { type: "sign_in_success", userId: viewer?.user.id, details: { method: "oauth", provider: "oidc" } },
    ]);
  });

  it("signs into the existing account when the provider vouches for its address, and links it once", async () => {
    const existing = await passwordAccount("awa.diallo@example.com");
    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, existing.id));

    for (let time = 0; time < 2; time++) {
      const { callback, jar } = await signInWithProvider(context, "awa.diallo@example.com");
      expect(callback.headers.get("Location")).toBe("/profile");
      expect((await viewerOf(jar))?.user).toMatchObject({ id: existing.id, role: "moderator" });
    }
    expect(await database.db.select().from(user)).toHaveLength(1);
    const links = await database.db.select().from(account).where(eq(account.userId, existing.id));
    expect(links.map((link) => link.providerId).sort()).toEqual(["credential", "oidc"]);
    // The password still works: linking took nothing away.
    await expect(
      context.auth.api.signInEmail({ body: { email: "awa.diallo@example.com", password: PASSWORD } }),
    ).resolves.toMatchObject({ user: { id: existing.id } });
  });

  it("never opens an existing account for an address the provider does not vouch for", async () => {
    const victim = await passwordAccount("unverified.victim@example.com");
    const { callback, jar } = await signInWithProvider(context, "unverified.victim@example.com");

    const location = new URL(callback.headers.get("Location") ?? "", "https://site.example");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/profile");
    expect(location.searchParams.get("error")).toBe("account_not_linked");
    expect(oauthErrorMessageKey(location.searchParams.get("error"))).toBe("oauth.errors.accountNotLinked");
    expect(sessionCookieOf(jar)).toBeUndefined();
    expect(await database.db.select().from(session).where(eq(session.userId, victim.id))).toEqual([]);
    expect(await database.db.select().from(account).where(eq(account.providerId, "oidc"))).toEqual([]);
  });

  it("does not take over an account whose own address was never verified (pre-registered by someone else)", async () => {
    const squatter = await passwordAccount("fatou.camara@example.com", { verified: false });
    const { callback, jar } = await signInWithProvider(context, "fatou.camara@example.com");
    expect(
      new URL(callback.headers.get("Location") ?? "", "https://x.invalid").searchParams.get("error"),
    ).toBe("account_not_linked");
    expect(sessionCookieOf(jar)).toBeUndefined();
    expect(await database.db.select().from(session).where(eq(session.userId, squatter.id))).toEqual([]);
  });

  it("opens no session for a new address the provider does not vouch for: its owner gets the confirmation link", async () => {
    const { callback, jar } = await signInWithProvider(context, "unverified.newcomer@example.com", {
      lang: "en",
    });
    const location = new URL(callback.headers.get("Location") ?? "", "https://x.invalid");
    expect(location.pathname).toBe("/en/auth");
    expect(location.searchParams.get("error")).toBe("email_not_verified");
    expect(oauthErrorMessageKey("email_not_verified")).toBe("oauth.errors.emailNotVerified");
    expect(sessionCookieOf(jar)).toBeUndefined();
    const [created] = await database.db.select().from(user);
    expect(created).toMatchObject({
      email: "unverified.newcomer@example.com",
      emailVerified: false,
      lang: "en",
    });
    expect(await database.db.select().from(session)).toEqual([]);
    const mail = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject([{ kind: "account-verify", toAddress: "unverified.newcomer@example.com" }]);
    expect(mail[0]?.textBody).toContain("https://site.example/en/auth/verify-email?token=");
  });

  it("takes no role from the provider's claims", async () => {
    accounts.set("moussa.keita@example.com", { role: "admin", name: "Moussa Keïta" });
    const { jar } = await signInWithProvider(context, "moussa.keita@example.com");
    expect((await viewerOf(jar))?.user).toMatchObject({ role: "user", name: "Moussa Keïta" });
  });

  it("refuses a callback that comes back without the browser's state cookie (a forged or replayed sign-in)", async () => {
    const started = await startOAuthSignIn({
      request: socialFormRequest(context.env.SITE_URL, { providerId: "oidc", redirectTo: "/profile" }),
      context,
    });
    const backAtSite = await logInAtProvider(
      (started as Response).headers.get("Location") ?? "",
      "ibrahima.sow@example.com",
    );
    // Another browser (the attacker's link in the victim's): no state cookie.
    const callback = await context.auth.handler(new Request(backAtSite));
    const location = new URL(callback.headers.get("Location") ?? "", "https://x.invalid");
    expect(location.pathname).toBe("/auth");
    expect(oauthErrorMessageKey(location.searchParams.get("error"))).toBe("oauth.errors.expired");
    expect(
      callback.headers
        .getSetCookie()
        .some((line) => line.includes("session_token=") && !line.includes("Max-Age=0")),
    ).toBe(false);
    expect(await database.db.select().from(session)).toEqual([]);
  });

  it("brings a refusal at the provider back to /auth with a code /auth can show", async () => {
    const started = await startOAuthSignIn({
      request: socialFormRequest(
        context.env.SITE_URL,
        { providerId: "oidc", redirectTo: "/en/courses" },
        { lang: "en" },
      ),
      context,
    });
    const response = started as Response;
    const state = new URL(response.headers.get("Location") ?? "").searchParams.get("state");
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const callback = await context.auth.handler(
      new Request(`${context.env.SITE_URL}/api/auth/callback/oidc?error=access_denied&state=${state}`, {
        headers: { Cookie: cookie },
      }),
    );
    const location = new URL(callback.headers.get("Location") ?? "", "https://x.invalid");
    expect(location.pathname).toBe("/en/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/en/courses");
    expect(oauthErrorMessageKey(location.searchParams.get("error"))).toBe("oauth.errors.cancelled");
  });
});

describe("a provider sign-in of an account with two-factor sign-in on", () => {
  /** A verified account with TOTP enrolled through better-auth; returns a code generator. */
  async function accountWithTwoFactor(email: string) {
    await passwordAccount(email);
    const { headers } = await context.auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const enrolment = await context.auth.api.enableTwoFactor({
      body: { password: PASSWORD },
      headers: new Headers({ Cookie: cookie }),
    });
    if (!("totpURI" in enrolment)) throw new Error("no TOTP enrolment");
    const { totpURI } = enrolment;
    const secret = base32.decode(new URL(totpURI).searchParams.get("secret") ?? "");
    // One code per time step: a code is never accepted twice (two-factor/replay-hook.server.ts),
    // so the sign-in below uses the next step's code, which better-auth's window accepts.
    const step = currentStep();
    await context.auth.api.verifyTOTP({
      body: { code: await codeAt(secret, step) },
      headers: new Headers({ Cookie: cookie }),
    });
    await database.db.delete(session);
    return { code: () => codeAt(secret, step + 1) };
  }

  it("gets no session from the provider alone: it goes on to the two-factor page, where a code finishes it", async () => {
    const { code } = await accountWithTwoFactor("kadiatou.diallo@example.com");
    const { callback, jar } = await signInWithProvider(context, "kadiatou.diallo@example.com", {
      redirectTo: "/admin",
    });
    expect(callback.headers.get("Location")).toBe(`${TWO_FACTOR_CHALLENGE_PATH}?redirectTo=%2Fadmin`);
    expect(sessionCookieOf(jar)).toBeUndefined();
    expect(await database.db.select().from(session)).toEqual([]);
    expect(jar.get(context.env.SITE_URL, "__Secure-gms.two_factor")).toBeDefined();
    // The password sign-in of the set-up above is one; the provider's is not (the code's will be).
    const successes = await database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, "sign_in_success"));
    expect(successes.filter((event) => event.details?.method === "oauth")).toEqual([]);

    // better-auth's own second step completes the pending sign-in.
    const { headers } = await context.auth.api.verifyTOTP({
      body: { code: await code() },
      headers: new Headers({ Cookie: jar.header(context.env.SITE_URL) }),
      returnHeaders: true,
    });
    expect(headers.getSetCookie().some((line) => line.startsWith("__Secure-gms.session_token="))).toBe(true);
    const [row] = await database.db
      .select()
      .from(user)
      .innerJoin(session, and(eq(session.userId, user.id)))
      .where(eq(user.email, "kadiatou.diallo@example.com"));
    expect(row?.session).toBeDefined();
  });
});
