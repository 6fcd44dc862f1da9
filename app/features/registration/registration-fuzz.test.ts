import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { emailOutbox, registrationHistory, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { usingPostgres, useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { registrationAction, type RegistrationActionData } from "./registration-action.server";

/**
 * Every field of the registration form fuzzed through the real action (1,000 values each, with
 * the other fields valid): never a 5xx; a value that breaks a rule is a 400 with exactly the
 * message of the first rule it breaks (the rules every form shares), and writes nothing; a valid value is
 * taken (302), or meets the registration already made (409) or the limit (429). The rules are
 * restated here from the product's rules, apart from the schema, as the oracle.
 */
const database = useTestDatabase({ prepare: seedCatalog });

// The rules are the action's, not the database's: the PostgreSQL pass (CI's second) checks
// that the writes behave alike with fewer values. Each run draws new values (a new seed), so
// 300 a field a run add up across runs; a thousand cost CI three minutes on a busy machine.
const RUNS = usingPostgres ? 100 : 300;
const e = (key: string) => `registration.errors.${key}`;

// What a browser cannot really send: lone surrogates become U+FFFD on the way (URL encoding).
const asSent = (value: string) =>
  new URLSearchParams(new URLSearchParams([["v", value]]).toString()).get("v") ?? "";
// Line breaks, other control characters and invisible formatting characters: refused, with
// the messages every form shares (app/lib/text-rules.ts).
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;
const invisible =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/;
const shared = (key: string) => `common.textRules.${key}`;
const characters = (value: string) =>
  lineBreak.test(value) ? shared("lineBreak") : invisible.test(value) ? shared("invisible") : null;
const clean = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

const oracle: Record<string, (value: string) => string | null> = {
  firstName: (value) => nameRule(value, "firstName"),
  lastName: (value) => nameRule(value, "lastName"),
  email: (value) => {
    const email = value.normalize("NFC").trim().toLowerCase();
    const ok = email.length >= 5 && email.length <= 254 && z.email().safeParse(email).success;
    return ok ? null : e("emailInvalid");
  },
  phone: (value) => {
    const refused = characters(value);
    if (refused) return refused;
    const phone = clean(value);
    if (phone.length < 9) return e("phoneTooShort");
    if (phone.length > 20) return e("phoneTooLong");
    if (!/^\+?[1-9][0-9 ()-]{8,18}$/.test(phone)) return e("phoneInvalid");
    // The number must exist by libphonenumber's data (Guinea without a country code).
    return parsePhoneNumberFromString(phone, "GN")?.isValid() ? null : e("phoneInvalid");
  },
  company: (value) => lineRule(value, "companyTooLong"),
  position: (value) => lineRule(value, "positionTooLong"),
  payer: (value) => (value === "" || value === "self" || value === "company" ? null : e("payerInvalid")),
  sessionId: (value) => {
    if (value === "") return e("sessionRequired");
    return /^[1-9]\d{0,8}$/.test(value) ? null : e("sessionInvalid");
  },
};

/** Letters (with accents), spaces, hyphens and apostrophes, from a letter; 2 to 50 characters. */
function nameRule(value: string, field: "firstName" | "lastName"): string | null {
  const refused = characters(value);
  if (refused) return refused;
  const name = clean(value);
  if (name !== "" && !/^\p{L}[\p{L}\p{M} '’ʼ-]*$/u.test(name)) return e(`${field}Letters`);
  if (name.length < 2) return e(`${field}TooShort`);
  if (name.length > 50) return e(`${field}TooLong`);
  return null;
}

/** One line of free text: at most 100 characters, no markup, no formula start. */
function lineRule(value: string, tooLong: string): string | null {
  const refused = characters(value);
  if (refused) return refused;
  const text = clean(value);
  if (text.length > 100) return e(tooLong);
  if (/[<>]/.test(text)) return shared("markup");
  return /^[=+\-@]/.test(text) ? shared("formula") : null;
}

const hostile = fc.constantFrom(
  "",
  " ",
  "<script>alert(1)</script>",
  "'; DROP TABLE registrations; --",
  "\u0000",
  "Awa\u0000",
  "\u202eAwa",
  "A\u200bwa",
  "Jean-Pierre",
  "N'Diaye",
  "N’Famara",
  "Keïta",
  "  Awa   Diallo  ",
  "Ωmega",
  "李小龍",
  "x".repeat(51),
  "x".repeat(5_000),
  "%00",
  "{{constructor}}",
  "../../etc/passwd",
);
const anything = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 130 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 70 }) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-zÀ-ÿ' -]{0,60}$/) },
  { weight: 1, arbitrary: hostile },
);
const arbitraries: Record<string, fc.Arbitrary<string>> = {
  firstName: anything,
  lastName: anything,
  company: fc.oneof(anything, fc.string({ minLength: 90, maxLength: 120 })),
  position: fc.oneof(anything, fc.string({ minLength: 90, maxLength: 120 })),
  email: fc.oneof(
    anything,
    fc.emailAddress(),
    fc.emailAddress().map((address) => `  ${address.toUpperCase()} `),
    fc.stringMatching(/^[a-z]{1,3}@[a-z]{1,3}\.[a-z]{2,3}$/),
  ),
  phone: fc.oneof(
    anything,
    fc.stringMatching(/^\+?[0-9 ()-]{0,25}$/),
    fc.stringMatching(/^\+224 6[0-9]{2} [0-9]{2} [0-9]{2} [0-9]{2}$/),
  ),
  payer: fc.oneof(anything, fc.constantFrom("self", "company", "Self", "COMPANY", "both")),
  sessionId: fc.oneof(
    anything,
    fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
    fc.constantFrom("0", "01", "1e3", "1.5", "999999999", "9999999999"),
  ),
};

let context: AppContext;
let account: Awaited<ReturnType<typeof signedInAccount>>;
let sessionId: number;
beforeAll(async () => {
  context = testAppContext(database.db);
  account = await signedInAccount(context);
  sessionId = await makeSession(database.db, { seats: 5, startsAt: new Date(Date.now() + 30 * 86_400_000) });
});

function formWith(field: string, value: string): URLSearchParams {
  const body = new URLSearchParams({
    csrf: antiForgeryToken(account.sessionId, context.secrets),
    sessionId: String(sessionId),
    firstName: "Awa",
    lastName: "Diallo",
    email: "awa@example.com",
    phone: "+224 620 00 00 00",
    // A company, so that a fuzzed payer 'company' is complete.
    company: "Mines de Boké",
    position: "",
    payer: "self",
  });
  body.set(field, value);
  return body;
}

/** The rows of the three tables a registration writes to, in one round trip. */
async function counts() {
  const [row] = await database.db
    .select({
      registrations: sql<number>`(SELECT count(*)::int FROM ${registrations})`,
      history: sql<number>`(SELECT count(*)::int FROM ${registrationHistory})`,
      outbox: sql<number>`(SELECT count(*)::int FROM ${emailOutbox})`,
    })
    .from(sql`(VALUES (1)) AS one`);
  return [row?.registrations, row?.history, row?.outbox];
}

describe("every field of the registration form, fuzzed through the action", () => {
  for (const field of Object.keys(oracle)) {
    it(`${field}: ${RUNS} values, never a 5xx, the right message, nothing written when refused`, async () => {
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(arbitraries[field]!, async (raw) => {
          const value = asSent(raw);
          const before = await counts();
          const request = new Request("https://site.example/register/101", {
            method: "POST",
            headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: formWith(field, value),
          });
          const outcome = await outcomeOf(() =>
            registrationAction({ request, params: { courseId: "101" }, context }),
          );
          expect(outcome.status).toBeLessThan(500);
          const expected = oracle[field]!(value);
          if (expected !== null) {
            refused += 1;
            expect(outcome.status).toBe(400);
            const errors = (outcome.data as RegistrationActionData).result.error ?? {};
            expect(errors[field]).toEqual([expected]);
            expect(await counts()).toEqual(before);
          } else {
            // Taken once; after that the registration exists (409) or the limit is reached (429).
            expect([302, 409, 429]).toContain(outcome.status);
            expect((await counts())[0]).toBeLessThanOrEqual(1);
          }
        }),
        { numRuns: RUNS },
      );
      // The values tried both sides of the rules.
      expect(refused).toBeGreaterThan(RUNS / 10);
    }, 300_000);
  }
});
