import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import {
  fromClient,
  linkToken,
  queuedMail,
  STRONG_PASSWORD,
  verifiedAccount,
} from "../../../../tests/helpers/accounts";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { createAuth } from "../auth.server";

// Fifty sign-ins, each hashing a password: slow on a busy machine whatever the code does.
const SLOW = { timeout: 120_000 };

/*
 * The sign-in rules as better-auth hooks, through auth.api (what our pages call); the same
 * hooks run for /api/auth/* (see the HTTP tests in sign-in/sign-in-http.server.test.ts).
 */

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, securityEvents, user] });

const context = () => testAppContext(database.db);

function signIn(email: string, password: string, ip = "203.0.113.5") {
  return context().auth.api.signInEmail({
    body: { email, password },
    headers: fromClient(ip),
    returnHeaders: true,
  });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; body: Record<string, unknown>; headers: Record<string, string> };
  }
  throw new Error("expected a refusal");
}

async function events(type?: string) {
  const rows = await database.db.select().from(securityEvents).orderBy(securityEvents.id);
  return type ? rows.filter((row) => row.type === type) : rows;
}

describe("sign-in limits count failures, per account and address, with a ceiling per address", () => {
  it("lets a classroom behind one address sign in: successes are never counted", async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        verifiedAccount(context().auth, database.db, { email: `trainee${i}@example.com` }),
      ),
    );
    for (let round = 0; round < 2; round++) {
      for (const person of people) {
        const { response } = await signIn(person.email, person.password, "198.51.100.3");
        expect(response.user.email).toBe(person.email);
      }
    }
  });

  it(
    "the address's ceiling: 50 failures in 15 minutes, then 429, Retry-After and 30 minutes; another address is free",
    SLOW,
    async () => {
      for (let i = 0; i < 49; i++) {
        // A different account each time: 3 failures for one account would be suspicious activity first.
        const error = await refusal(signIn(`nobody${i}@example.com`, `wrong password ${i}`, "198.51.100.1"));
        expect(error.statusCode, `failure ${i + 1}`).toBe(401);
      }
      const fiftieth = await refusal(signIn("nobody49@example.com", "wrong password", "198.51.100.1"));
      expect(fiftieth.statusCode).toBe(429);
      const next = await refusal(signIn("someone-else@example.com", "another guess", "198.51.100.1"));
      expect(next.statusCode).toBe(429);
      expect(next.body).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS", minutes: 30 });
      expect(Number(next.headers["Retry-After"])).toBeGreaterThan(29 * 60);
      // Another client is not blocked.
      expect((await refusal(signIn("nobody@example.com", "x", "198.51.100.2"))).statusCode).toBe(401);
      expect(new Set((await events("sign_in_blocked")).map((event) => event.ipAddress))).toEqual(
        new Set(["198.51.100.1"]),
      );
    },
  );

  it("5 failures for one account from one address block it there for 30 minutes, even after a restart", async () => {
    const account = await verifiedAccount(context().auth, database.db, { email: "awa@example.com" });
    // Failures spread over time so that the suspicious-activity rule (3 in 15 minutes for the
    // account) is not what answers: its counter is cleared by a success, the address's is not.
    for (let i = 0; i < 4; i++) {
      expect((await refusal(signIn(account.email, `wrong password ${i}`, "198.51.100.4"))).statusCode).toBe(
        401,
      );
      if (i % 2 === 1) await signIn(account.email, account.password, "198.51.100.9");
    }
    const fifth = await refusal(signIn(account.email, "wrong password 4", "198.51.100.4"));
    expect(fifth.statusCode).toBe(429);
    const restarted = createAuth({
      db: database.db,
      env: context().env,
      secret: "s".repeat(32),
      logger: pino({ level: "silent" }),
    });
    const error = await refusal(
      restarted.api.signInEmail({
        body: { email: account.email, password: account.password },
        headers: fromClient("198.51.100.4"),
      }),
    );
    expect(error.statusCode).toBe(429);
    expect(error.body).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS", minutes: 30 });
    // The same account from elsewhere, and others from that address, still sign in.
    await signIn(account.email, account.password, "198.51.100.5");
    const colleague = await verifiedAccount(context().auth, database.db, { email: "moussa@example.com" });
    await signIn(colleague.email, colleague.password, "198.51.100.4");
  });
});

describe("3 failed sign-ins for one address within 15 minutes", () => {
  it("answers the third with 'suspicious activity', blocks the address, records it and tells the owner", async () => {
    const account = await verifiedAccount(context().auth, database.db, {
      email: "moussa@example.com",
      lang: "en",
    });
    // Three different clients: the address is what counts.
    expect((await refusal(signIn(account.email, "wrong one", "203.0.113.21"))).statusCode).toBe(401);
    expect((await refusal(signIn(account.email, "wrong two", "203.0.113.22"))).statusCode).toBe(401);
    const third = await refusal(signIn(account.email, "wrong three", "203.0.113.23"));
    expect(third.statusCode).toBe(429);
    expect(third.body).toMatchObject({ code: "SUSPICIOUS_ACTIVITY", minutes: 15 });

    // Even the right password is refused for that address now, from anywhere.
    const blocked = await refusal(signIn(account.email, account.password, "203.0.113.24"));
    expect(blocked.body).toMatchObject({ code: "SUSPICIOUS_ACTIVITY" });

    expect(await events("sign_in_failure")).toHaveLength(3);
    expect(await events("suspicious_activity")).toMatchObject([{ userId: account.id }]);
    expect(await events("sign_in_blocked")).toMatchObject([
      { userId: account.id, details: { reason: "suspicious_activity" } },
    ]);
    const [mail] = await queuedMail(database.db, account.email, "account-suspicious-sign-in");
    expect(mail?.subject).toBe("Sign-in attempts on your account");
    expect(mail?.textBody).toContain("https://site.example/en/auth/forgot-password");
    // The limits table holds a hash, never the address.
    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.join(" ")).not.toContain("moussa");
  });

  it("treats an unknown address the same (no e-mail to send), so answers tell nothing", async () => {
    for (let i = 0; i < 2; i++) await refusal(signIn("ghost@example.com", `guess ${i}`, `192.0.2.${i + 1}`));
    const third = await refusal(signIn("ghost@example.com", "guess 3", "192.0.2.9"));
    expect(third.body).toMatchObject({ code: "SUSPICIOUS_ACTIVITY" });
    expect(await events("suspicious_activity")).toMatchObject([{ userId: null }]);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });

  it("is lifted by a password reset, which also ends every session and is recorded", async () => {
    const account = await verifiedAccount(context().auth, database.db, { email: "fanta@example.com" });
    const { auth } = context();
    // A session on another device, before the attack.
    await signIn(account.email, account.password, "203.0.113.40");
    expect(await database.db.select().from(session)).toHaveLength(1);
    for (let i = 0; i < 3; i++) await refusal(signIn(account.email, `wrong ${i}`, "203.0.113.41"));
    expect((await refusal(signIn(account.email, account.password, "203.0.113.42"))).statusCode).toBe(429);

    await auth.api.requestPasswordReset({
      body: { email: account.email },
      headers: fromClient("203.0.113.43"),
    });
    const token = await linkToken(database.db, account.email, "/auth/reset-password");
    const newPassword = "Mangue verte et kola 7";
    await auth.api.resetPassword({ body: { token, newPassword }, headers: fromClient("203.0.113.43") });

    expect(await database.db.select().from(session)).toEqual([]);
    expect(await events("password_reset")).toMatchObject([{ userId: account.id, ipAddress: "203.0.113.43" }]);
    const { response } = await signIn(account.email, newPassword, "203.0.113.44");
    expect(response.user.email).toBe(account.email);
    expect(await events("sign_in_success")).toHaveLength(2);
  });
});

describe("the password policy", () => {
  it("refuses short, long and common or breached passwords on sign-up, reset and change", async () => {
    const { auth } = context();
    const signUp = (password: string) =>
      refusal(
        auth.api.signUpEmail({
          body: { name: "Awa", email: "new@example.com", password },
          headers: fromClient("192.0.2.60"),
        }),
      );
    expect((await signUp("Court1!")).body).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect((await signUp("x".repeat(129))).body).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    expect((await signUp("azertyuiop")).body).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect((await signUp("Password1")).body).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect(await database.db.select().from(user)).toEqual([]);

    const account = await verifiedAccount(auth, database.db, { email: "kadi@example.com" });
    await auth.api.requestPasswordReset({
      body: { email: account.email },
      headers: fromClient("192.0.2.61"),
    });
    const token = await linkToken(database.db, account.email, "/auth/reset-password");
    const reset = await refusal(auth.api.resetPassword({ body: { token, newPassword: "court" } }));
    expect(reset.body).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const common = await refusal(auth.api.resetPassword({ body: { token, newPassword: "motdepasse" } }));
    expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON" });

    const { headers } = await signIn(account.email, STRONG_PASSWORD, "192.0.2.62");
    const cookie = headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const change = await refusal(
      auth.api.changePassword({
        body: { currentPassword: STRONG_PASSWORD, newPassword: "1234567890" },
        headers: fromClient("192.0.2.62", { cookie }),
      }),
    );
    expect(change.body).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    // The old password still works: nothing was changed.
    const [row] = await database.db.select().from(user).where(eq(user.email, account.email));
    expect(row).toBeTruthy();
    await expect(signIn(account.email, STRONG_PASSWORD, "192.0.2.63")).resolves.toBeTruthy();
  });
});
