import { eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed";
import { contactMessages, emailOutbox, rateLimits, registrations, user } from "../../../db/schema";
import {
  answerOf,
  clientHeaders,
  createAccount,
  formPost,
  STRONG_PASSWORD,
} from "../../../tests/helpers/accounts";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { getT } from "~/lib/i18n.server";
import { contactAction, type ContactActionData } from "../contact/contact-action.server";
import { registrationAction, type RegistrationActionData } from "../registration/registration-action.server";
import { antiForgeryToken } from "../security/anti-forgery.server";
import type { ProfileActionData } from "./profile/profile-action-data";
import { profileAction } from "./profile/profile-action.server";
import { PAGE_LANG_HEADER } from "./request-lang.server";
import type { AuthActionData } from "./sign-in/auth-action-data";
import { authAction } from "./sign-in/auth-action.server";

/*
 * One set of input rules on every way into the database (app/lib/text-rules.ts): the same
 * hostile values are refused, with a 400 and a clear message in the request's language, by
 * better-auth's JSON endpoints (sign-up, update-user) and by the sign-up, profile, registration
 * and contact forms, and nothing is written.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [contactMessages, emailOutbox, rateLimits, registrations, user],
});

/** What the site's forms refuse, and what each used to store when it came another way. */
const HOSTILE = {
  formula: '=HYPERLINK("https://evil.example","Awa")',
  directionOverride: "Awa\u202eDiallo",
  zeroWidthSpace: "Awa\u200bDiallo",
};

/** The shared message of each, in English. */
const en = getT("en");
const EXPECTED_EN = {
  formula: [en("auth.errors.nameLetters"), en("common.textRules.formula")],
  directionOverride: [en("common.textRules.invisible")],
  zeroWidthSpace: [en("common.textRules.invisible")],
};

/** The message of a better-auth refusal; fails the test when the call was not refused. */
async function apiRefusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAPIError(error)) throw new Error(`not refused by better-auth: ${String(error)}`);
  expect(error.statusCode).toBe(400);
  return (error.body as { message?: string; field?: string } | undefined) ?? {};
}

/** The headers an English page's action gives better-auth (sign-in/auth-request.server.ts). */
function fromEnglishPage(cookie = "") {
  const headers = clientHeaders(cookie, { ip: "198.51.100.7" });
  headers.set(PAGE_LANG_HEADER, "en");
  return headers;
}

describe("one set of input rules", () => {
  for (const [name, value] of Object.entries(HOSTILE) as [keyof typeof HOSTILE, string][]) {
    it(`refuses ${name} on /api/auth sign-up and update-user, in the asking page's language`, async () => {
      const context = testAppContext(database.db);
      const signUp = (fields: Record<string, string>) =>
        apiRefusal(
          context.auth.api.signUpEmail({
            body: { name: "Awa Diallo", email: "api@example.com", password: STRONG_PASSWORD, ...fields },
            headers: fromEnglishPage(),
          }),
        );
      const byName = await signUp({ name: value });
      expect(byName.field).toBe("name");
      expect(EXPECTED_EN[name].some((message) => byName.message?.endsWith(message))).toBe(true);
      expect(byName.message).toMatch(/^Full name: /);
      for (const field of ["company", "position", "phone", "firstName", "lastName"]) {
        expect((await signUp({ [field]: value })).field).toBe(field);
      }
      expect(await database.db.select().from(user)).toEqual([]);

      const account = await createAccount(context, { email: "awa@example.com" });
      const [before] = await database.db.select().from(user).where(eq(user.id, account.id));
      for (const field of ["name", "firstName", "lastName", "phone", "company", "position"]) {
        const refused = await apiRefusal(
          context.auth.api.updateUser({ body: { [field]: value }, headers: fromEnglishPage(account.cookie) }),
        );
        expect(refused.field).toBe(field);
      }
      // Without a page, the browser's language; then French.
      const french = await apiRefusal(
        context.auth.api.updateUser({ body: { company: value }, headers: clientHeaders(account.cookie) }),
      );
      expect(french.message).toMatch(/^Entreprise : /);
      const [after] = await database.db.select().from(user).where(eq(user.id, account.id));
      expect(after).toEqual(before);
    });

    it(`refuses ${name} on the sign-up, profile, registration and contact forms`, async () => {
      const context = testAppContext(database.db, { env: { STAFF_EMAIL: "staff@example.com" } });
      const signUp = await answerOf<AuthActionData>(() =>
        authAction({
          request: formPost(
            "/en/auth",
            { intent: "sign-up", name: value, email: "form@example.com", password: STRONG_PASSWORD },
            "",
          ),
          context,
        }),
      );
      expect(signUp.status).toBe(400);
      expect(await database.db.select().from(user)).toEqual([]);

      const account = await createAccount(context, { email: "awa@example.com" });
      const [before] = await database.db.select().from(user).where(eq(user.id, account.id));
      for (const field of ["firstName", "lastName", "phone", "company", "position"]) {
        const profile = await answerOf<ProfileActionData>(() =>
          profileAction({
            request: formPost(
              "/en/profile",
              {
                intent: "update-profile",
                firstName: "Awa",
                lastName: "Diallo",
                phone: "+224 620 12 34 56",
                company: "Mines de Boké",
                position: "",
                [field]: value,
              },
              account.cookie,
            ),
            context,
          }),
        );
        expect(profile.status, field).toBe(400);
      }
      const [after] = await database.db.select().from(user).where(eq(user.id, account.id));
      expect(after).toEqual(before);

      const session = await context.auth.api.getSession({ headers: new Headers({ Cookie: account.cookie }) });
      const sessionId = await makeSession(database.db, {
        seats: 5,
        startsAt: new Date(Date.now() + 30 * 86_400_000),
      });
      for (const field of ["firstName", "lastName", "phone", "company", "position"]) {
        const body = new URLSearchParams({
          csrf: antiForgeryToken(session!.session.id, context.secrets),
          sessionId: String(sessionId),
          firstName: "Awa",
          lastName: "Diallo",
          email: "awa@example.com",
          phone: "+224 620 00 00 00",
          company: "Mines de Boké",
          position: "",
          payer: "self",
          [field]: value,
        });
        const request = new Request("https://site.example/en/register/101", {
          method: "POST",
          headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        const outcome = await outcomeOf(() =>
          registrationAction({ request, params: { courseId: "101" }, context }),
        );
        expect(outcome.status, field).toBe(400);
        const errors = (outcome.data as RegistrationActionData).result.error ?? {};
        expect(errors[field]?.length, field).toBe(1);
      }
      expect(await database.db.select().from(registrations)).toEqual([]);

      for (const field of ["name", "subject", "message", "phone"]) {
        const fields = {
          name: "Awa Diallo",
          email: "awa@example.com",
          phone: "+224 620 12 34 56",
          subject: "Devis",
          message: "Bonjour, je voudrais un devis.",
          service: "consulting",
          [field]: value,
        };
        const answer = await answerOf<ContactActionData>(() =>
          contactAction({
            request: new Request("https://site.example/en/contact", {
              method: "POST",
              body: new URLSearchParams(fields),
            }),
            context,
          }),
        );
        // A message may start with "=": it is never a spreadsheet cell on its own line.
        if (field === "message" && name === "formula") {
          expect(answer.status).toBe(302);
          continue;
        }
        expect(answer.status, field).toBe(400);
        expect(answer.body?.result.error?.[field]?.length, field).toBe(1);
      }
      const stored = await database.db.select().from(contactMessages);
      expect(stored.every((row) => !row.name.includes(value) && !row.subject.includes(value))).toBe(true);
    });
  }
});
