import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, user } from "../../../../db/schema";
import { answerOf, createAccount, formPost } from "../../../../tests/helpers/accounts";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { ProfileActionData } from "./profile-action-data";
import { profileAction } from "./profile-action.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, rateLimits, user] });

const good = {
  intent: "update-profile",
  firstName: "Aïssatou",
  lastName: "Bah",
  phone: "+224 620 12 34 56",
  company: "Mines de Boké",
  position: "Responsable HSE",
};

async function post(fields: Record<string, string | string[]>, cookie: string, path = "/profile") {
  const context = testAppContext(database.db);
  return answerOf<ProfileActionData>(() =>
    profileAction({ request: formPost(path, fields, cookie), context }),
  );
}

async function stored(id: string) {
  const [row] = await database.db
    .select({
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      company: user.company,
      position: user.position,
      role: user.role,
      email: user.email,
    })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

describe("profile action: edit the profile", () => {
  it("stores names, phone, company and position, keeps name = first + last name, and goes back with a message", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const answer = await post(good, account.cookie, "/en/profile");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/en/profile#details");
    expect(answer.headers.get("Set-Cookie")).toMatch(/flash=/);
    expect(await stored(account.id)).toMatchObject({
      name: "Aïssatou Bah",
      firstName: "Aïssatou",
      lastName: "Bah",
      phone: "+224620123456",
      company: "Mines de Boké",
      position: "Responsable HSE",
    });
  });

  it("applies the product's sanitisers on the server: whitespace collapsed, other characters removed", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const answer = await post(
      {
        ...good,
        firstName: "  Jean-Pierre   Marie ",
        lastName: "N’Diaye",
        phone: " +224  620 12 34 56 ",
        company: "  Société   (Conakry), S.A.R.L. & fils ",
        position: "Chef d'équipe / QHSE",
      },
      account.cookie,
    );
    expect(answer.status).toBe(302);
    expect(await stored(account.id)).toMatchObject({
      firstName: "Jean-Pierre Marie",
      lastName: "N'Diaye",
      name: "Jean-Pierre Marie N'Diaye",
      phone: "+224620123456",
      company: "Société Conakry S.A.R.L. fils",
      position: "Chef d'équipe QHSE",
    });
  });

  it("clears the optional fields when they are emptied", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    await post(good, account.cookie);
    await post({ ...good, phone: "", company: " ", position: "" }, account.cookie);
    expect(await stored(account.id)).toMatchObject({ phone: null, company: null, position: null });
  });

  it("turns texts on with the box and off without it", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const consent = async () =>
      (await database.db.select({ sms: user.smsConsent }).from(user).where(eq(user.id, account.id)))[0]?.sms;
    expect(await consent()).toBe(false);
    await post({ ...good, sms: "on" }, account.cookie);
    expect(await consent()).toBe(true);
    await post(good, account.cookie);
    expect(await consent()).toBe(false);
    // The time zone of the quiet hours: one of the list, kept when the form has none.
    await post({ ...good, timeZone: "Europe/Paris" }, account.cookie);
    await post(good, account.cookie);
    const [row] = await database.db.select({ zone: user.timeZone }).from(user).where(eq(user.id, account.id));
    expect(row?.zone).toBe("Europe/Paris");
  });

  it("refuses bad input with 400 and the product's messages under each field, writing nothing", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const before = await stored(account.id);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ firstName: "A" }, { firstName: ["profile.errors.firstNameMin"] }],
      [{ firstName: "" }, { firstName: ["profile.errors.firstNameMin"] }],
      [{ firstName: "A".repeat(51) }, { firstName: ["profile.errors.firstNameMax"] }],
      [{ firstName: "Awa2" }, { firstName: ["profile.errors.firstNameLetters"] }],
      [{ lastName: "B" }, { lastName: ["profile.errors.lastNameMin"] }],
      [{ lastName: "B".repeat(51) }, { lastName: ["profile.errors.lastNameMax"] }],
      [{ lastName: "<b>Bah</b>" }, { lastName: ["profile.errors.lastNameLetters"] }],
      [{ phone: "620 12 3" }, { phone: ["profile.errors.phoneMin"] }],
      // Nine digits, but no Guinean line starts with 1: an impossible number.
      [{ phone: "120 12 34 56" }, { phone: ["profile.errors.phoneFormat"] }],
      [{ phone: "+33 6 12 34" }, { phone: ["profile.errors.phoneFormat"] }],
      [{ sms: "yes" }, { sms: ["profile.errors.smsInvalid"] }],
      [{ timeZone: "Mars/Olympus" }, { timeZone: ["profile.errors.timeZoneInvalid"] }],
      [{ sms: "on", phone: "" }, { phone: ["profile.errors.smsNeedsPhone"] }],
      [{ phone: "+224 620 12 34 56 78 90" }, { phone: ["profile.errors.phoneMax"] }],
      [{ phone: "06 12 34 56 78" }, { phone: ["profile.errors.phoneFormat"] }],
      [{ phone: "+224 abc 12 34 56" }, { phone: ["profile.errors.phoneFormat"] }],
      [{ company: "C".repeat(101) }, { company: ["profile.errors.companyMax"] }],
      [{ company: "<script>alert(1)</script>" }, { company: ["profile.errors.forbiddenCharacters"] }],
      [{ position: "P".repeat(101) }, { position: ["profile.errors.positionMax"] }],
      [{ position: "Chef\u0000" }, { position: ["profile.errors.forbiddenCharacters"] }],
    ];
    for (const [change, errors] of cases) {
      const answer = await post({ ...good, ...change }, account.cookie);
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body?.intent).toBe("update-profile");
      expect(answer.body?.result.error, JSON.stringify(change)).toEqual(errors);
    }
    expect(await stored(account.id)).toEqual(before);
  });

  it("ignores a role, a user id or an e-mail slipped into the form", async () => {
    const context = testAppContext(database.db);
    const victim = await createAccount(context, { email: "victim@example.com", firstName: "Victime" });
    const account = await createAccount(context, { email: "awa@example.com" });
    const answer = await post(
      {
        ...good,
        role: "admin",
        userId: victim.id,
        id: victim.id,
        email: "boss@example.com",
        emailVerified: "false",
      },
      account.cookie,
    );
    expect(answer.status).toBe(302);
    expect(await stored(account.id)).toMatchObject({
      role: "user",
      email: "awa@example.com",
      firstName: "Aïssatou",
    });
    expect(await stored(victim.id)).toMatchObject({ firstName: "Victime", role: "user" });
  });

  it("answers 401 with the guard when signed out, and 400 for an unknown or unreadable post", async () => {
    const signedOut = await post(good, "");
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ guard: "signed-out", redirectTo: "/profile" });

    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const unknown = await post({ intent: "make-admin" }, account.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body?.notice).toBe("Action inconnue. Rechargez la page et réessayez.");

    const context = testAppContext(database.db);
    const json = new Request("https://site.example/en/profile", {
      method: "POST",
      body: JSON.stringify(good),
      headers: { "Content-Type": "application/json", Cookie: account.cookie },
    });
    const unreadable = await answerOf<ProfileActionData>(() => profileAction({ request: json, context }));
    expect(unreadable.status).toBe(400);
    expect(unreadable.body?.notice).toBe("The form could not be read. Reload the page and try again.");
  });

  it("keeps the rules for /api/auth/update-user too: refused fields, sanitised values, name kept in step", async () => {
    const context = testAppContext(database.db);
    const account = await createAccount(context, { email: "awa@example.com" });
    const headers = new Headers({ Cookie: account.cookie });
    await expect(
      context.auth.api.updateUser({ headers, body: { firstName: "<img src=x>" } }),
    ).rejects.toMatchObject({ body: { code: "PROFILE_FIELD_INVALID" } });
    await expect(context.auth.api.updateUser({ headers, body: { phone: "12" } })).rejects.toMatchObject({
      body: { code: "PROFILE_FIELD_INVALID" },
    });
    await context.auth.api
      .updateUser({ headers, body: { lastName: "  Camara  ", company: "ACME <Guinée>" } })
      .catch((error: unknown) => error);
    // The company with markup was refused, so nothing of that body was written.
    expect(await stored(account.id)).toMatchObject({ lastName: "Diallo", company: null });
    await context.auth.api.updateUser({ headers, body: { lastName: "  Camara  ", company: "ACME  & Co" } });
    expect(await stored(account.id)).toMatchObject({
      lastName: "Camara",
      name: "Awa Camara",
      company: "ACME Co",
    });
    await context.auth.api.updateUser({ headers, body: { name: "Mariama Sow Barry" } });
    expect(await stored(account.id)).toMatchObject({
      firstName: "Mariama",
      lastName: "Sow Barry",
      name: "Mariama Sow Barry",
    });
  });

  it("refuses hostile input with a 4xx and writes nothing (fuzzed)", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const before = await stored(account.id);
    const hostile = fc.oneof(
      fc.string({ minLength: 101, maxLength: 3000 }).filter((text) => text.trim().length > 100),
      fc.string().map((text) => `<script>${text}</script>`),
      fc.string().map((text) => `${text}\u0000\u001b${text}`),
    );
    const field = fc.constantFrom("firstName", "lastName", "phone", "company", "position");
    await fc.assert(
      fc.asyncProperty(field, hostile, fc.boolean(), async (name, value, twice) => {
        // A hostile value in one field, or the field sent twice (an array), the rest valid.
        const answer = await post({ ...good, [name]: twice ? [value, value] : value }, account.cookie);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(await stored(account.id)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("never answers 5xx, whatever the fields hold (fuzzed)", async () => {
    const account = await createAccount(testAppContext(database.db), { email: "awa@example.com" });
    const anything = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.constantFrom("\u202e", "\ud800", "A\r\nB", "' OR 1=1 --", "${7*7}", "{{7*7}}", "Ω≈ç√", "   "),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: anything,
          lastName: anything,
          phone: anything,
          company: anything,
          position: anything,
        }),
        async (fields) => {
          const answer = await post({ intent: "update-profile", ...fields }, account.cookie);
          expect([302, 400]).toContain(answer.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
