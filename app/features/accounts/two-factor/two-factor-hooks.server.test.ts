import { notSignInEvent } from "../../../../tests/helpers/accounts";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { securityEvents, session, totpSteps, twoFactor, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import {
  codeAt,
  CookieJar,
  enableTotp,
  secretOf,
  signedInAccount,
  type TestAccount,
} from "../../../../tests/helpers/auth-session";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { timeStep } from "./totp-steps.server";

const database = useTestDatabase({ emptyBeforeEach: [user] });

/** A fixed clock in the middle of a time step, moved by the tests: no waiting 30 seconds. */
const START = Date.UTC(2026, 0, 12, 9, 0, 15);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

const context = () => testAppContext(database.db);

/** An account with two-factor sign-in confirmed at the current step; returns its secret. */
async function enrolled(account?: TestAccount) {
  const { auth } = context();
  const person = account ?? (await signedInAccount(context()));
  const enabled = await enableTotp(context(), person);
  const secret = secretOf(enabled.totpURI);
  const { headers } = await auth.api.verifyTOTP({
    body: { code: await codeAt(secret, timeStep()) },
    headers: person.jar.headers(),
    returnHeaders: true,
  });
  person.jar.apply(headers);
  return { person, secret, backupCodes: enabled.backupCodes };
}

let signIns = 0;

/**
 * Signs in with the password, each time from another address (sign-in limits count per
 * address): the pending sign-in's cookies (two_factor).
 */
async function startSignIn(person: TestAccount) {
  signIns += 1;
  const { response, headers } = await context().auth.api.signInEmail({
    body: { email: person.email, password: person.password },
    headers: new Headers({ "x-gms-client-ip": `192.0.2.${(signIns % 250) + 1}` }),
    returnHeaders: true,
  });
  expect(response).toMatchObject({ twoFactorRedirect: true });
  return new CookieJar().apply(headers);
}

async function events(userId: string) {
  return database.db
    .select({ type: securityEvents.type, details: securityEvents.details })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), notSignInEvent(securityEvents.type)))
    .orderBy(securityEvents.id);
}

async function sessionsOf(userId: string) {
  return database.db.select({ aal: session.aal }).from(session).where(eq(session.userId, userId));
}

describe("enrolment", () => {
  it("leaves the factor unverified until a first code, then turns it on with an aal2 session and an event", async () => {
    const { auth } = context();
    const person = await signedInAccount(context());
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal1" }]);
    const enabled = await enableTotp(context(), person);
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(enabled.backupCodes).toHaveLength(10);
    const [pending] = await database.db.select().from(twoFactor).where(eq(twoFactor.userId, person.id));
    expect(pending?.verified).toBe(false);
    const [before] = await database.db.select().from(user).where(eq(user.id, person.id));
    expect(before?.twoFactorEnabled).toBe(false);

    const secret = secretOf(enabled.totpURI);
    const { headers } = await auth.api.verifyTOTP({
      body: { code: await codeAt(secret, timeStep()) },
      headers: person.jar.headers(),
      returnHeaders: true,
    });
    person.jar.apply(headers);
    const [after] = await database.db.select().from(user).where(eq(user.id, person.id));
    expect(after?.twoFactorEnabled).toBe(true);
    // better-auth replaced the session: the new one has given the second factor.
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal2" }]);
    expect(await events(person.id)).toEqual([{ type: "two_factor_enabled", details: { method: "totp" } }]);
  });
});

describe("sign-in with the second factor", () => {
  it("challenges a password sign-in, refuses a wrong code, and gives an aal2 session for a good one", async () => {
    const { person, secret } = await enrolled();
    const { auth } = context();
    vi.setSystemTime(START + 60_000);
    const pending = await startSignIn(person);
    await expect(
      auth.api.verifyTOTP({ body: { code: "000000" }, headers: pending.headers() }),
    ).rejects.toMatchObject({ body: { code: "INVALID_CODE" } });
    const { headers } = await auth.api.verifyTOTP({
      body: { code: await codeAt(secret, timeStep()) },
      headers: pending.headers(),
      returnHeaders: true,
    });
    expect(new CookieJar().apply(headers).has(/session_token$/)).toBe(true);
    expect((await sessionsOf(person.id)).map((row) => row.aal).sort()).toEqual(["aal2", "aal2"]);
  });

  it("refuses a code already used, like a wrong code, even in a new sign-in within its window", async () => {
    const { person, secret } = await enrolled();
    const { auth } = context();
    vi.setSystemTime(START + 60_000);
    const code = await codeAt(secret, timeStep());
    await auth.api.verifyTOTP({ body: { code }, headers: (await startSignIn(person)).headers() });
    vi.setSystemTime(START + 75_000);
    const replay = auth.api.verifyTOTP({ body: { code }, headers: (await startSignIn(person)).headers() });
    await expect(replay).rejects.toMatchObject({ statusCode: 401, body: { code: "INVALID_CODE" } });
    // An earlier step than the last one accepted is refused too, though still in the window.
    const earlier = await codeAt(secret, timeStep() - 1);
    await expect(
      auth.api.verifyTOTP({ body: { code: earlier }, headers: (await startSignIn(person)).headers() }),
    ).rejects.toMatchObject({ body: { code: "INVALID_CODE" } });
    // The next step's code is fresh.
    const next = await codeAt(secret, timeStep() + 1);
    await auth.api.verifyTOTP({ body: { code: next }, headers: (await startSignIn(person)).headers() });
    const [claimed] = await database.db.select().from(totpSteps).where(eq(totpSteps.userId, person.id));
    expect(claimed?.step).toBe(timeStep() + 1);
  });

  it("accepts exactly one of two concurrent submissions of the same code", async () => {
    const { person, secret } = await enrolled();
    const { auth } = context();
    vi.setSystemTime(START + 60_000);
    const code = await codeAt(secret, timeStep());
    const challenges = await Promise.all([startSignIn(person), startSignIn(person), startSignIn(person)]);
    const results = await Promise.allSettled(
      challenges.map((jar) => auth.api.verifyTOTP({ body: { code }, headers: jar.headers() })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({ body: { code: "INVALID_CODE" } });
    }
  });

  it("accepts each backup code once, and records its use with the number left", async () => {
    const { person, backupCodes } = await enrolled();
    const { auth } = context();
    const [first = ""] = backupCodes;
    const { headers } = await auth.api.verifyBackupCode({
      body: { code: first },
      headers: (await startSignIn(person)).headers(),
      returnHeaders: true,
    });
    expect(new CookieJar().apply(headers).has(/session_token$/)).toBe(true);
    await expect(
      auth.api.verifyBackupCode({ body: { code: first }, headers: (await startSignIn(person)).headers() }),
    ).rejects.toMatchObject({ body: { code: "INVALID_BACKUP_CODE" } });
    const used = (await events(person.id)).filter((event) => event.type === "backup_code_used");
    expect(used).toEqual([{ type: "backup_code_used", details: { signIn: true, remaining: 9 } }]);
    expect((await sessionsOf(person.id)).every((row) => row.aal === "aal2")).toBe(true);
  });

  it("keeps the level of a session replaced by a password change", async () => {
    const { auth } = context();
    const { person } = await enrolled();
    await auth.api.changePassword({
      body: {
        currentPassword: person.password,
        newPassword: "une phrase de passe toute neuve",
        revokeOtherSessions: true,
      },
      headers: person.jar.headers(),
    });
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal2" }]);
    const plain = await signedInAccount(context());
    await auth.api.changePassword({
      body: {
        currentPassword: plain.password,
        newPassword: "une autre phrase toute neuve",
        revokeOtherSessions: true,
      },
      headers: plain.jar.headers(),
    });
    expect(await sessionsOf(plain.id)).toEqual([{ aal: "aal1" }]);
  });

  it("keeps sessions without the second factor at aal1", async () => {
    const person = await signedInAccount(context());
    await signedInAccount(context(), { email: "second@example.com" });
    expect(await sessionsOf(person.id)).toEqual([{ aal: "aal1" }]);
  });

  it("tells how long better-auth's lockout lasts after ten wrong codes", async () => {
    const { person } = await enrolled();
    const { auth } = context();
    // Five attempts per pending sign-in, ten wrong codes in a row per account.
    let pending = await startSignIn(person);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await auth.api.verifyTOTP({ body: { code: "000000" }, headers: pending.headers() }).catch(() => {});
      if (attempt % 5 === 0) pending = await startSignIn(person);
    }
    const locked = await auth.api
      .verifyTOTP({ body: { code: "000000" }, headers: (await startSignIn(person)).headers() })
      .catch((error: unknown) => error);
    expect(locked).toMatchObject({
      statusCode: 429,
      body: { code: "ACCOUNT_TEMPORARILY_LOCKED", retryAfterSeconds: 900 },
    });
  });
});

describe("over HTTP (/api/auth)", () => {
  async function post(path: string, body: unknown, jar: CookieJar) {
    const response = await context().auth.handler(
      new Request(`https://site.example/api/auth${path}`, {
        method: "POST",
        headers: jar.headers({
          "Content-Type": "application/json",
          Origin: "https://site.example",
          "x-gms-client-ip": "198.51.100.7",
        }),
        body: JSON.stringify(body),
      }),
    );
    jar.apply(response.headers);
    return response;
  }

  it("refuses a replayed code and records the events of the HTTP API too", async () => {
    const person = await signedInAccount(context());
    const enabled = await post("/two-factor/enable", { password: person.password }, person.jar);
    const secret = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
    const code = await codeAt(secret, timeStep());
    expect((await post("/two-factor/verify-totp", { code }, person.jar)).status).toBe(200);
    const replay = await post("/two-factor/verify-totp", { code }, person.jar);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "INVALID_CODE" });

    vi.setSystemTime(START + 10 * 60_000);
    expect((await post("/two-factor/disable", { password: person.password }, person.jar)).status).toBe(200);
    const recorded = await database.db
      .select({ type: securityEvents.type, ip: securityEvents.ipAddress })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, person.id), notSignInEvent(securityEvents.type)));
    expect(recorded).toEqual([
      { type: "two_factor_enabled", ip: "198.51.100.7" },
      { type: "two_factor_disabled", ip: "198.51.100.7" },
    ]);
  });
});
