import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  account,
  contactMessages,
  emailOutbox,
  newsletterSubscriptions,
  rateLimits,
  securityEvents,
  session,
  twoFactor,
  totpSteps,
  user,
  verification,
} from "../../../../db/schema";
import { answerOf, createAccount, formPost } from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { deleteAccountAction } from "./delete-action.server";
import type { ProfileActionData } from "./profile-action-data";
import { profileAction } from "./profile-action.server";

const database = useTestDatabase({
  emptyBeforeEach: [emailOutbox, rateLimits, verification, contactMessages, newsletterSubscriptions, user],
});

const PASSWORD = "un mot de passe solide";

function remove(fields: Record<string, string | string[]>, cookie: string, path = "/profile/delete") {
  const context = testAppContext(database.db);
  return answerOf<ProfileActionData>(() =>
    deleteAccountAction({ request: formPost(path, fields, cookie), context }),
  );
}

/** Rows of a raw query, from PGlite's and node-postgres's result shapes alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** Every row, in any table of ours, that still mentions the person: by id, by address, or by name. */
async function traces(id: string, emails: string[]) {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  );
  const needles = [id, ...emails, "Diallo"];
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const mentions = needles.map((needle) => `position('${needle.replace(/'/g, "''")}' in t::text) > 0`);
    const [count] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM "${table}" AS t WHERE ${mentions.join(" OR ")}`),
      ),
    );
    if (count && count.n > 0) found.push(`${table}: ${count.n}`);
  }
  return found;
}

describe("deleting one's account", () => {
  it("requires the right password: a wrong one or none changes nothing", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const wrong = await remove({ password: "pas le bon" }, me.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body?.result.error).toEqual({ password: ["profile.errors.passwordWrong"] });
    expect(wrong.body?.result.initialValue ?? {}).not.toHaveProperty("password");
    const none = await remove({ password: "" }, me.cookie);
    expect(none.status).toBe(400);
    expect(none.body?.result.error).toEqual({ password: ["profile.errors.passwordRequired"] });
    expect(await database.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
    // /api/auth/delete-user without a password is refused too, even for a fresh session.
    const context = testAppContext(database.db);
    await expect(
      context.auth.api.deleteUser({ headers: new Headers({ Cookie: me.cookie }), body: {} }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_REQUIRED" } });
    expect(await database.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
  });

  it("removes the account and everything personal in our tables, signs out and goes home with a message", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com", lastName: "Diallo" });
    const other = await createAccount(context, {
      email: "moussa@example.com",
      firstName: "Moussa",
      lastName: "Camara",
    });
    // Traces of a life on the site: a pending e-mail change, a reset link, two-factor rows,
    // events, a limit counter; and, apart from the account, a contact message and a newsletter row.
    const change = await answerOf(() =>
      profileAction({
        request: formPost(
          "/profile",
          { intent: "change-email", newEmail: "awa.new@example.org", password: PASSWORD },
          me.cookie,
        ),
        context,
      }),
    );
    expect(change.status).toBe(302);
    await context.auth.api.requestPasswordReset({ body: { email: "awa@example.com" } });
    await database.db.insert(twoFactor).values({ id: "tf-1", secret: "s", backupCodes: "c", userId: me.id });
    await database.db.insert(totpSteps).values({ userId: me.id, step: 1 });
    await database.db
      .insert(securityEvents)
      .values({ userId: me.id, type: "sign_in_success", ipAddress: "203.0.113.10" });
    await database.db.insert(contactMessages).values({
      name: "Awa Diallo",
      email: "awa@example.com",
      subject: "Devis",
      message: "Bonjour",
      lang: "fr",
    });
    await database.db.insert(newsletterSubscriptions).values({ email: "awa@example.com", lang: "fr" });
    expect((await traces(me.id, ["awa@example.com", "awa.new@example.org"])).length).toBeGreaterThan(5);

    const answer = await remove({ password: PASSWORD }, me.cookie, "/en/profile/delete");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/en");
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((cookie) => /session_token=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("flash="))).toBe(true);

    // Only the records kept apart on purpose (ADR 0810) still name the person.
    expect((await traces(me.id, ["awa@example.com", "awa.new@example.org"])).sort()).toEqual([
      "contact_messages: 1",
      "newsletter_subscriptions: 1",
    ]);
    for (const table of [session, account, twoFactor]) {
      expect(await database.db.select().from(table).where(eq(table.userId, me.id))).toEqual([]);
    }
    // The other account is untouched.
    expect(await database.db.select().from(user).where(eq(user.id, other.id))).toHaveLength(1);
    expect(await database.db.select().from(session).where(eq(session.userId, other.id))).toHaveLength(1);
    // The old cookie opens nothing.
    expect(await context.auth.api.getSession({ headers: new Headers({ Cookie: me.cookie }) })).toBeNull();
  });

  it("is guarded: signed out gets 401 and nothing happens", async () => {
    const answer = await remove({ password: PASSWORD }, "");
    expect(answer.status).toBe(401);
  });

  it("refuses hostile input with a 4xx and deletes nothing (fuzzed)", async () => {
    const me = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const hostile = fc.oneof(
      fc.string({ minLength: 129, maxLength: 4000 }),
      fc.constant(""),
      fc.string({ maxLength: 40 }).map((text) => `<script>${text}\u0000`),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (value, twice) => {
        const answer = await remove({ password: twice ? [value, value] : value }, me.cookie);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      // Past 5 wrong passwords the limit answers 429: still a 4xx, still nothing deleted.
      { numRuns: 30 },
    );
    expect(await database.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
  });
});
