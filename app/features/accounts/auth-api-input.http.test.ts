import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, securityEvents, session, user } from "../../../db/schema";
import { STRONG_PASSWORD, verifiedAccount } from "../../../tests/helpers/accounts";
import { testAppContext } from "../../../tests/helpers/app-context";
import { httpRequest } from "../../../tests/helpers/http-client";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server";

/*
 * better-auth's endpoints over HTTP (the real server), probed with what no form sends: NUL
 * characters (PostgreSQL refuses them in text: they were 500s), values of the wrong type, a
 * language the accounts table refuses. Each is a 4xx with a message in the request's language,
 * and nothing is written.
 */

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, securityEvents, user] });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(database.db);
});
afterAll(() => server.close());

function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  return httpRequest(server.base, `/api/auth${path}`, {
    method: "POST",
    localAddress: "127.0.0.71",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: server.base, ...headers },
  });
}

async function signedIn() {
  const person = await verifiedAccount(testAppContext(database.db).auth, database.db, {
    email: "awa@example.com",
  });
  const reply = await api("/sign-in/email", { email: person.email, password: person.password });
  expect(reply.status).toBe(200);
  const cookie = String(reply.headers["set-cookie"]).split(";")[0] ?? "";
  return { ...person, cookie };
}

describe("better-auth's endpoints over HTTP", () => {
  it("answers update-user with an unknown language 400 and a clear message, in the request's language", async () => {
    const { id, cookie } = await signedIn();
    const english = await api(
      "/update-user",
      { lang: "de" },
      { cookie, "accept-language": "en-GB,en;q=0.9" },
    );
    expect(english.status).toBe(400);
    expect(JSON.parse(english.text)).toEqual({
      code: "PROFILE_FIELD_INVALID",
      field: "lang",
      message: "Language: an account's language is “fr” (French) or “en” (English).",
    });
    const french = await api("/update-user", { lang: ["en"] }, { cookie, referer: `${server.base}/profile` });
    expect(french.status).toBe(400);
    expect(JSON.parse(french.text).message).toBe(
      "Langue : la langue d'un compte est « fr » (français) ou « en » (anglais).",
    );
    const [row] = await database.db.select({ lang: user.lang }).from(user).where(eq(user.id, id));
    expect(row?.lang).toBe("fr");
  });

  it("answers a NUL character anywhere with 400, never a 500, and writes nothing", async () => {
    const { id, cookie } = await signedIn();
    const sessions = await database.db.select().from(session);
    const probes: [string, unknown][] = [
      ["/revoke-session", { token: "abc\u0000def" }],
      ["/update-user", { image: "\u0000" }],
      ["/update-user", { name: "Awa\u0000 Diallo" }],
      ["/update-user", { company: "Mines\u0000" }],
      ["/change-email", { newEmail: "a\u0000@example.com" }],
      ["/change-password", { currentPassword: "x\u0000", newPassword: `${STRONG_PASSWORD}\u0000` }],
      ["/revoke-other-sessions", { note: ["\u0000"] }],
      ["/sign-in/email", { email: "awa@example.com\u0000", password: "x" }],
      ["/sign-up/email", { name: "Awa\u0000", email: "new@example.com", password: STRONG_PASSWORD }],
      ["/request-password-reset", { email: "awa\u0000@example.com" }],
      ["/two-factor/verify-backup-code", { code: "\u0000" }],
      ["/unlink-account", { providerId: "\u0000" }],
    ];
    for (const [path, body] of probes) {
      const reply = await api(path, body, { cookie, "accept-language": "en" });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.parse(reply.text), path).toMatchObject({
        code: "MALFORMED_INPUT",
        message: "The request contains a NUL character: nothing was saved.",
      });
    }
    const verify = await httpRequest(server.base, "/api/auth/verify-email?token=%00", {
      localAddress: "127.0.0.71",
    });
    expect(verify.status).toBe(400);
    expect(JSON.parse(verify.text).message).toBe(
      "La requête contient un caractère nul : rien n'a été enregistré.",
    );
    expect(await database.db.select().from(session)).toEqual(sessions);
    expect(await database.db.select().from(user)).toHaveLength(1);
    const [row] = await database.db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({ name: "Awa Diallo", company: null, image: null });
  });

  it("answers values of the wrong type with 400", async () => {
    const { cookie } = await signedIn();
    const probes: [string, unknown][] = [
      ["/update-user", { name: 12 }],
      ["/update-user", { firstName: ["Awa"] }],
      ["/update-user", { phone: { number: "+224 620 00 00 00" } }],
      ["/update-user", { lang: null, company: 5 }],
      ["/sign-up/email", { name: 5, email: "new@example.com", password: STRONG_PASSWORD }],
      [
        "/sign-up/email",
        { name: "Awa Diallo", email: "new@example.com", password: STRONG_PASSWORD, lang: "de" },
      ],
      ["/revoke-session", { token: 5 }],
      ["/sign-in/email", { email: "awa@example.com", password: 5 }],
      ["/request-password-reset", { email: ["awa@example.com"] }],
      ["/change-password", { currentPassword: 5, newPassword: ["x"] }],
    ];
    for (const [path, body] of probes) {
      const reply = await api(path, body, { cookie });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const [row] = await database.db.select().from(user);
    expect(row).toMatchObject({ name: "Awa Diallo", firstName: "Awa", phone: null, company: null });
  });
});
