import fc from "fast-check";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { account, emailOutbox, session, user, verification } from "../../../../db/schema";
import { fromClient, STRONG_PASSWORD, verifiedAccount } from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { answer } from "../../../../tests/helpers/form-post";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { authAction } from "./auth-action.server";
import { authLoader } from "./auth-loader.server";
import { forgotPasswordAction, resetPasswordAction, resetPasswordLoader } from "./password-reset.server";
import { resendVerificationAction, verifyEmailLoader } from "./verify-email.server";

/*
 * Every account form and link fed hostile input (long strings, markup, control characters,
 * wrong types, repeated or missing fields, bodies that are not forms): never a 5xx, and a
 * refusal writes no account, session or link, and no e-mail but the two the rules send.
 */

const database = useTestDatabase();
const RUNS = 300;

beforeAll(async () => {
  const { auth } = testAppContext(database.db);
  await verifiedAccount(auth, database.db, { email: "fatou@example.com" });
  await auth.api.signUpEmail({
    body: { name: "Awa Diallo", email: "awa@example.com", password: STRONG_PASSWORD },
    headers: fromClient("192.0.2.200"),
  });
});

const samples = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  '\'; DROP TABLE "user"; --',
  "\u0000",
  "a\r\nBcc: victim@example.com",
  "awa@example.com",
  "fatou@example.com",
  "FATOU@EXAMPLE.COM ",
  STRONG_PASSWORD,
  "password",
  "sign-in",
  "sign-up",
  "admin",
  "//evil.example",
  "javascript:alert(1)",
  "/\\evil.example",
  "%00",
  "🙂".repeat(70),
  "\u202e\u2066",
  "é".repeat(129),
];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 12,
});

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: controlChars },
  { weight: 3, arbitrary: fc.constantFrom(...samples) },
  { weight: 1, arbitrary: fc.constantFrom(130, 256, 3_000, 60_000).map((length) => "A".repeat(length)) },
);

type FieldValue = string | string[] | Blob | undefined;
const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(new Blob(["<b>not text</b>"], { type: "text/html" })) },
);

type BodyKind = "urlencoded" | "multipart" | "json" | "huge";
const bodyKind = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<BodyKind>("urlencoded", "multipart") },
  { weight: 1, arbitrary: fc.constantFrom<BodyKind>("json", "huge") },
);

/*
 * Values of the right shape (so runs get past the schema into better-auth and our hooks),
 * still carrying markup, quotes and odd characters.
 */
const plausible: Record<string, fc.Arbitrary<FieldValue>> = {
  email: fc.oneof(
    fc.emailAddress(),
    fc.constantFrom("fatou@example.com", "awa@example.com", "<b>x</b>@example.com"),
  ),
  password: fc.oneof(
    fc.string({ minLength: 8, maxLength: 128 }),
    fc.constantFrom(STRONG_PASSWORD, "password123"),
  ),
  confirm: fc.string({ minLength: 8, maxLength: 20 }),
  name: fc.string({ minLength: 2, maxLength: 100 }).map((name) => name.replace(/[\u0000-\u001f]/g, "x")),
};

/** Half the time a field of the right shape, half the time anything at all. */
const field = (name: string) => (plausible[name] ? fc.oneof(plausible[name], fieldValue) : fieldValue);

function hostileRequest(path: string, fields: Record<string, FieldValue>, kind: BodyKind): Request {
  const headers = new Headers({ Origin: "https://site.example" });
  const url = `https://site.example${path}`;
  if (kind === "json") {
    headers.set("Content-Type", "application/json");
    return new Request(url, { method: "POST", headers, body: JSON.stringify(fields) });
  }
  if (kind === "huge") {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(url, { method: "POST", headers, body: `email=${"a".repeat(300_000)}` });
  }
  if (kind === "multipart") {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value])
        body.append(name, item);
    return new Request(url, { method: "POST", headers, body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of value === undefined || value instanceof Blob
      ? []
      : Array.isArray(value)
        ? value
        : [value])
      body.append(name, item);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body });
}

const watched: PgTable[] = [user, account, session, verification];

/** Rows of the tables a refusal must not touch, and the kinds of e-mail queued so far. */
async function counts(): Promise<unknown[]> {
  const rows = await Promise.all(
    watched.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0),
  );
  const mail = await database.db.select({ kind: emailOutbox.kind }).from(emailOutbox);
  return [...rows, mail.filter((row) => !allowedOnRefusal.has(row.kind)).length];
}

/*
 * The only e-mails a refusal may cause, both by design: a new confirmation link when the
 * right password is given for an unconfirmed address (403), and the owner's warning when a
 * third wrong password blocks their address (429).
 */
const allowedOnRefusal = new Set(["account-verify", "account-suspicious-sign-in"]);

let client = 0;
/** A new client address now and then, so runs reach past the per-client limits too. */
function fuzzContext(): AppContext {
  client += 1;
  return testAppContext(database.db, { clientIp: `10.9.${Math.floor(client / 40)}.1` });
}

async function fuzzForm(
  paths: string[],
  fieldNames: string[],
  run: (request: Request, context: AppContext) => Promise<unknown>,
  extra: Record<string, fc.Arbitrary<FieldValue>> = {},
) {
  const fields = fc.record(
    Object.fromEntries([
      ...fieldNames.map((name) => [name, field(name)] as const),
      ...Object.entries(extra),
    ]) as Record<string, fc.Arbitrary<FieldValue>>,
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), fields, bodyKind, async (path, values, kind) => {
      const before = await counts();
      const reply = await answer(run(hostileRequest(path, values, kind), fuzzContext()));
      expect(reply.status, `${path} ${kind} ${JSON.stringify(values).slice(0, 300)}`).toBeLessThan(500);
      if (reply.status >= 400) expect(await counts()).toEqual(before);
    }),
    { numRuns: RUNS },
  );
}

describe("hostile input on every account form", { timeout: 240_000 }, () => {
  it("/auth, sign-in and sign-up", async () => {
    await fuzzForm(
      ["/auth", "/en/auth"],
      ["email", "password", "name", "redirectTo", "enhanced", "role"],
      (request, context) => authAction({ request, context }),
      { intent: fc.oneof(fc.constantFrom("sign-in", "sign-up"), fieldValue) },
    );
  });

  it("/auth/forgot-password", async () => {
    await fuzzForm(["/auth/forgot-password", "/en/auth/forgot-password"], ["email"], (request, context) =>
      forgotPasswordAction({ request, context }),
    );
  });

  it("/auth/verify-email (a new link)", async () => {
    await fuzzForm(["/auth/verify-email", "/en/auth/verify-email"], ["email"], (request, context) =>
      resendVerificationAction({ request, context }),
    );
  });

  it("/auth/reset-password", async () => {
    await fuzzForm(
      ["/auth/reset-password", "/en/auth/reset-password"],
      ["token", "password", "confirm"],
      (request, context) => resetPasswordAction({ request, context }),
    );
  });

  it("the pages' addresses: ?mode, ?redirectTo and link tokens", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/auth", "/en/auth", "/auth/verify-email", "/auth/reset-password"),
        fc.constantFrom("mode", "redirectTo", "token"),
        hostileText,
        async (path, name, value) => {
          const before = await counts();
          const url = `https://site.example${path}?${new URLSearchParams({ [name]: value })}`;
          const request = new Request(url);
          const context = fuzzContext();
          const load = path.endsWith("verify-email")
            ? verifyEmailLoader({ request, context })
            : path.endsWith("reset-password")
              ? resetPasswordLoader({ request, context })
              : authLoader({ request, context });
          const reply = await answer(load);
          expect(reply.status).toBeLessThan(500);
          expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
