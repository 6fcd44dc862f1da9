import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import { cookieFrom, queuedMail, STRONG_PASSWORD, verifiedAccount } from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { answer, formPost } from "../../../../tests/helpers/form-post";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AuthActionData } from "./auth-action-data";
import { authAction } from "./auth-action.server";
import { authLoader } from "./auth-loader.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, securityEvents, user] });

function post(
  path: string,
  fields: Record<string, string | string[] | undefined>,
  clientIp = "203.0.113.10",
  cookie?: string,
) {
  const context = testAppContext(database.db, { clientIp });
  return answer<AuthActionData>(authAction({ request: formPost(path, fields, { cookie }), context }));
}

const errorOf = (data: AuthActionData | undefined) => (data?.status === "error" ? data : undefined);

describe("signing up on /auth", () => {
  it("creates the account in the page's language, splits the name, ignores a role, and sends the link", async () => {
    const reply = await post("/en/auth", {
      intent: "sign-up",
      name: "  Mamadou   Alpha  Barry ",
      email: "Mamadou@Example.com",
      password: STRONG_PASSWORD,
      role: "admin",
    });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({
      status: "verification-sent",
      intent: "sign-up",
      email: "mamadou@example.com",
    });
    const [row] = await database.db.select().from(user);
    expect(row).toMatchObject({
      name: "Mamadou Alpha Barry",
      firstName: "Mamadou",
      lastName: "Alpha Barry",
      lang: "en",
      role: "user",
      emailVerified: false,
    });
    const [mail] = await queuedMail(database.db, "mamadou@example.com", "account-verify");
    expect(mail?.textBody).toContain("https://site.example/en/auth/verify-email?token=");
    // The same answer for an address that already has an account: nothing tells them apart.
    const again = await post("/en/auth", {
      intent: "sign-up",
      name: "Someone Else",
      email: "mamadou@example.com",
      password: "Autre phrase de passe 8",
    });
    expect(again.data).toEqual(reply.data);
    expect(await database.db.select().from(user)).toHaveLength(1);
  });

  it("tells the owner of an address that already has an account, in the page's language, with the ways in", async () => {
    const context = testAppContext(database.db);
    await verifiedAccount(context.auth, database.db, { email: "fanta@example.com", lang: "fr" });
    const signUpAgain = (path: string) =>
      post(path, {
        intent: "sign-up",
        name: "Fanta Camara",
        email: "fanta@example.com",
        password: STRONG_PASSWORD,
      });
    const english = await signUpAgain("/en/auth");
    expect(english.data).toEqual({
      status: "verification-sent",
      intent: "sign-up",
      email: "fanta@example.com",
    });
    const french = await signUpAgain("/auth");
    expect(french.data).toEqual({
      status: "verification-sent",
      intent: "sign-up",
      email: "fanta@example.com",
    });
    const [inEnglish, inFrench] = await queuedMail(
      database.db,
      "fanta@example.com",
      "account-existing-sign-up",
    );
    expect(inEnglish?.subject).toBe("Someone tried to sign up with your address");
    expect(inEnglish?.textBody).toContain("You already have an account with it");
    expect(inEnglish?.textBody).toContain("https://site.example/en/auth\n");
    expect(inEnglish?.textBody).toContain("https://site.example/en/auth/forgot-password");
    expect(inFrench?.subject).toBe("Tentative d'inscription avec votre adresse");
    expect(inFrench?.textBody).toContain("https://site.example/auth/forgot-password");
    expect(inFrench?.htmlBody).toContain('href="https://site.example/auth"');
    // Nothing else: no second account, no confirmation link for an address already confirmed.
    expect(await database.db.select().from(user)).toHaveLength(1);
    expect(await queuedMail(database.db, "fanta@example.com", "account-verify")).toHaveLength(1);
  });

  it("refuses a common password with the policy's message, a short name, a bad address: 400, nothing written", async () => {
    const common = await post("/auth", {
      intent: "sign-up",
      name: "Awa Diallo",
      email: "awa@example.com",
      password: "password123",
    });
    expect(common.status).toBe(400);
    expect(errorOf(common.data)?.result.error).toEqual({ password: ["auth.errors.passwordTooCommon"] });
    // The password never travels back to the page.
    expect(JSON.stringify(common.data)).not.toContain("password123");

    const bad = await post("/auth", {
      intent: "sign-up",
      name: " A ",
      email: "not-an-address",
      password: "court",
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.data)?.result.error).toEqual({
      name: ["auth.errors.nameInvalid"],
      email: ["auth.errors.emailInvalid"],
      password: ["auth.errors.passwordTooShort"],
    });
    expect(await database.db.select().from(user)).toEqual([]);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });
});

describe("signing in on /auth", () => {
  it("refuses an unconfirmed address with a clear message and sends a new link", async () => {
    await post("/auth", {
      intent: "sign-up",
      name: "Awa Diallo",
      email: "awa@example.com",
      password: STRONG_PASSWORD,
    });
    const reply = await post("/auth", {
      intent: "sign-in",
      email: "awa@example.com",
      password: STRONG_PASSWORD,
    });
    expect(reply.status).toBe(403);
    expect(errorOf(reply.data)?.notice).toBe(
      "Votre adresse email n'est pas encore confirmée. Nous venons de vous envoyer un nouveau lien de confirmation.",
    );
    expect(await queuedMail(database.db, "awa@example.com", "account-verify")).toHaveLength(2);
  });

  it("without JavaScript: a redirect with a flash and a new session cookie, never the one the visitor brought", async () => {
    const { auth } = testAppContext(database.db);
    const person = await verifiedAccount(auth, database.db, { email: "fatou@example.com" });
    const planted = "gms.session_token=attacker-chosen-value";
    const reply = await post(
      "/auth",
      {
        intent: "sign-in",
        email: person.email,
        password: person.password,
        redirectTo: "/courses?category=qhse",
      },
      "203.0.113.11",
      planted,
    );
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/courses?category=qhse");
    const cookies = cookieFrom(reply.headers);
    expect(cookies).toMatch(/__Secure-gms\.session_token=/);
    expect(cookies).not.toContain("attacker-chosen-value");
    expect(cookies).toMatch(/flash=/);
    const [stored] = await database.db.select().from(session);
    expect(cookies).toContain(encodeURIComponent(stored?.token ?? "missing").slice(0, 10));
    expect(
      await database.db.select().from(securityEvents).where(eq(securityEvents.type, "sign_in_success")),
    ).toHaveLength(1);
  });

  it("with JavaScript: data for the toast, the target and the cookie; a second sign-in gets another session token", async () => {
    const { auth } = testAppContext(database.db);
    const person = await verifiedAccount(auth, database.db, {
      email: "ibrahima@example.com",
      name: "Ibrahima Sow",
    });
    const first = await post("/en/auth", {
      intent: "sign-in",
      email: person.email,
      password: person.password,
      enhanced: "1",
    });
    expect(first.data).toEqual({
      status: "signed-in",
      intent: "sign-in",
      to: "/en",
      title: "Signed in",
      message: "Welcome, Ibrahima Sow!",
    });
    const second = await post("/en/auth", {
      intent: "sign-in",
      email: person.email,
      password: person.password,
      enhanced: "1",
    });
    const token = (headers: Headers) => /session_token=([^;]+)/.exec(cookieFrom(headers))?.[1];
    expect(token(first.headers)).toBeTruthy();
    expect(token(second.headers)).not.toBe(token(first.headers));
  });

  it("refuses open redirects: anything but a local path goes home", async () => {
    const { auth } = testAppContext(database.db);
    const person = await verifiedAccount(auth, database.db, { email: "kadiatou@example.com" });
    const targets = [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
    ];
    for (const [i, redirectTo] of targets.entries()) {
      const reply = await post(
        "/auth",
        { intent: "sign-in", email: person.email, password: person.password, redirectTo },
        `198.51.100.${i + 1}`,
      );
      expect(reply.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("hands over to the second factor when the account has one, with better-auth's cookie", async () => {
    const { auth } = testAppContext(database.db);
    const person = await verifiedAccount(auth, database.db, { email: "admin2fa@example.com" });
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.email, person.email));
    const reply = await post("/en/auth", {
      intent: "sign-in",
      email: person.email,
      password: person.password,
      redirectTo: "/en/admin",
      enhanced: "1",
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/en/auth/two-factor?redirectTo=%2Fen%2Fadmin");
    expect(cookieFrom(reply.headers)).toMatch(/two_factor/);
    expect(await database.db.select().from(session)).toEqual([]);
  });

  it("answers a blocked address with 429, Retry-After and the minutes left, in the page's language", async () => {
    // The address's ceiling (ADR 0814): the 50th failure blocks it.
    for (let i = 0; i < 49; i++)
      await post(
        "/auth",
        { intent: "sign-in", email: `x${i}@example.com`, password: "nope nope" },
        "192.0.2.77",
      );
    const fr = await post(
      "/auth",
      { intent: "sign-in", email: "y@example.com", password: "nope nope" },
      "192.0.2.77",
    );
    expect(fr.status).toBe(429);
    expect(Number(fr.headers.get("Retry-After"))).toBeGreaterThan(29 * 60);
    expect(errorOf(fr.data)?.notice).toBe(
      "Trop de tentatives de connexion. Veuillez réessayer dans 30 minutes.",
    );
    const en = await post(
      "/en/auth",
      { intent: "sign-in", email: "y@example.com", password: "nope nope" },
      "192.0.2.77",
    );
    expect(errorOf(en.data)?.notice).toMatch(
      /^Too many sign-in attempts\. Please try again in (29|30) minutes\.$/,
    );
  });

  it("answers the 3rd failure for one address with the product's suspicious-activity message", async () => {
    const { auth } = testAppContext(database.db);
    const person = await verifiedAccount(auth, database.db, { email: "binta@example.com" });
    const wrong = (ip: string) =>
      post("/auth", { intent: "sign-in", email: person.email, password: "pas le bon" }, ip);
    expect(errorOf((await wrong("192.0.2.1")).data)?.notice).toBe("Email ou mot de passe incorrect");
    expect((await wrong("192.0.2.2")).status).toBe(401);
    const third = await wrong("192.0.2.3");
    expect(third.status).toBe(429);
    expect(errorOf(third.data)?.notice).toBe("Activité suspecte détectée. Veuillez contacter le support.");
    // The page says for how long, and the ways out (suspended-help.tsx).
    expect(errorOf(third.data)?.suspended).toEqual({ minutes: 15 });
    expect(await queuedMail(database.db, person.email, "account-suspicious-sign-in")).toHaveLength(1);
  });
});

describe("the /auth page", () => {
  it("sends a signed-in visitor on, to a safe redirectTo or home, and opens sign-up with ?mode=register", async () => {
    const context = testAppContext(database.db);
    const person = await verifiedAccount(context.auth, database.db, { email: "oumar@example.com" });
    const signedIn = await post("/auth", {
      intent: "sign-in",
      email: person.email,
      password: person.password,
    });
    const cookie = cookieFrom(signedIn.headers);
    const visit = (url: string, withCookie: boolean) =>
      answer(
        authLoader({ request: new Request(url, { headers: withCookie ? { Cookie: cookie } : {} }), context }),
      );
    expect((await visit("https://site.example/en/auth", true)).headers.get("Location")).toBe("/en");
    expect(
      (await visit("https://site.example/auth?redirectTo=%2F%2Fevil.example", true)).headers.get("Location"),
    ).toBe("/");
    expect(
      (await visit("https://site.example/auth?redirectTo=%2Fcourses", true)).headers.get("Location"),
    ).toBe("/courses");
    const page = await visit(
      "https://site.example/auth?mode=register&redirectTo=https://evil.example",
      false,
    );
    expect(page.data).toMatchObject({ mode: "sign-up", redirectTo: "", providers: [] });
    // The OpenID buttons appear only for providers set in the environment.
    const withProvider = testAppContext(database.db, {
      env: {
        OIDC_ISSUER: "https://id.example",
        OIDC_CLIENT_ID: "site",
        OIDC_CLIENT_SECRET: "x".repeat(32),
        OIDC_NAME: "Intranet",
      },
    });
    const buttons = await answer(
      authLoader({ request: new Request("https://site.example/auth"), context: withProvider }),
    );
    expect(buttons.data).toMatchObject({ providers: [{ id: "oidc", name: "Intranet" }] });
    // Sessions and accounts are untouched by visits.
    expect(await database.db.select().from(account)).toHaveLength(1);
  });
});
