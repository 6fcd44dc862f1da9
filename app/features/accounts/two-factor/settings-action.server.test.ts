import { notSignInEvent } from "../../../../tests/helpers/accounts";
import { base32 } from "@better-auth/utils/base32";
import { eq, and } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits, securityEvents, session, twoFactor, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { codeAt, signedInAccount, type TestAccount } from "../../../../tests/helpers/auth-session";
import { callRoute, formPost, pageGet } from "../../../../tests/helpers/route-calls";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { SettingsActionData } from "./settings-action.server";
import { twoFactorSettingsAction } from "./settings-action.server";
import { twoFactorSettingsLoader, type SettingsLoaderData } from "./settings-loader.server";
import { timeStep } from "./totp-steps.server";

const database = useTestDatabase({ emptyBeforeEach: [user, rateLimits] });
const context = () => testAppContext(database.db);

const START = Date.UTC(2026, 0, 12, 9, 0, 15);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const PAGE = "/profile/two-factor";

function act(person: TestAccount | undefined, fields: Record<string, string>, path = PAGE) {
  return callRoute<SettingsActionData>(
    twoFactorSettingsAction,
    formPost(path, fields, person?.jar),
    context(),
  );
}

async function load(person: TestAccount, path = PAGE) {
  const answer = await callRoute<SettingsLoaderData>(
    twoFactorSettingsLoader,
    pageGet(path, person.jar),
    context(),
  );
  person.jar.apply(answer.headers);
  return answer.body as SettingsLoaderData;
}

/** The secret an app would read from the page's key. */
const secretFromKey = (manualKey: string) => base32.decode(manualKey.replace(/\s+/g, ""));

/** Sets two-factor up through the page's forms; returns the secret and the codes shown. */
async function enrolThroughPage(person: TestAccount) {
  const started = await act(person, { intent: "enable", password: person.password });
  const secret = secretFromKey(started.body?.enrolment?.manualKey ?? "");
  const confirmed = await act(person, { intent: "confirm", code: await codeAt(secret, timeStep()) });
  person.jar.apply(confirmed.headers);
  const shown = await load(person);
  return { secret, codes: shown.backupCodes ?? [] };
}

async function eventsOf(userId: string) {
  const rows = await database.db
    .select({ type: securityEvents.type, details: securityEvents.details })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), notSignInEvent(securityEvents.type)))
    .orderBy(securityEvents.id);
  return rows;
}

describe("the two-factor settings page", () => {
  it("needs a signed-in visitor (401 with the guard)", async () => {
    const answer = await act(undefined, { intent: "enable", password: "x" });
    expect(answer.status).toBe(401);
    const loaded = await callRoute(twoFactorSettingsLoader, pageGet(PAGE), context());
    expect(loaded.status).toBe(401);
  });

  it("sets up: password, QR code and key, a first code, then 10 backup codes shown once and an aal2 session", async () => {
    const person = await signedInAccount(context());
    expect((await load(person)).state).toBe("off");

    const wrong = await act(person, { intent: "enable", password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.result.error).toEqual({ password: ["twoFactor.errors.wrongPassword"] });
    expect(await database.db.select().from(twoFactor)).toHaveLength(0);

    const started = await act(person, { intent: "enable", password: person.password });
    expect(started.status).toBe(200);
    expect(started.headers.get("Cache-Control")).toBe("private, no-store");
    expect(started.body?.enrolment?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(started.body?.enrolment?.manualKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(started.body?.enrolment?.account).toBe(person.email);
    expect((await load(person)).state).toBe("pending");

    const secret = secretFromKey(started.body?.enrolment?.manualKey ?? "");
    const refused = await act(person, { intent: "confirm", code: "000000" });
    expect(refused.status).toBe(400);
    expect(refused.body?.result.error).toEqual({ code: ["twoFactor.errors.wrongCode"] });

    const confirmed = await act(person, { intent: "confirm", code: await codeAt(secret, timeStep()) });
    // Back to the page (a GET), with better-auth's new session and the one-time reveal.
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(PAGE);
    expect(confirmed.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(true);
    person.jar.apply(confirmed.headers);

    const after = await load(person);
    expect(after).toMatchObject({
      state: "on",
      remainingBackupCodes: 10,
      sessionAal: "aal2",
      revealed: "enabled",
    });
    expect(after.backupCodes).toHaveLength(10);
    expect(after.backupCodes?.every((code) => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code))).toBe(true);
    // The time of its security event (the database's clock: not the test's on PostgreSQL).
    expect(Number.isNaN(Date.parse(after.enabledSince ?? ""))).toBe(false);
    // The page shown, the browser forgets the reveal: a reload shows no codes.
    expect(await load(person)).toMatchObject({ backupCodes: null, revealed: null });

    // The reveal is for its user only.
    const stolen =
      confirmed.headers.getSetCookie().find((cookie) => cookie.startsWith("two_factor_codes=")) ?? "";
    const other = await signedInAccount(context());
    other.jar.apply(new Headers([["Set-Cookie", stolen]]));
    expect((await load(other)).backupCodes).toBeNull();

    // Never shown again: confirming once more gives no codes.
    vi.setSystemTime(START + 30_000);
    const again = await act(person, { intent: "confirm", code: await codeAt(secret, timeStep()) });
    expect(again.status).toBe(409);
    person.jar.apply(again.headers);
    expect((await load(person)).backupCodes).toBeNull();
  });

  it("refuses a code already used to turn it off, then turns it off with the next code", async () => {
    const person = await signedInAccount(context());
    const { secret } = await enrolThroughPage(person);
    const used = await codeAt(secret, timeStep());
    const replay = await act(person, { intent: "disable-code", code: used });
    expect(replay.status).toBe(400);
    expect(replay.body?.result.error).toEqual({ code: ["twoFactor.errors.wrongCode"] });
    expect((await load(person)).state).toBe("on");

    const off = await act(person, { intent: "disable-code", code: await codeAt(secret, timeStep() + 1) });
    expect(off.status).toBe(302);
    expect(off.location).toBe(PAGE);
    expect((await load(person)).state).toBe("off");
    expect(await database.db.select().from(twoFactor)).toHaveLength(0);
    expect((await eventsOf(person.id)).map((event) => [event.type, event.details])).toEqual([
      ["two_factor_enabled", { method: "totp" }],
      ["two_factor_disabled", { method: "code" }],
    ]);
  });

  it("turns it off with the password, keeping the session's level", async () => {
    const person = await signedInAccount(context());
    await enrolThroughPage(person);
    const wrong = await act(person, { intent: "disable-password", password: "wrong password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.result.error).toEqual({ password: ["twoFactor.errors.wrongPassword"] });
    const off = await act(person, { intent: "disable-password", password: person.password });
    expect(off.status).toBe(302);
    person.jar.apply(off.headers);
    expect(await load(person)).toMatchObject({ state: "off", sessionAal: "aal2" });
    expect((await eventsOf(person.id)).at(-1)).toEqual({
      type: "two_factor_disabled",
      details: { method: "password" },
    });
  });

  it("makes new backup codes with the password; the old ones stop working", async () => {
    const person = await signedInAccount(context());
    const { codes } = await enrolThroughPage(person);
    expect(codes).toHaveLength(10);
    const renewed = await act(person, { intent: "regenerate", password: person.password });
    expect(renewed.status).toBe(302);
    person.jar.apply(renewed.headers);
    const shown = await load(person);
    expect(shown.revealed).toBe("regenerated");
    expect(shown.backupCodes).toHaveLength(10);
    expect(shown.backupCodes).not.toEqual(codes);
    const { auth } = context();
    const [oldCode = ""] = codes;
    await expect(
      auth.api.verifyBackupCode({
        body: { code: oldCode, disableSession: true },
        headers: person.jar.headers(),
      }),
    ).rejects.toMatchObject({ body: { code: "INVALID_BACKUP_CODE" } });
  });

  it("sends a session without the second factor to sign in again", async () => {
    const person = await signedInAccount(context());
    await enrolThroughPage(person);
    // Another device signed in before set-up, or a session made otherwise: aal1.
    await database.db.update(session).set({ aal: "aal1" }).where(eq(session.userId, person.id));
    const path = `/en${PAGE}?required=1&redirectTo=${encodeURIComponent("/en/admin")}`;
    expect(await load(person, path)).toMatchObject({
      required: true,
      continueTo: "/en/admin",
      sessionAal: "aal1",
    });
    const answer = await act(person, { intent: "reauthenticate" }, path);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/en/auth?redirectTo=${encodeURIComponent("/en/admin")}`);
    expect(await database.db.select().from(session).where(eq(session.userId, person.id))).toHaveLength(0);
  });

  it("limits passwords and codes to 10 per 15 minutes per account, with Retry-After", async () => {
    const person = await signedInAccount(context());
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await act(person, { intent: "enable", password: "wrong password" })).status).toBe(400);
    }
    const limited = await act(person, { intent: "enable", password: person.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(29 * 60);
    expect(limited.body?.notice).toBe("Trop de tentatives. Veuillez réessayer dans 30 minutes.");
    expect(await database.db.select().from(twoFactor)).toHaveLength(0);
  });

  it("answers hostile or malformed input with a 4xx and writes nothing", async () => {
    const person = await signedInAccount(context());
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ minLength: 200, maxLength: 5000 }),
      fc.constantFrom(
        "<script>alert(1)</script>",
        "123\u0000456",
        "１２３４５６",
        "12345\n6",
        "' OR 1=1 --",
        "%00",
        "💥💥💥",
      ),
    );
    const intent = fc.constantFrom(
      "enable",
      "confirm",
      "regenerate",
      "disable-password",
      "disable-code",
      "nonsense",
      "",
    );
    await fc.assert(
      fc.asyncProperty(intent, hostile, hostile, async (chosen, password, code) => {
        await database.db.delete(rateLimits);
        const fields = new URLSearchParams({ intent: chosen, password, code });
        fields.append("code", code);
        const answer = await callRoute(
          twoFactorSettingsAction,
          formPost(PAGE, fields, person.jar),
          context(),
        );
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(await database.db.select().from(twoFactor)).toHaveLength(0);
      }),
      { numRuns: 40 },
    );
    // A NUL in a password reaches better-auth, whose input hook refuses it: still a 400.
    for (const chosen of ["enable", "regenerate", "disable-password"]) {
      await database.db.delete(rateLimits);
      const fields = new URLSearchParams({ intent: chosen, password: "123\u0000456" });
      const answer = await callRoute(twoFactorSettingsAction, formPost(PAGE, fields, person.jar), context());
      expect(answer.status, chosen).toBe(chosen === "enable" ? 400 : 409);
    }
    // Not a form at all.
    const json = new Request(`https://site.example${PAGE}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: person.jar.header() },
      body: "{}",
    });
    expect((await callRoute(twoFactorSettingsAction, json, context())).status).toBe(400);
  });
});
