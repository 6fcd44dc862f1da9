import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier, JWT_ERRORS } from "./jwt-verifier.server";

/*
 * The verifier on its own: keys and clock in the test's hands. The same refusals through
 * better-auth's real keys and GET /api/me are in api-me.server.test.ts.
 */

const ISSUER = "https://site.example";
const AUDIENCE = "https://site.example";
const T0 = Date.UTC(2026, 0, 12, 8, 30);

interface TestKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function makeKey(kid: string, alg: "EdDSA" | "ES256" = "EdDSA"): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg } };
}

let first: TestKey;
let second: TestKey;
let stranger: TestKey;
beforeAll(async () => {
  [first, second, stranger] = await Promise.all([makeKey("k1"), makeKey("k2"), makeKey("k1")]);
});

function sign(
  key: TestKey,
  { kid = key.publicJwk.kid, issuer = ISSUER, audience = AUDIENCE, iat = T0, ttlSeconds = 15 * 60 } = {},
): Promise<string> {
  return new SignJWT({ name: "Awa Diallo", email: "awa@example.com", role: "user" })
    .setProtectedHeader({ alg: String(key.publicJwk.alg), ...(kid ? { kid } : {}) })
    .setSubject("user-1")
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(Math.floor(iat / 1000))
    .setExpirationTime(Math.floor(iat / 1000) + ttlSeconds)
    .sign(key.privateKey);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A verifier over a key set the test can change, counting how often it is read. */
function verifierOver(keys: () => JWK[], clock = { now: T0 }) {
  const reads = { count: 0 };
  const verify = createJwtVerifier({
    loadKeySet: async () => {
      reads.count++;
      return { keys: keys() } satisfies JSONWebKeySet;
    },
    issuer: ISSUER,
    audience: AUDIENCE,
    now: () => clock.now,
  });
  return { verify, reads, clock };
}

describe("the JWT verifier", () => {
  it("accepts a token signed by a key of the set, looked up by kid", async () => {
    const { verify } = verifierOver(() => [second.publicJwk, first.publicJwk]);
    await expect(verify(await sign(first))).resolves.toMatchObject({
      sub: "user-1",
      email: "awa@example.com",
    });
    await expect(verify(await sign(second))).resolves.toMatchObject({ sub: "user-1" });
  });

  it("refuses an unsigned token (alg none) and a shared-secret one made with our public key", async () => {
    const { verify } = verifierOver(() => [first.publicJwk]);
    const payload = b64({ sub: "user-1", iss: ISSUER, aud: AUDIENCE, exp: T0 / 1000 + 900 });
    for (const token of [
      `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
      `${b64({ alg: "none", kid: "k1" })}.${payload}.`,
      `${b64({ alg: "NONE", kid: "k1" })}.${payload}.`,
    ]) {
      await expect(verify(token)).rejects.toThrow(JWT_ERRORS.badSignature);
    }
    const hmac = await new SignJWT({ sub: "user-1" })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(T0 / 1000 + 900)
      .sign(new TextEncoder().encode(JSON.stringify(first.publicJwk)));
    await expect(verify(hmac)).rejects.toThrow(JWT_ERRORS.badSignature);
  });

  it("refuses a bad signature: another key under our kid, or a payload changed after signing", async () => {
    const { verify } = verifierOver(() => [first.publicJwk]);
    await expect(verify(await sign(stranger))).rejects.toThrow(JWT_ERRORS.badSignature);
    const [header, , signature] = (await sign(first)).split(".");
    const forged = b64({ sub: "admin-1", iss: ISSUER, aud: AUDIENCE, exp: T0 / 1000 + 900, role: "admin" });
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toThrow(JWT_ERRORS.badSignature);
    // The header says ES256, our key k1 is EdDSA: the algorithm is ours to decide.
    const es = await makeKey("k1", "ES256");
    await expect(verify(await sign(es))).rejects.toThrow(JWT_ERRORS.badSignature);
  });

  it("refuses an expired token, and one for another audience or from another issuer", async () => {
    const { verify, clock } = verifierOver(() => [first.publicJwk]);
    const token = await sign(first);
    clock.now = T0 + 15 * 60 * 1000 + 1000;
    await expect(verify(token)).rejects.toThrow(JWT_ERRORS.expired);
    clock.now = T0;
    await expect(verify(await sign(first, { audience: "https://other.example" }))).rejects.toThrow(
      JWT_ERRORS.audience,
    );
    await expect(verify(await sign(first, { issuer: "https://other.example" }))).rejects.toThrow(
      JWT_ERRORS.issuer,
    );
  });

  it("says which key is missing: an unknown kid, no kid, or an empty key set", async () => {
    const { verify } = verifierOver(() => [first.publicJwk]);
    await expect(verify(await sign(first, { kid: "k9" }))).rejects.toThrow(JWT_ERRORS.noMatchingKey);
    await expect(verify(await sign(first, { kid: "" }))).rejects.toThrow(JWT_ERRORS.noMatchingKey);
    const empty = verifierOver(() => []);
    await expect(empty.verify(await sign(first))).rejects.toThrow(JWT_ERRORS.emptyKeySet);
  });

  it("refuses what is not a JWT at all", async () => {
    const { verify } = verifierOver(() => [first.publicJwk]);
    for (const token of [
      "",
      "abc",
      "a.b",
      "a.b.c.d",
      "%%%.%%%.%%%",
      `${b64({ alg: "EdDSA" }).slice(3)}.e30.x`,
    ]) {
      await expect(verify(token)).rejects.toThrow(JWT_ERRORS.malformed);
    }
  });

  it("keeps the key set briefly, and reads it again for a key rotated in (not for every unknown kid)", async () => {
    let keys = [first.publicJwk];
    const { verify, reads, clock } = verifierOver(() => keys);
    const token = await sign(first);
    for (let i = 0; i < 5; i++) await verify(token);
    expect(reads.count).toBe(1);

    // A new key appears: a token signed with it is accepted once the cooldown has passed.
    keys = [first.publicJwk, second.publicJwk];
    const rotated = await sign(second);
    await expect(verify(rotated)).rejects.toThrow(JWT_ERRORS.noMatchingKey);
    expect(reads.count).toBe(1);
    clock.now += 11_000;
    await expect(verify(rotated)).resolves.toMatchObject({ sub: "user-1" });
    expect(reads.count).toBe(2);

    // A flood of unknown kids costs one read per cooldown, not one per token.
    const unknown = await sign(first, { kid: "nope" });
    for (let i = 0; i < 20; i++) await expect(verify(unknown)).rejects.toThrow(JWT_ERRORS.noMatchingKey);
    expect(reads.count).toBe(2);

    // After the cache time the set is read again: a removed key stops verifying.
    keys = [second.publicJwk];
    clock.now += 61_000;
    await expect(verify(token)).rejects.toThrow(JWT_ERRORS.noMatchingKey);
  });
});
