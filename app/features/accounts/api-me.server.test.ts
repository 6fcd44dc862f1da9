import { eq } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits, user } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { apiMe } from "./api-me.server";
import { JWT_ERRORS } from "./jwt-verifier.server";

/*
 * GET /api/me with better-auth's real tokens and keys: the token a signed-in client gets from
 * /api/auth/token opens the account; every kind of bad token is a 401 with the product's text;
 * the 11th call in a minute is a 429.
 */

const database = useTestDatabase({ emptyBeforeEach: [rateLimits] });
const SITE = "https://site.example";
const PASSWORD = "un mot de passe solide";

/** A verified account, signed in: its id and a token from GET /api/auth/token. */
async function signedInAccount(context: AppContext, email: string) {
  await context.auth.api.signUpEmail({ body: { name: "Awa Diallo", email, password: PASSWORD } });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const { headers, response } = await context.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { token } = await context.auth.api.getToken({ headers: new Headers({ Cookie: cookie }) });
  return { id: response.user.id, token };
}

function call(context: AppContext, authorization?: string) {
  const headers = new Headers(authorization === undefined ? {} : { Authorization: authorization });
  return apiMe({ request: new Request(`${SITE}/api/me`, { headers }), context });
}

async function expectRefused(response: Response, description: string) {
  expect(response.status).toBe(401);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("WWW-Authenticate")).toBe(
    `Bearer realm="api", error="invalid_token", error_description="${description}"`,
  );
  expect(await response.json()).toEqual({ error: "invalid_token", error_description: description });
}

/** A token signed with better-auth's own current key, with claims of the test's choosing. */
async function signedByUs(context: AppContext, payload: Record<string, unknown>) {
  const { token } = await context.auth.api.signJWT({ body: { payload } });
  return token;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
let ip = 0;
/** Each test is its own client: the limit is per address. */
const freshContext = () => testAppContext(database.db, { clientIp: `203.0.113.${++ip}` });

describe("GET /api/me", () => {
  let context: AppContext;
  beforeEach(() => {
    context = freshContext();
  });

  it("answers a valid token with the account from the database, never stored by a cache", async () => {
    const { id, token } = await signedInAccount(context, "awa.me@example.com");
    const response = await call(context, `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      id,
      name: "Awa Diallo",
      email: "awa.me@example.com",
      role: "user",
    });

    // The role is read now, not taken from the token: a change shows at once.
    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, id));
    expect(await (await call(context, `bearer  ${token}`)).json()).toMatchObject({ role: "moderator" });
  });

  it("refuses alg none, an expired token, another audience or issuer, an unknown kid and a bad signature", async () => {
    const { id, token } = await signedInAccount(context, "refused@example.com");
    const [header, payload, signature] = token.split(".");
    const kid = JSON.parse(Buffer.from(header ?? "", "base64url").toString()).kid as string;
    const now = Math.floor(Date.now() / 1000);

    await expectRefused(
      await call(context, `Bearer ${b64({ alg: "none", kid })}.${payload}.`),
      JWT_ERRORS.badSignature,
    );
    await expectRefused(
      await call(context, `Bearer ${await signedByUs(context, { sub: id, iat: now - 1000, exp: now - 60 })}`),
      JWT_ERRORS.expired,
    );
    await expectRefused(
      await call(context, `Bearer ${await signedByUs(context, { sub: id, aud: "https://other.example" })}`),
      JWT_ERRORS.audience,
    );
    await expectRefused(
      await call(context, `Bearer ${await signedByUs(context, { sub: id, iss: "https://other.example" })}`),
      JWT_ERRORS.issuer,
    );

    const { privateKey } = await generateKeyPair("EdDSA");
    const foreign = await new SignJWT({ sub: id })
      .setProtectedHeader({ alg: "EdDSA", kid: "not-one-of-ours" })
      .setIssuer(SITE)
      .setAudience(SITE)
      .setExpirationTime("15m")
      .sign(privateKey);
    await expectRefused(await call(context, `Bearer ${foreign}`), JWT_ERRORS.noMatchingKey);

    const flipped = `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    await expectRefused(
      await call(context, `Bearer ${header}.${payload}.${flipped}`),
      JWT_ERRORS.badSignature,
    );
    const forged = b64({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), role: "admin" });
    await expectRefused(
      await call(context, `Bearer ${header}.${forged}.${signature}`),
      JWT_ERRORS.badSignature,
    );
  });

  it("asks for a token when there is none, and refuses other schemes and junk", async () => {
    const missing = await call(context);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
    expect(await missing.json()).toMatchObject({ error: "unauthorized" });
    for (const authorization of [
      "Basic YWxhZGRpbjpvcGVuc2VzYW1l",
      "Bearer",
      "Bearer a b",
      `Bearer ${"x".repeat(10_000)}`,
    ]) {
      await expectRefused(await call(freshContext(), authorization), JWT_ERRORS.malformed);
    }
  });

  it("refuses the token of an account deleted since it was issued", async () => {
    const { id, token } = await signedInAccount(context, "gone@example.com");
    await database.db.delete(user).where(eq(user.id, id));
    await expectRefused(await call(context, `Bearer ${token}`), "Unknown account");
  });

  it("answers the 11th call in a minute with 429 and Retry-After, refused calls counted; other clients go on", async () => {
    const { token } = await signedInAccount(context, "busy@example.com");
    for (let i = 0; i < 9; i++) expect((await call(context, `Bearer ${token}`)).status).toBe(200);
    expect((await call(context, "Bearer junk")).status).toBe(401);
    const limited = await call(context, `Bearer ${token}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: "rate_limited" });
    expect((await call(freshContext(), `Bearer ${token}`)).status).toBe(200);
  });
});
