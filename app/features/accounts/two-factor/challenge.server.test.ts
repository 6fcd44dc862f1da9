import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { rateLimits, session, twoFactor, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import {
  codeAt,
  CookieJar,
  enableTotp,
  secretOf,
  signedInAccount,
  type TestAccount,
} from "../../../../tests/helpers/auth-session";
import { callRoute, formPost, pageGet } from "../../../../tests/helpers/route-calls";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { challengeAction, challengeLoader, type ChallengeActionData } from "./challenge.server";
import { timeStep } from "./totp-steps.server";

const database = useTestDatabase({ emptyBeforeEach: [user, rateLimits] });
const context = (clientIp = "203.0.113.20") => testAppContext(database.db, { clientIp });

const START = Date.UTC(2026, 0, 12, 9, 0, 15);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const PAGE = `/en/auth/two-factor?redirectTo=${encodeURIComponent("/en/courses?category=sst")}`;

async function enrolled() {
  const person = await signedInAccount(context());
  const secret = secretOf((await enableTotp(context(), person)).totpURI);
  const { backupCodes } = await context().auth.api.viewBackupCodes({ body: { userId: person.id } });
  await context().auth.api.verifyTOTP({
    body: { code: await codeAt(secret, timeStep()) },
    headers: person.jar.headers(),
  });
  await database.db.delete(session);
  return { person, secret, backupCodes };
}

let signIns = 0;
/** /auth's part: the password accepted, better-auth's two_factor cookie in the browser. */
async function pendingSignIn(person: TestAccount): Promise<CookieJar> {
  signIns += 1;
  const { headers } = await context().auth.api.signInEmail({
    body: { email: person.email, password: person.password },
    headers: new Headers({ "x-gms-client-ip": `192.0.2.${(signIns % 250) + 1}` }),
    returnHeaders: true,
  });
  return new CookieJar().apply(headers);
}

function submit(
  jar: CookieJar | undefined,
  fields: Record<string, string>,
  { path = PAGE, ip = "203.0.113.20" } = {},
) {
  return callRoute<ChallengeActionData>(challengeAction, formPost(path, fields, jar, ip), context(ip));
}

/** The flash message a redirect leaves (its cookie is signed, not encrypted). */
function flashOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith("flash="));
  const value = decodeURIComponent(cookie?.split(";")[0]?.slice("flash=".length) ?? "");
  const payload = value.slice(0, value.lastIndexOf("."));
  return (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { message: string }).message;
}

describe("the sign-in challenge page", () => {
  it("sends a visitor without a pending sign-in back to /auth, with a message", async () => {
    const loaded = await callRoute(challengeLoader, pageGet(PAGE), context());
    expect(loaded.status).toBe(302);
    expect(loaded.location).toBe(`/en/auth?redirectTo=${encodeURIComponent("/en/courses?category=sst")}`);
    expect(flashOf(loaded.headers)).toBe("Your sign-in has expired. Please sign in again.");
    const posted = await submit(undefined, { method: "totp", code: "123456" });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/en\/auth\?redirectTo=/);
  });

  it("signs in with the app's code: aal2 session, cookies forwarded, on to a safe redirectTo", async () => {
    const { person, secret } = await enrolled();
    const jar = await pendingSignIn(person);
    expect((await callRoute(challengeLoader, pageGet(PAGE, jar), context())).body).toMatchObject({
      method: "totp",
      redirectTo: "/en/courses?category=sst",
    });
    const wrong = await submit(jar, { method: "totp", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.result.error).toEqual({ code: ["twoFactor.errors.wrongCode"] });

    vi.setSystemTime(START + 60_000);
    const code = await codeAt(secret, timeStep());
    const done = await submit(jar, { method: "totp", code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/en/courses?category=sst");
    expect(flashOf(done.headers)).toBe("You are signed in.");
    jar.apply(done.headers);
    expect(jar.has(/session_token$/)).toBe(true);
    expect(jar.has(/two_factor$/)).toBe(false);
    expect(await database.db.select({ aal: session.aal }).from(session)).toEqual([{ aal: "aal2" }]);

    // Signed in: the page sends the visitor on.
    const visited = await callRoute(challengeLoader, pageGet(PAGE, jar), context());
    expect(visited.location).toBe("/en/courses?category=sst");

    // The same code in another sign-in is refused like a wrong one.
    const replay = await submit(await pendingSignIn(person), { method: "totp", code });
    expect(replay.status).toBe(400);
    expect(replay.body?.result.error).toEqual({ code: ["twoFactor.errors.wrongCode"] });
  });

  it("never redirects off the site", async () => {
    const { person, secret } = await enrolled();
    const jar = await pendingSignIn(person);
    const done = await submit(
      jar,
      { method: "totp", code: await codeAt(secret, timeStep() + 1) },
      { path: "/auth/two-factor?redirectTo=//evil.example/phish" },
    );
    expect(done.location).toBe("/");
  });

  it("takes a backup code once, typed with or without its dash", async () => {
    const { person, backupCodes } = await enrolled();
    const [first = ""] = backupCodes;
    const done = await submit(await pendingSignIn(person), {
      method: "backup",
      code: first.replace("-", ""),
    });
    expect(done.status).toBe(302);
    const again = await submit(await pendingSignIn(person), { method: "backup", code: first });
    expect(again.status).toBe(400);
    expect(again.body?.result.error).toEqual({ code: ["twoFactor.errors.wrongBackupCode"] });
  });

  it("makes backup codes without look-alike characters, and takes one typed in small letters", async () => {
    const { person, backupCodes } = await enrolled();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const [first = ""] = backupCodes;
    const done = await submit(await pendingSignIn(person), { method: "backup", code: first.toLowerCase() });
    expect(done.status).toBe(302);
    const again = await submit(await pendingSignIn(person), { method: "backup", code: first });
    expect(again.status).toBe(400);
  });

  it("still takes a code made before, in mixed case, typed in any case or with look-alikes", async () => {
    const { person } = await enrolled();
    const internals = await context().auth.$context;
    const older = ["aB3dE-fG5hI", "Ol0xy-Z9qQw", "mN8pR-sT2uV"];
    await database.db
      .update(twoFactor)
      .set({
        backupCodes: await symmetricEncrypt({ key: internals.secretConfig, data: JSON.stringify(older) }),
      })
      .where(eq(twoFactor.userId, person.id));
    const wrongCase = await submit(await pendingSignIn(person), { method: "backup", code: "AB3DE FG5HI" });
    expect(wrongCase.status).toBe(302);
    // O typed as 0 and l as 1: the second code.
    const lookAlikes = await submit(await pendingSignIn(person), { method: "backup", code: "01oXY-z9QQW" });
    expect(lookAlikes.status).toBe(302);
    const exact = await submit(await pendingSignIn(person), { method: "backup", code: "mN8pR-sT2uV" });
    expect(exact.status).toBe(302);
    const used = await submit(await pendingSignIn(person), { method: "backup", code: "ab3de-fg5hi" });
    expect(used.status).toBe(400);
  });

  it("sends back to /auth after five wrong codes for one sign-in", async () => {
    const { person } = await enrolled();
    const jar = await pendingSignIn(person);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submit(jar, { method: "totp", code: "000000" })).status).toBe(400);
    }
    const used = await submit(jar, { method: "totp", code: "000000" }, { path: "/auth/two-factor" });
    expect(used.status).toBe(302);
    expect(used.location).toBe("/auth?redirectTo=%2F");
    expect(flashOf(used.headers)).toBe(
      "Trop de codes incorrects pour cette connexion. Veuillez vous reconnecter.",
    );
  });

  it("shows better-auth's lockout with the minutes left, in both languages", async () => {
    const { person } = await enrolled();
    for (let round = 0; round < 2; round++) {
      const jar = await pendingSignIn(person);
      for (let attempt = 0; attempt < 5; attempt++)
        await submit(jar, { method: "totp", code: "000000" }, { ip: `198.51.100.${round * 10 + attempt}` });
    }
    vi.setSystemTime(START + 5 * 60_000);
    const jar = await pendingSignIn(person);
    const french = await submit(jar, { method: "totp", code: "000000" }, { path: "/auth/two-factor" });
    expect(french.status).toBe(429);
    expect(french.headers.get("Retry-After")).toBe("600");
    expect(french.body?.notice).toBe(
      "Trop de codes incorrects : la validation en deux étapes de ce compte est bloquée. Veuillez réessayer dans 10 minutes.",
    );
    const english = await submit(jar, { method: "backup", code: "aaaaa-bbbbb" });
    expect(english.body?.notice).toMatch(/^Too many incorrect codes: .* Please try again in 10 minutes\.$/);
  });

  it("limits one address to 10 codes per 15 minutes", async () => {
    const { person } = await enrolled();
    let jar = await pendingSignIn(person);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await submit(jar, { method: "totp", code: "000000" }, { ip: "198.51.100.99" });
      if (attempt % 4 === 0) jar = await pendingSignIn(person);
    }
    const limited = await submit(jar, { method: "totp", code: "000000" }, { ip: "198.51.100.99" });
    expect(limited.status).toBe(429);
    expect(limited.body?.notice).toBe("Too many attempts. Please try again in 30 minutes.");
  });

  it("answers hostile or malformed input with a 4xx and no session", async () => {
    const { person } = await enrolled();
    const jar = await pendingSignIn(person);
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ minLength: 100, maxLength: 3000 }),
      fc.constantFrom(
        "<img src=x onerror=alert(1)>",
        "12\u00003456",
        "１２３４５６",
        "\u202e654321",
        "-----",
        "aaaaa-bbbbb-ccccc",
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("totp", "backup", "other", ""), hostile, async (method, code) => {
        await database.db.delete(rateLimits);
        const answer = await submit(jar, { method, code });
        expect(answer.status).toBeGreaterThanOrEqual(300);
        expect(answer.status).toBeLessThan(500);
        expect(await database.db.select().from(session)).toHaveLength(0);
      }),
      { numRuns: 30 },
    );
  });
});
