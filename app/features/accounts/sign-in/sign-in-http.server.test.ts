import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../../db/database";
import { emailOutbox, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import { linkToken, queuedMail, STRONG_PASSWORD, verifiedAccount } from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { postForm, httpRequest, type HttpAnswer } from "../../../../tests/helpers/http-client";
import { createScratchDatabase } from "../../../../tests/helpers/scratch-postgres";
import { createTestDatabase, usingPostgres } from "../../../../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server";

// Fifty sign-ins, each hashing a password: slow on a busy machine whatever the code does.
const SLOW = { timeout: 120_000 };

/*
 * Through the real server (production build) over HTTP: the rules hold on our pages and on
 * /api/auth/* alike, across two server instances sharing one database (two connection pools
 * to one PostgreSQL database when TEST_DATABASE_URL is set, as two processes would have).
 */

let handles: DatabaseHandle[] = [];
let drop: () => Promise<void> = async () => {};
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  if (usingPostgres) {
    const scratch = await createScratchDatabase("signin_http");
    drop = scratch.drop;
    handles = [
      await openDatabase({ kind: "postgres", url: scratch.url }),
      await openDatabase({ kind: "postgres", url: scratch.url }),
    ];
    await handles[0]?.migrate();
  } else {
    const database = await createTestDatabase();
    drop = database.destroy;
    handles = [database, database];
  }
  first = await startTestServer(handles[0]!.db);
  // Each instance is its own origin here; behind a load balancer they would share one.
  second = await startTestServer(handles[1]!.db);
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  if (usingPostgres) for (const handle of handles) await handle.close();
  await drop();
});

beforeEach(async () => {
  const { db } = handles[0]!;
  for (const table of [emailOutbox, rateLimits, securityEvents, user]) await db.delete(table);
});

const signInForm = (email: string, password: string) => ({ intent: "sign-in", email, password });

describe("sign-in rules over HTTP", () => {
  it(
    "blocks an address at its 50th failure on one server, and the other server, on the same database, blocks it too",
    SLOW,
    async () => {
      for (let i = 0; i < 49; i++) {
        const reply = await postForm(
          first.base,
          "/auth",
          signInForm(`nobody${i}@example.com`, "wrong password"),
          { localAddress: "127.0.0.5" },
        );
        expect(reply.status).toBe(401);
      }
      const sixth = await postForm(
        // The 50th failure: blocked from then on (ADR 0814).
        second.base,
        "/en/auth",
        signInForm("someone@example.com", "wrong password"),
        {
          localAddress: "127.0.0.5",
        },
      );
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(29 * 60);
      expect(sixth.text).toContain("Too many sign-in attempts. Please try again in 30 minutes.");
      // Another client is still welcome.
      expect(
        (
          await postForm(first.base, "/auth", signInForm("x@example.com", "wrong password"), {
            localAddress: "127.0.0.6",
          })
        ).status,
      ).toBe(401);
    },
  );

  it("blocks a suspicious address everywhere, over our page and over /api/auth, and a fresh server still blocks it", async () => {
    const { auth } = testAppContext(handles[0]!.db);
    const person = await verifiedAccount(auth, handles[0]!.db, { email: "awa@example.com" });
    for (const address of ["127.0.0.11", "127.0.0.12", "127.0.0.13"])
      await postForm(first.base, "/auth", signInForm(person.email, "not the password"), {
        localAddress: address,
      });
    const api = await httpRequest(second.base, "/api/auth/sign-in/email", {
      method: "POST",
      localAddress: "127.0.0.14",
      body: JSON.stringify({ email: person.email, password: person.password }),
      headers: { "content-type": "application/json", origin: second.base },
    });
    expect(api.status).toBe(429);
    expect(JSON.parse(api.text)).toMatchObject({ code: "SUSPICIOUS_ACTIVITY" });
    expect(api.headers["retry-after"]).toBeTruthy();
    const restarted = await startTestServer(handles[1]!.db);
    try {
      const page = await postForm(restarted.base, "/auth", signInForm(person.email, person.password), {
        localAddress: "127.0.0.15",
      });
      expect(page.status).toBe(429);
      expect(page.text).toContain("Activité suspecte détectée. Veuillez contacter le support.");
    } finally {
      await restarted.close();
    }
  });

  it("answers the third wrong password over /api/auth with 429 and Retry-After, as the page does", async () => {
    const { auth } = testAppContext(handles[0]!.db);
    const apiSignIn = (email: string, password: string, localAddress: string) =>
      httpRequest(first.base, "/api/auth/sign-in/email", {
        method: "POST",
        localAddress,
        body: JSON.stringify({ email, password }),
        headers: { "content-type": "application/json", origin: first.base },
      });
    // Quick failures from one client are counted by our limits alone, as on the page.
    for (let i = 0; i < 4; i++)
      expect((await apiSignIn(`unknown${i}@example.com`, "wrong password", "127.0.0.41")).status).toBe(401);
    for (const [email, via] of [
      ["mariama@example.com", "api"],
      ["kadiatou@example.com", "page"],
    ] as const) {
      const person = await verifiedAccount(auth, handles[0]!.db, { email });
      const failures = [];
      for (const address of ["127.0.0.42", "127.0.0.43", "127.0.0.44"]) {
        failures.push(
          via === "api"
            ? await apiSignIn(email, "not the password", address)
            : await postForm(first.base, "/en/auth", signInForm(person.email, "not the password"), {
                localAddress: address,
              }),
        );
      }
      expect(failures.map((reply) => reply.status)).toEqual([401, 401, 429]);
      expect(Number(failures[2]!.headers["retry-after"]), via).toBeGreaterThan(14 * 60);
    }
  });

  it("gives better-auth's own 429s a standard Retry-After", async () => {
    const statuses: number[] = [];
    let limited: HttpAnswer | undefined;
    for (let i = 0; i < 5 && !limited; i++) {
      const reply = await httpRequest(first.base, "/api/auth/change-password", {
        method: "POST",
        localAddress: "127.0.0.51",
        body: JSON.stringify({ currentPassword: "a", newPassword: "b" }),
        headers: { "content-type": "application/json", origin: first.base },
      });
      statuses.push(reply.status);
      if (reply.status === 429) limited = reply;
    }
    expect(statuses).toContain(429);
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited?.headers["retry-after"]).toBe(limited?.headers["x-retry-after"]);
  });

  it("says on the page for how long sign-in is suspended, that a new password lifts it, and how to reach support; a reset does lift it", async () => {
    const { auth } = testAppContext(handles[0]!.db);
    const person = await verifiedAccount(auth, handles[0]!.db, { email: "hawa@example.com" });
    let page = await postForm(first.base, "/en/auth", signInForm(person.email, "not the password"));
    for (const address of ["127.0.0.62", "127.0.0.63"])
      page = await postForm(first.base, "/en/auth", signInForm(person.email, "not the password"), {
        localAddress: address,
      });
    expect(page.status).toBe(429);
    const text = page.text.replace(/<!-- -->/g, "");
    expect(text).toContain("Suspicious activity detected. Please contact support.");
    expect(text).toContain("As a precaution, signing in to this account is suspended for 15 more minutes.");
    expect(text).toContain("Choosing a new password lifts the suspension at once:");
    expect(text).toMatch(/<a [^>]*href="\/en\/auth\/forgot-password"[^>]*>Reset my password<\/a>/);
    // The contacts every e-mail is signed with (the owner was sent one with the same advice).
    expect(text).toContain('href="tel:+224620000000"');
    expect(text).toContain('href="mailto:contact@example.com"');
    const [mail] = await queuedMail(handles[0]!.db, person.email, "account-suspicious-sign-in");
    expect(mail?.textBody).toContain("+224 620 00 00 00 · contact@example.com");

    // A new password through the pages lifts the suspension at once.
    await postForm(
      first.base,
      "/en/auth/forgot-password",
      { email: person.email },
      { localAddress: "127.0.0.64" },
    );
    const token = await linkToken(handles[0]!.db, person.email, "/auth/reset-password");
    const newPassword = "Mangue verte et kola 7";
    const reset = await postForm(
      first.base,
      "/en/auth/reset-password",
      { token, password: newPassword, confirm: newPassword },
      { localAddress: "127.0.0.64" },
    );
    expect(reset.status).toBe(302);
    const signedIn = await postForm(first.base, "/en/auth", signInForm(person.email, newPassword), {
      localAddress: "127.0.0.65",
    });
    expect(signedIn.status).toBe(302);
  });

  it("applies the password policy to /api/auth/sign-up/email too", async () => {
    const reply = await httpRequest(first.base, "/api/auth/sign-up/email", {
      method: "POST",
      localAddress: "127.0.0.21",
      body: JSON.stringify({ name: "Awa", email: "api@example.com", password: "password123" }),
      headers: { "content-type": "application/json", origin: first.base },
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    const nul = await httpRequest(first.base, "/api/auth/reset-password", {
      method: "POST",
      localAddress: "127.0.0.21",
      body: JSON.stringify({ token: "abc\u0000", newPassword: STRONG_PASSWORD }),
      headers: { "content-type": "application/json", origin: first.base },
    });
    expect(nul.status).toBe(400);
    expect(await handles[0]!.db.select().from(user)).toEqual([]);
  });

  it("refuses cross-origin posts to the sign-in page and to /api/auth, writing nothing", async () => {
    const { auth } = testAppContext(handles[0]!.db);
    const person = await verifiedAccount(auth, handles[0]!.db, { email: "fatou@example.com" });
    const page = await postForm(first.base, "/auth", signInForm(person.email, person.password), {
      localAddress: "127.0.0.31",
      origin: "https://evil.example",
    });
    expect(page.status).toBe(403);
    const api = await httpRequest(first.base, "/api/auth/sign-in/email", {
      method: "POST",
      localAddress: "127.0.0.31",
      body: JSON.stringify({ email: person.email, password: person.password }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(api.status).toBe(403);
    expect(await handles[0]!.db.select().from(session)).toEqual([]);
    // And the same post from the site itself signs in.
    const ours = await postForm(first.base, "/auth", signInForm(person.email, person.password), {
      localAddress: "127.0.0.32",
    });
    expect(ours.status).toBe(302);
    expect(String(ours.headers["set-cookie"])).toMatch(/gms\.session_token=/);
  });
});
