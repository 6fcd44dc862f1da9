import { eq, and } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, securityEvents, user, verification } from "../../../../db/schema";
import {
  answerOf,
  clientHeaders,
  createAccount,
  formPost,
  lastVerificationToken,
  notSignInEvent,
} from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { pendingEmailChange } from "./email-change.server";
import type { ProfileActionData } from "./profile-action-data";
import { profileAction } from "./profile-action.server";
import { loadProfileView } from "./profile-data.server";
import { getT } from "~/lib/i18n.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, verification, user] });

const PASSWORD = "un mot de passe solide";

function requestChange(fields: Record<string, string | string[]>, cookie: string, path = "/profile") {
  const context = testAppContext(database.db);
  return answerOf<ProfileActionData>(() =>
    profileAction({ request: formPost(path, { intent: "change-email", ...fields }, cookie), context }),
  );
}

async function emailOf(id: string) {
  const [row] = await database.db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email;
}

async function eventTypes(id: string) {
  const rows = await database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, id), notSignInEvent(securityEvents.type)));
  return rows.map((row) => row.type);
}

/** What the verify-email page (another engineer's) does with the link's token. */
function openLink(token: string, cookie = "") {
  const context = testAppContext(database.db);
  return context.auth.api.verifyEmail({
    query: { token },
    headers: clientHeaders(cookie, { ip: "198.51.100.30" }),
  });
}

describe("profile action: change e-mail", () => {
  it("sends a link to the new address and changes nothing until it is opened; then email_changed and a notice to the old address", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", lang: "en" });
    const answer = await requestChange(
      { newEmail: "  Awa.Diallo@Example.org ", password: PASSWORD },
      me.cookie,
      "/en/profile",
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/en/profile#email");

    // Not yet: the old address is still the account's, and the profile says where the link went.
    expect(await emailOf(me.id)).toBe("awa@example.com");
    const viewer = await context.auth.api.getSession({ headers: clientHeaders(me.cookie) });
    if (!viewer) throw new Error("signed out");
    const view = await loadProfileView(database.db, viewer, { lang: "en", t: getT("en") });
    expect(view.pendingEmail?.email).toBe("awa.diallo@example.org");
    expect(await eventTypes(me.id)).toEqual([]);

    const token = await lastVerificationToken(database.db, "awa.diallo@example.org");
    const [link] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "awa.diallo@example.org"));
    expect(link?.textBody).toContain("https://site.example/en/auth/verify-email?token=");

    await openLink(token);
    expect(await emailOf(me.id)).toBe("awa.diallo@example.org");
    expect(await eventTypes(me.id)).toEqual(["email_changed"]);
    expect(await pendingEmailChange(database.db, me.id)).toBeNull();
    const notices = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "account-email-changed"));
    expect(notices.map((row) => [row.toAddress, row.subject])).toEqual([
      ["awa@example.com", "Your account's e-mail address has changed"],
    ]);
    expect(notices[0]?.textBody).toContain("a***@example.org");

    // The same link again: refused, nothing recorded twice.
    await expect(openLink(token)).rejects.toMatchObject({ body: { code: "EMAIL_CHANGE_LINK_OUTDATED" } });
    expect(await eventTypes(me.id)).toEqual(["email_changed"]);
  });

  it("only the latest link works: an older one, for another address, is refused", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    await requestChange({ newEmail: "first@example.org", password: PASSWORD }, me.cookie);
    const older = await lastVerificationToken(database.db, "first@example.org");
    await requestChange({ newEmail: "second@example.org", password: PASSWORD }, me.cookie);
    await expect(openLink(older)).rejects.toMatchObject({ body: { code: "EMAIL_CHANGE_LINK_OUTDATED" } });
    expect(await emailOf(me.id)).toBe("awa@example.com");
    await openLink(await lastVerificationToken(database.db, "second@example.org"));
    expect(await emailOf(me.id)).toBe("second@example.org");
  });

  it("requires the right password, and refuses the same address or a bad one with the exact messages", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ newEmail: "new@example.org", password: "" }, { password: ["profile.errors.passwordRequired"] }],
      [
        { newEmail: "new@example.org", password: "pas le bon" },
        { password: ["profile.errors.passwordWrong"] },
      ],
      [{ newEmail: "AWA@example.com", password: PASSWORD }, { newEmail: ["profile.errors.emailSame"] }],
      [{ newEmail: "pas-une-adresse", password: PASSWORD }, { newEmail: ["profile.errors.emailInvalid"] }],
      [{ newEmail: "a@b", password: PASSWORD }, { newEmail: ["profile.errors.emailInvalid"] }],
      [
        { newEmail: `${"a".repeat(250)}@example.org`, password: PASSWORD },
        { newEmail: ["profile.errors.emailInvalid"] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const answer = await requestChange(fields, me.cookie);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body?.result.error).toEqual(errors);
      expect(answer.body?.result.initialValue ?? {}).not.toHaveProperty("password");
    }
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-verify")),
    ).toHaveLength(1);
    expect(await pendingEmailChange(database.db, me.id)).toBeNull();
  });

  it("answers the same for an address that already has an account, without changing either", async () => {
    const context = testAppContext(database.db);
    await createAccount(context, { email: "taken@example.org" });
    const me = await createAccount(context, { email: "awa@example.com" });
    const answer = await requestChange({ newEmail: "taken@example.org", password: PASSWORD }, me.cookie);
    expect(answer.status).toBe(302);
    expect(await emailOf(me.id)).toBe("awa@example.com");
  });

  it("limits e-mail changes to 3 an hour per account (each one sends a message)", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    for (const n of [1, 2, 3]) {
      expect(
        (await requestChange({ newEmail: `new${n}@example.org`, password: PASSWORD }, me.cookie)).status,
      ).toBe(302);
    }
    const limited = await requestChange({ newEmail: "new4@example.org", password: PASSWORD }, me.cookie);
    expect(limited.status).toBe(429);
    expect(limited.body?.notice).toMatch(
      /^Trop de demandes de changement d'adresse\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("needs the password over /api/auth/change-email too", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    await expect(
      context.auth.api.changeEmail({
        headers: clientHeaders(me.cookie),
        body: { newEmail: "new@example.org" },
      }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_REQUIRED" } });
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-verify")),
    ).toHaveLength(1);
  });

  it("refuses hostile input with a 4xx, sending and changing nothing (fuzzed)", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const hostile = fc.oneof(
      fc.string({ minLength: 255, maxLength: 4000 }),
      fc.string().map((text) => `<a href="x">${text}</a>@example.org`),
      fc.string().map((text) => `awa${text}\r\nBcc: all@example.org`),
      fc.constant(""),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (value, twice) => {
        const answer = await requestChange(
          { newEmail: twice ? [value, value] : value, password: PASSWORD },
          me.cookie,
        );
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-verify")),
    ).toHaveLength(1);
    expect(await pendingEmailChange(database.db, me.id)).toBeNull();
    expect(await emailOf(me.id)).toBe("awa@example.com");
  });
});
