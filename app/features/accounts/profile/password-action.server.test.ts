import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { APIError } from "better-auth/api";
import { describe, expect, it, vi } from "vitest";
import { account, emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import {
  answerOf,
  clientHeaders,
  cookieFrom,
  createAccount,
  formPost,
  IPHONE_SAFARI,
  signIn,
  notSignInEvent,
} from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { newPasswordErrorKey } from "./password-action.server";
import type { ProfileActionData } from "./profile-action-data";
import { profileAction } from "./profile-action.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, user] });

const OLD = "un mot de passe solide";
const NEW = "un tout autre mot de passe";

function change(fields: Record<string, string | string[]>, cookie: string, path = "/profile") {
  const context = testAppContext(database.db);
  return answerOf<ProfileActionData>(() =>
    profileAction({ request: formPost(path, { intent: "change-password", ...fields }, cookie), context }),
  );
}

async function passwordHash(userId: string) {
  const [row] = await database.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password;
}

async function events(userId: string) {
  return database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), notSignInEvent(securityEvents.type)));
}

async function sessionOf(cookie: string) {
  const context = testAppContext(database.db);
  return context.auth.api.getSession({ headers: clientHeaders(cookie) });
}

describe("profile action: change password", () => {
  it("changes it, signs out the other devices, keeps this one signed in and records password_changed", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", password: OLD });
    const phone = await signIn(context, me, { userAgent: IPHONE_SAFARI, ip: "198.51.100.7" });

    const answer = await change(
      { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW },
      me.cookie,
      "/en/profile",
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/en/profile#password");
    // A new session replaces this one: its cookie comes with the redirect, and works.
    const replaced = cookieFrom(answer.headers);
    expect(replaced).toMatch(/session_token=/);
    expect(await sessionOf(replaced)).toMatchObject({ user: { id: me.id } });
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(me.cookie)).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.userId, me.id))).toHaveLength(1);

    await expect(signIn(context, { email: me.email, password: OLD })).rejects.toMatchObject({
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    await signIn(context, { email: me.email, password: NEW });
    const recorded = await events(me.id);
    expect(recorded.filter((event) => event.type === "password_changed")).toEqual([
      expect.objectContaining({ ipAddress: "203.0.113.10", details: null }),
    ]);
  });

  it("refuses a wrong current password under its field, changes nothing and never sends passwords back", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", password: OLD });
    const other = await signIn(context, me, { userAgent: IPHONE_SAFARI });
    const hash = await passwordHash(me.id);
    const answer = await change(
      { currentPassword: "pas le bon", newPassword: NEW, confirmPassword: NEW },
      me.cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.result.error).toEqual({ currentPassword: ["profile.errors.currentPasswordWrong"] });
    expect(JSON.stringify(answer.body)).not.toContain(NEW);
    expect(JSON.stringify(answer.body)).not.toContain("pas le bon");
    expect(await passwordHash(me.id)).toBe(hash);
    expect(await sessionOf(other)).not.toBeNull();
    expect(await events(me.id)).toEqual([]);
  });

  it("checks the form with exact messages: required, 8 characters, 128 at most, confirmation, a new one", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com", password: OLD });
    const hash = await passwordHash(me.id);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { currentPassword: "", newPassword: NEW, confirmPassword: NEW },
        { currentPassword: ["profile.errors.currentPasswordRequired"] },
      ],
      [
        { currentPassword: OLD, newPassword: "court", confirmPassword: "court" },
        { newPassword: ["profile.errors.passwordMin"] },
      ],
      [
        { currentPassword: OLD, newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) },
        { newPassword: ["profile.errors.passwordMax"] },
      ],
      [
        { currentPassword: OLD, newPassword: NEW, confirmPassword: `${NEW}!` },
        { confirmPassword: ["profile.errors.passwordMismatch"] },
      ],
      [
        { currentPassword: OLD, newPassword: OLD, confirmPassword: OLD },
        { newPassword: ["profile.errors.passwordSame"] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const answer = await change(fields, me.cookie);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body?.result.error).toEqual(errors);
      expect(answer.body?.result.initialValue ?? {}).not.toHaveProperty("newPassword");
    }
    expect(await passwordHash(me.id)).toBe(hash);
  });

  it("shows the password policy's verdict under the new password, whatever its code", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", password: OLD });
    const policy = vi
      .spyOn(context.auth.api, "changePassword")
      .mockRejectedValueOnce(
        new APIError("BAD_REQUEST", { code: "PASSWORD_COMPROMISED", message: "breached" }),
      )
      .mockRejectedValueOnce(new APIError("BAD_REQUEST", { code: "PASSWORD_POLICY_X", message: "no" }));
    for (const expected of ["profile.errors.passwordBreached", "profile.errors.passwordRefused"]) {
      const answer = await answerOf<ProfileActionData>(() =>
        profileAction({
          request: formPost(
            "/profile",
            { intent: "change-password", currentPassword: OLD, newPassword: NEW, confirmPassword: NEW },
            me.cookie,
          ),
          context,
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.result.error).toEqual({ newPassword: [expected] });
    }
    policy.mockRestore();
    expect(newPasswordErrorKey("PASSWORD_TOO_SHORT")).toBe("profile.errors.passwordMin");
    expect(newPasswordErrorKey("PASSWORD_TOO_LONG")).toBe("profile.errors.passwordMax");
    expect(newPasswordErrorKey("PASSWORD_TOO_COMMON")).toBe("profile.errors.passwordBreached");
    expect(newPasswordErrorKey("INVALID_PASSWORD")).toBeNull();
    expect(newPasswordErrorKey("SESSION_EXPIRED")).toBeNull();
  });

  it("limits re-entered passwords to 5 per 15 minutes per account: 429 with the minutes and Retry-After", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com", password: OLD });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (
          await change(
            { currentPassword: `faux-${attempt}-mdp`, newPassword: NEW, confirmPassword: NEW },
            me.cookie,
          )
        ).status,
      ).toBe(400);
    }
    // Even the right password is refused now.
    const limited = await change({ currentPassword: OLD, newPassword: NEW, confirmPassword: NEW }, me.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(29 * 60);
    expect(limited.body?.notice).toBe(
      "Trop de tentatives avec votre mot de passe. Veuillez réessayer dans 30 minutes.",
    );
    await signIn(testAppContext(database.db), { email: me.email, password: OLD });
  });

  it("records password_changed for a change through /api/auth too, and keeps a two-factor session's level", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", password: OLD });
    await database.db.update(session).set({ aal: "aal2" }).where(eq(session.userId, me.id));
    const headers = clientHeaders(me.cookie, { ip: "198.51.100.20" });
    headers.set("Content-Type", "application/json");
    headers.set("Origin", "https://site.example");
    const response = await context.auth.handler(
      new Request("https://site.example/api/auth/change-password", {
        method: "POST",
        headers,
        body: JSON.stringify({ currentPassword: OLD, newPassword: NEW, revokeOtherSessions: true }),
      }),
    );
    expect(response.status).toBe(200);
    expect((await events(me.id)).map((event) => [event.type, event.ipAddress])).toEqual([
      ["password_changed", "198.51.100.20"],
    ]);
    const [replacement] = await database.db.select().from(session).where(eq(session.userId, me.id));
    expect(replacement?.aal).toBe("aal2");
  });

  it("offers an account without a password a link to set one", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", password: OLD });
    await database.db.delete(account).where(eq(account.userId, me.id));
    // The sign-up's verification e-mail counted towards the limit on e-mails to one address
    // (sign-in-rules): forget it, so that this test reaches the profile's own limit.
    await database.db.delete(rateLimits);
    const refused = await change({ currentPassword: OLD, newPassword: NEW, confirmPassword: NEW }, me.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body?.notice).toBe(
      "Votre compte n'a pas de mot de passe : définissez-en un d'abord (lien ci-dessus).",
    );
    const answer = await answerOf<ProfileActionData>(() =>
      profileAction({ request: formPost("/profile", { intent: "send-password-link" }, me.cookie), context }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/profile#password");
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-reset"));
    expect(mail.map((row) => row.toAddress)).toEqual(["awa@example.com"]);
    // Each link is an e-mail: three an hour.
    const send = () =>
      answerOf<ProfileActionData>(() =>
        profileAction({
          request: formPost("/profile", { intent: "send-password-link" }, me.cookie),
          context,
        }),
      );
    expect((await send()).status).toBe(302);
    expect((await send()).status).toBe(302);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body?.notice).toMatch(/^Trop de liens demandés\. Veuillez réessayer dans \d+ minutes\.$/);
  });

  it("refuses hostile input with a 4xx and changes nothing (fuzzed)", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com", password: OLD });
    const hash = await passwordHash(me.id);
    const hostile = fc.oneof(
      fc.string({ minLength: 129, maxLength: 5000 }),
      fc.string({ maxLength: 7 }),
      fc.string().map((text) => `<script>${text}</script>\u0000`),
    );
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.constantFrom("currentPassword", "newPassword", "confirmPassword"),
        async (value, field) => {
          const fields: Record<string, string | string[]> = {
            currentPassword: "mauvais mot de passe",
            newPassword: NEW,
            confirmPassword: NEW,
          };
          fields[field] = field === "currentPassword" ? [value, value] : value;
          const answer = await change(fields, me.cookie);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(await passwordHash(me.id)).toBe(hash);
        },
      ),
      { numRuns: 40 },
    );
    expect(await events(me.id)).toEqual([]);
  });
});
