import { eq, and } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import { getT } from "~/lib/i18n.server";
import {
  answerOf,
  clientHeaders,
  createAccount,
  formPost,
  IPHONE_SAFARI,
  signIn,
  notSignInEvent,
} from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { ProfileActionData } from "./profile-action-data";
import { profileAction } from "./profile-action.server";
import { loadProfileView } from "./profile-data.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, user] });

function post(fields: Record<string, string | string[]>, cookie: string) {
  const context = testAppContext(database.db);
  return answerOf<ProfileActionData>(() =>
    profileAction({ request: formPost("/profile", fields, cookie), context }),
  );
}

async function sessionIds(userId: string) {
  const rows = await database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
  return rows.map((row) => row.id).sort();
}

async function viewOf(cookie: string, lang: "fr" | "en" = "fr") {
  const context = testAppContext(database.db);
  const viewer = await context.auth.api.getSession({ headers: clientHeaders(cookie) });
  if (!viewer) throw new Error("signed out");
  return loadProfileView(database.db, viewer, { lang, t: getT(lang) });
}

describe("profile action: signed-in devices", () => {
  it("lists the sessions with a readable device, IP and last activity, this one first and marked, and no token", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" }, { ip: "203.0.113.10" });
    await signIn(context, me, { ip: "198.51.100.7", userAgent: IPHONE_SAFARI });
    const view = await viewOf(me.cookie, "en");
    expect(view.sessions.map(({ current, device, ipAddress }) => ({ current, device, ipAddress }))).toEqual([
      { current: true, device: "Chrome 140 on Linux", ipAddress: "203.0.113.10" },
      { current: false, device: "Safari 17 on iOS 17", ipAddress: "198.51.100.7" },
    ]);
    expect(view.sessions[0]?.lastSeen).toMatch(/\d{4}.*\d{2}:\d{2} UTC$/);
    const tokens = await database.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(JSON.stringify(view)).not.toContain(token);
  });

  it("signs out another device by its id, and only that one", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    const phone = await signIn(context, me, { userAgent: IPHONE_SAFARI });
    const tablet = await signIn(context, me, { userAgent: IPHONE_SAFARI });
    const phoneSession = await context.auth.api.getSession({ headers: clientHeaders(phone) });
    const answer = await post(
      { intent: "revoke-session", sessionId: phoneSession?.session.id ?? "" },
      me.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/profile#sessions");
    expect(await context.auth.api.getSession({ headers: clientHeaders(phone) })).toBeNull();
    expect(await context.auth.api.getSession({ headers: clientHeaders(tablet) })).not.toBeNull();
    expect(await context.auth.api.getSession({ headers: clientHeaders(me.cookie) })).not.toBeNull();
  });

  it("changes nothing with another account's session id (404), a made-up one, or this device's own (400)", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    const other = await createAccount(context, { email: "moussa@example.com" });
    const before = await sessionIds(other.id);
    const [theirs] = before;
    const foreign = await post({ intent: "revoke-session", sessionId: theirs ?? "" }, me.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body?.notice).toBe("Cette session n'existe plus ou n'appartient pas à votre compte.");
    expect(await sessionIds(other.id)).toEqual(before);

    // Its token instead of its id: not a session id either.
    const [row] = await database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, other.id));
    expect((await post({ intent: "revoke-session", sessionId: row?.token ?? "" }, me.cookie)).status).toBe(
      404,
    );
    expect((await post({ intent: "revoke-session", sessionId: "nope" }, me.cookie)).status).toBe(404);
    expect(await sessionIds(other.id)).toEqual(before);

    const mine = await context.auth.api.getSession({ headers: clientHeaders(me.cookie) });
    const own = await post({ intent: "revoke-session", sessionId: mine?.session.id ?? "" }, me.cookie);
    expect(own.status).toBe(400);
    expect(await context.auth.api.getSession({ headers: clientHeaders(me.cookie) })).not.toBeNull();
  });

  it("signs out every other device, keeps this one, and records it", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    const phone = await signIn(context, me, { userAgent: IPHONE_SAFARI });
    // The events this test is about come after the set-up's sign-ins.
    await database.db.delete(securityEvents);
    const answer = await post({ intent: "revoke-other-sessions" }, me.cookie);
    expect(answer.status).toBe(302);
    expect(await context.auth.api.getSession({ headers: clientHeaders(phone) })).toBeNull();
    expect(await context.auth.api.getSession({ headers: clientHeaders(me.cookie) })).not.toBeNull();
    const events = await database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, me.id), notSignInEvent(securityEvents.type)));
    expect(events.map((event) => [event.type, event.details])).toEqual([
      ["signed_out_everywhere", { scope: "other_devices" }],
    ]);
    const view = await viewOf(me.cookie);
    expect(view.events.map((event) => event.label)).toEqual(["Déconnexion des autres appareils"]);
  });

  it("shows the latest 10 security events, newest first, with readable labels in both languages", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    // Only the events below: not the set-up's own sign-in, which is newer than them.
    await database.db.delete(securityEvents);
    const base = Date.UTC(2026, 0, 5, 9, 30);
    await database.db.insert(securityEvents).values([
      ...Array.from({ length: 11 }, (_, index) => ({
        userId: me.id,
        type: "sign_in_success" as const,
        ipAddress: "203.0.113.10",
        createdAt: new Date(base + index * 60_000),
      })),
      {
        userId: me.id,
        type: "role_changed" as const,
        details: { from: "user", to: "moderator" },
        createdAt: new Date(base + 3_600_000),
      },
    ]);
    const fr = await viewOf(me.cookie, "fr");
    expect(fr.events).toHaveLength(10);
    expect(fr.events[0]).toMatchObject({
      label: "Rôle modifié : Utilisateur → Modérateur",
      at: "5 janv. 2026, 10:30 UTC",
    });
    expect(fr.events[1]).toMatchObject({ label: "Connexion réussie", ipAddress: "203.0.113.10" });
    const en = await viewOf(me.cookie, "en");
    expect(en.events[0]).toMatchObject({
      label: "Role changed: User → Moderator",
      at: "5 Jan 2026, 10:30 UTC",
    });
  });

  it("never answers 5xx for hostile session ids, and signs nobody out (fuzzed)", async () => {
    const context = testAppContext(database.db);
    const me = await createAccount(context, { email: "awa@example.com" });
    const other = await createAccount(context, { email: "moussa@example.com" });
    const before = [...(await sessionIds(me.id)), ...(await sessionIds(other.id))];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 3000 }), fc.constant("")),
        fc.boolean(),
        async (value, twice) => {
          const answer = await post(
            { intent: "revoke-session", sessionId: twice ? [value, value] : value },
            me.cookie,
          );
          expect([400, 404]).toContain(answer.status);
        },
      ),
      { numRuns: 60 },
    );
    expect([...(await sessionIds(me.id)), ...(await sessionIds(other.id))]).toEqual(before);
  });
});
