import { SignJWT } from "jose";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import {
  cookieFrom,
  fromClient,
  linkToken,
  queuedMail,
  STRONG_PASSWORD,
  verifiedAccount,
} from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { answer, formPost } from "../../../../tests/helpers/form-post";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { EMAIL_REQUEST_FLOOR_MS } from "./email-request-action.server";
import type { EmailRequestData } from "./email-request-form";
import {
  forgotPasswordAction,
  resetPasswordAction,
  resetPasswordLoader,
  type ResetActionData,
} from "./password-reset.server";
import { resendVerificationAction, verifyEmailLoader, type VerifyEmailData } from "./verify-email.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, securityEvents, user] });

const context = (clientIp = "203.0.113.30") => testAppContext(database.db, { clientIp });

async function forgot(email: string, clientIp?: string) {
  const started = Date.now();
  const reply = await answer<EmailRequestData>(
    forgotPasswordAction({
      request: formPost("/auth/forgot-password", { email }),
      context: context(clientIp),
    }),
  );
  return { ...reply, ms: Date.now() - started };
}

describe("forgotten password", () => {
  it("answers the same, in at least the same time, whether or not the address has an account", async () => {
    await verifiedAccount(context().auth, database.db, { email: "awa@example.com" });
    const known = await forgot("awa@example.com");
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
    expect([...unknown.headers]).toEqual([...known.headers]);
    expect(known.ms).toBeGreaterThanOrEqual(EMAIL_REQUEST_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(EMAIL_REQUEST_FLOOR_MS - 5);
    expect(await queuedMail(database.db, "awa@example.com", "account-reset")).toHaveLength(1);
    expect(await queuedMail(database.db, "nobody@example.com")).toEqual([]);
  });

  it("refuses a bad address with 400, and limits messages to one address to 3 per 15 minutes", async () => {
    expect((await forgot("not an address")).status).toBe(400);
    // Counted whether or not the address has an account (here it has none).
    for (let i = 0; i < 3; i++)
      expect((await forgot("target@example.com", `192.0.2.${i + 1}`)).status).toBe(200);
    const fourth = await forgot("target@example.com", "192.0.2.9");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("Retry-After")).toBeTruthy();
    expect(fourth.data).toMatchObject({
      notice: expect.stringMatching(/^Trop de demandes\. Veuillez réessayer dans \d+ minutes?\.$/),
    });
    expect(await queuedMail(database.db, "target@example.com")).toEqual([]);
  });
});

describe("resetting the password by e-mail", () => {
  it("lands on /auth with a success message, revokes every session, and the old link is then refused with 410", async () => {
    const { auth } = context();
    const person = await verifiedAccount(auth, database.db, { email: "moussa@example.com" });
    // Two devices signed in.
    for (const ip of ["198.51.100.1", "198.51.100.2"])
      await auth.api.signInEmail({
        body: { email: person.email, password: person.password },
        headers: fromClient(ip),
      });
    expect(await database.db.select().from(session)).toHaveLength(2);
    await forgot(person.email);
    const token = await linkToken(database.db, person.email, "/auth/reset-password");

    const page = await answer(
      resetPasswordLoader({
        request: new Request(`https://site.example/en/auth/reset-password?token=${token}`),
        context: context(),
      }),
    );
    expect(page).toMatchObject({ status: 200, data: { token } });

    const mismatch = await answer<ResetActionData>(
      resetPasswordAction({
        request: formPost("/en/auth/reset-password", {
          token,
          password: "Nouvelle phrase 2025",
          confirm: "autre",
        }),
        context: context(),
      }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.data).toMatchObject({ result: { error: { confirm: ["auth.errors.passwordsDiffer"] } } });
    expect(JSON.stringify(mismatch.data)).not.toContain("Nouvelle phrase");

    const breached = await answer<ResetActionData>(
      resetPasswordAction({
        request: formPost("/auth/reset-password", { token, password: "qwerty123", confirm: "qwerty123" }),
        context: context(),
      }),
    );
    expect(breached.status).toBe(400);
    expect(breached.data).toMatchObject({
      result: { error: { password: ["auth.errors.passwordTooCommon"] } },
    });

    const done = await answer(
      resetPasswordAction({
        request: formPost("/en/auth/reset-password", {
          token,
          password: "Nouvelle phrase 2025",
          confirm: "Nouvelle phrase 2025",
        }),
        context: context(),
      }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/en/auth?mode=login");
    expect(cookieFrom(done.headers)).toMatch(/flash=/);
    expect(await database.db.select().from(session)).toEqual([]);
    expect(
      await database.db.select().from(securityEvents).where(eq(securityEvents.type, "password_reset")),
    ).toHaveLength(1);

    const used = await answer(
      resetPasswordLoader({
        request: new Request(`https://site.example/auth/reset-password?token=${token}`),
        context: context(),
      }),
    );
    expect(used).toMatchObject({ status: 410, data: { token: null } });
    const again = await answer<ResetActionData>(
      resetPasswordAction({
        request: formPost("/auth/reset-password", {
          token,
          password: "Encore une autre 77",
          confirm: "Encore une autre 77",
        }),
        context: context(),
      }),
    );
    expect(again).toMatchObject({ status: 410, data: { status: "invalid-link" } });
    const none = await answer(
      resetPasswordLoader({
        request: new Request("https://site.example/auth/reset-password"),
        context: context(),
      }),
    );
    expect(none.status).toBe(400);
  });
});

describe("the verification link", () => {
  const verify = (token: string) =>
    answer<VerifyEmailData>(
      verifyEmailLoader({
        request: new Request(`https://site.example/en/auth/verify-email?token=${encodeURIComponent(token)}`),
        context: context(),
      }),
    );

  it("confirms the address once (and says so again), and refuses a bad or expired link with 400 or 410", async () => {
    const { auth } = context();
    await auth.api.signUpEmail({
      body: { name: "Awa Diallo", email: "awa@example.com", password: STRONG_PASSWORD, lang: "en" },
      headers: fromClient("192.0.2.40"),
    });
    const token = await linkToken(database.db, "awa@example.com", "/auth/verify-email");
    expect(await verify(token)).toMatchObject({
      status: 200,
      data: { outcome: "verified", seo: { lang: "en" } },
    });
    const [row] = await database.db.select().from(user);
    expect(row?.emailVerified).toBe(true);
    expect((await verify(token)).data.outcome).toBe("verified");

    expect(await verify("not-a-token")).toMatchObject({ status: 400, data: { outcome: "invalid" } });
    expect(await verify(token.slice(0, -3) + "abc")).toMatchObject({
      status: 400,
      data: { outcome: "invalid" },
    });
    const expired = await new SignJWT({ email: "late@example.com" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode("s".repeat(32)));
    expect(await verify(expired)).toMatchObject({
      status: 410,
      data: { outcome: "expired", email: "late@example.com" },
    });
  });

  it("confirms a change of address with the same kind of link, in the same page", async () => {
    const { auth } = context();
    const person = await verifiedAccount(auth, database.db, { email: "old@example.com" });
    const { headers } = await auth.api.signInEmail({
      body: { email: person.email, password: person.password },
      headers: fromClient("192.0.2.42"),
      returnHeaders: true,
    });
    const cookie = cookieFrom(headers);
    // The profile's rule: the password again for a change of address (profile/password-checks).
    await auth.api.changeEmail({
      body: { newEmail: "new@example.com", password: person.password } as { newEmail: string },
      headers: fromClient("192.0.2.42", { cookie }),
    });
    const first = await linkToken(database.db, "new@example.com", "/auth/verify-email");
    const opened = await answer<VerifyEmailData>(
      verifyEmailLoader({
        request: new Request(`https://site.example/auth/verify-email?token=${encodeURIComponent(first)}`, {
          headers: { Cookie: cookie },
        }),
        context: context(),
      }),
    );
    // One link, opened from the new mailbox: the account now has the new address, still confirmed.
    expect(opened).toMatchObject({ status: 200, data: { outcome: "changed", signedIn: true } });
    const [row] = await database.db.select().from(user);
    expect(row).toMatchObject({ email: "new@example.com", emailVerified: true });
  });

  it("writes the reset and confirmation e-mails in the language of the page that asked, else the account's", async () => {
    await context().auth.api.signUpEmail({
      body: { name: "Awa Diallo", email: "awa@example.com", password: STRONG_PASSWORD, lang: "fr" },
      headers: fromClient("192.0.2.42"),
    });
    const fromEnglishPages = [
      await answer<EmailRequestData>(
        forgotPasswordAction({
          request: formPost("/en/auth/forgot-password", { email: "awa@example.com" }),
          context: context("192.0.2.43"),
        }),
      ),
      await answer<EmailRequestData>(
        resendVerificationAction({
          request: formPost("/en/auth/verify-email", { email: "awa@example.com" }),
          context: context("192.0.2.43"),
        }),
      ),
    ];
    for (const reply of fromEnglishPages) expect(reply.data).toEqual({ status: "sent" });
    const [reset] = await queuedMail(database.db, "awa@example.com", "account-reset");
    expect(reset).toMatchObject({ subject: "Resetting your password" });
    expect(reset?.textBody).toContain("https://site.example/en/auth/reset-password?token=");
    const [, resent] = await queuedMail(database.db, "awa@example.com", "account-verify");
    expect(resent).toMatchObject({ subject: "Please confirm your e-mail address" });
    expect(resent?.textBody).toContain("https://site.example/en/auth/verify-email?token=");

    // Past the 3 e-mails per address and quarter of an hour: a new quarter.
    await database.db.delete(rateLimits);
    // A page of the site that posts to /api/auth itself tells by its address (Referer).
    const referred = fromClient("192.0.2.44");
    referred.set("Referer", "https://site.example/en/profile");
    await context().auth.api.requestPasswordReset({ body: { email: "awa@example.com" }, headers: referred });
    // A client that says nothing of a page: the account's language (French here).
    await context().auth.api.requestPasswordReset({
      body: { email: "awa@example.com" },
      headers: fromClient("192.0.2.45"),
    });
    const [, byReferer, silent] = await queuedMail(database.db, "awa@example.com", "account-reset");
    expect(byReferer).toMatchObject({ subject: "Resetting your password" });
    expect(silent).toMatchObject({ subject: "Réinitialisation de votre mot de passe" });
    expect(silent?.textBody).toContain("https://site.example/auth/reset-password?token=");
  });

  it("sends a new link on request, with the same answer for any address", async () => {
    await context().auth.api.signUpEmail({
      body: { name: "Awa Diallo", email: "awa@example.com", password: STRONG_PASSWORD },
      headers: fromClient("192.0.2.41"),
    });
    const resend = (email: string) =>
      answer<EmailRequestData>(
        resendVerificationAction({ request: formPost("/auth/verify-email", { email }), context: context() }),
      );
    const known = await resend("awa@example.com");
    const unknown = await resend("ghost@example.com");
    expect(known).toMatchObject({ status: 200, data: { status: "sent" } });
    expect(unknown.data).toEqual(known.data);
    expect(await queuedMail(database.db, "awa@example.com", "account-verify")).toHaveLength(2);
  });
});
