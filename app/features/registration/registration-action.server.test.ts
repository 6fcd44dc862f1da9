import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  emailOutbox,
  rateLimits,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { cancelPageAction } from "./cancel-page.server";
import { registrationAction, type RegistrationActionData } from "./registration-action.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, rateLimits, registrations, trainingSessions, user],
});

let context: AppContext;
let account: Awaited<ReturnType<typeof signedInAccount>>;
let sessionId: number;
beforeEach(async () => {
  context = testAppContext(database.db);
  account = await signedInAccount(context);
  sessionId = await makeSession(database.db, { seats: 5, startsAt: new Date(Date.now() + 30 * 86_400_000) });
});

function form(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    csrf: antiForgeryToken(account.sessionId, context.secrets),
    sessionId: String(sessionId),
    firstName: "Awa",
    lastName: "Diallo",
    email: "awa@example.com",
    phone: "+224 620 00 00 00",
    company: "",
    position: "",
    payer: "self",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.append(name, value);
  return body;
}

function post(
  body: URLSearchParams,
  { cookie = account.cookie, path = "/register/101", courseId = "101" } = {},
) {
  const request = new Request(`https://site.example${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return outcomeOf(() => registrationAction({ request, params: { courseId }, context }));
}

async function everything() {
  const { db } = database;
  return {
    registrations: await db.select().from(registrations).orderBy(asc(registrations.id)),
    history: await db.select().from(registrationHistory),
    mail: await db.select().from(emailOutbox),
  };
}

const notice = (data: unknown) => (data as RegistrationActionData).notice;

describe("POST /register/{id}", () => {
  it("registers the signed-in user and goes to the course page with the product's toast", async () => {
    const outcome = await post(form({ company: "Mines de Boké", payer: "company" }));
    expect(outcome).toMatchObject({ status: 302, location: "/courses/101" });
    expect(outcome.headers.get("Set-Cookie")).toMatch(/^flash=/);
    const [row] = (await everything()).registrations;
    expect(row).toMatchObject({
      userId: account.userId,
      sessionId,
      email: "awa@example.com",
      company: "Mines de Boké",
      payer: "company",
      status: "confirmed",
      paymentStatus: "pending",
      lang: "fr",
    });
    // In English: the English course page and e-mails.
    const other = await signedInAccount(context);
    const english = await post(form({ csrf: antiForgeryToken(other.sessionId, context.secrets) }), {
      cookie: other.cookie,
      path: "/en/register/101",
    });
    expect(english).toMatchObject({ status: 302, location: "/en/courses/101" });
    expect((await everything()).registrations[1]).toMatchObject({ userId: other.userId, lang: "en" });
  });

  it("sends a signed-out POST to /auth, coming back here, and writes nothing", async () => {
    const before = await everything();
    const outcome = await post(form(), { cookie: "" });
    expect(outcome).toMatchObject({ status: 302, location: "/auth?redirectTo=%2Fregister%2F101" });
    const english = await post(form(), { cookie: "", path: "/en/register/101" });
    expect(english.location).toBe("/en/auth?redirectTo=%2Fen%2Fregister%2F101");
    expect(await everything()).toEqual(before);
  });

  it("refuses a missing, forged or other session's anti-forgery token with 'Session expirée', writing nothing", async () => {
    const other = await signedInAccount(context);
    const before = await everything();
    for (const csrf of [null, "", "0".repeat(64), antiForgeryToken(other.sessionId, context.secrets), "x"]) {
      const outcome = await post(form({ csrf }));
      expect(outcome.status).toBe(403);
      expect(notice(outcome.data)).toEqual({
        title: "Erreur d'inscription",
        message: "Session expirée. Veuillez recharger la page.",
      });
    }
    const english = await post(form({ csrf: null }), { path: "/en/register/101" });
    expect(notice(english.data)?.message).toBe("Session expired. Please reload the page.");
    expect(await everything()).toEqual(before);
  });

  it("refuses hidden fields that would set the price, the user or the seats, writing nothing", async () => {
    const before = await everything();
    for (const extra of [
      { price: "0" },
      { priceCents: "1" },
      { userId: "someone-else" },
      { seats: "99" },
      { status: "paid" },
    ]) {
      const body = form();
      for (const [name, value] of Object.entries(extra)) body.append(name, value);
      const outcome = await post(body);
      expect(outcome.status).toBe(400);
      expect(notice(outcome.data)?.message).toBe("Une erreur est survenue lors de l'inscription.");
    }
    expect(await everything()).toEqual(before);
  });

  it("refuses a past or cancelled session (409), an unknown course (to the catalogue), writing nothing", async () => {
    const past = await makeSession(database.db, { startsAt: new Date(Date.now() - 86_400_000) });
    const cancelled = await makeSession(database.db, {
      status: "cancelled",
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const before = await everything();
    for (const id of [past, cancelled]) {
      const outcome = await post(form({ sessionId: String(id) }));
      expect(outcome.status).toBe(409);
      expect(notice(outcome.data)).toEqual({
        title: "Erreur d'inscription",
        message: "Cette session n'est plus disponible : choisissez-en une autre.",
      });
    }
    expect(await post(form(), { courseId: "999999", path: "/register/999999" })).toMatchObject({
      status: 302,
      location: "/courses",
    });
    expect(await everything()).toEqual(before);
  });

  it("says 'Vous êtes déjà inscrit à cette formation' the second time, and limits to 3 per 10 minutes with Retry-After", async () => {
    expect((await post(form())).status).toBe(302);
    const again = await post(form());
    expect(again.status).toBe(409);
    expect(notice(again.data)).toEqual({
      title: "Erreur d'inscription",
      message: "Vous êtes déjà inscrit à cette formation",
    });
    expect((await post(form())).status).toBe(409);
    const limited = await post(form());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(19 * 60);
    expect(notice(limited.data)?.message).toBe(
      "Trop de tentatives d'inscription. Veuillez réessayer dans 20 minutes.",
    );
    // The same account from another network counts apart; the blocked pair stays blocked.
    const elsewhere = testAppContext(database.db, { clientIp: "198.51.100.7" });
    const request = new Request("https://site.example/register/101", {
      method: "POST",
      headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form(),
    });
    expect(
      (
        await outcomeOf(() =>
          registrationAction({ request, params: { courseId: "101" }, context: elsewhere }),
        )
      ).status,
    ).toBe(409);
    expect((await everything()).registrations).toHaveLength(1);
  });

  it("answers a body that is not a form, or too large, with a 4xx", async () => {
    const json = new Request("https://site.example/register/101", {
      method: "POST",
      headers: { Cookie: account.cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(
      (await outcomeOf(() => registrationAction({ request: json, params: { courseId: "101" }, context })))
        .status,
    ).toBe(400);
    const huge = await post(form({ firstName: "a".repeat(300 * 1024) }));
    expect(huge.status).toBe(413);
    // Two values for one field, and a missing field: field errors, not a crash.
    const twice = form();
    twice.append("firstName", "Awa");
    expect((await post(twice)).status).toBe(400);
    expect((await post(form({ email: null }))).status).toBe(400);
    expect((await everything()).registrations).toEqual([]);
  });
});

describe("POST /profile/registrations/{id}/cancel", () => {
  async function cancel(
    registrationId: number,
    {
      cookie = account.cookie,
      csrf = antiForgeryToken(account.sessionId, context.secrets) as string | null,
    } = {},
  ) {
    const body = new URLSearchParams();
    if (csrf !== null) body.set("csrf", csrf);
    const request = new Request(`https://site.example/profile/registrations/${registrationId}/cancel`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    return outcomeOf(() =>
      cancelPageAction({ request, params: { registrationId: String(registrationId) }, context }),
    );
  }

  it("refuses another user's registration, a forged token and a signed-out visitor, changing nothing", async () => {
    await post(form());
    const [mine] = (await everything()).registrations;
    const intruder = await signedInAccount(context);
    const before = await everything();
    const stolen = await cancel(mine!.id, {
      cookie: intruder.cookie,
      csrf: antiForgeryToken(intruder.sessionId, context.secrets),
    });
    expect(stolen.status).toBe(404);
    expect((await cancel(mine!.id, { csrf: "f".repeat(64) })).status).toBe(403);
    expect((await cancel(mine!.id, { csrf: null })).status).toBe(403);
    expect((await cancel(mine!.id, { cookie: "" })).status).toBe(401);
    expect(await everything()).toEqual(before);

    // The owner, with the token: cancelled, back to "Mes inscriptions".
    expect(await cancel(mine!.id)).toMatchObject({ status: 302, location: "/profile/registrations" });
    expect((await everything()).registrations[0]?.status).toBe("cancelled");
    expect((await cancel(mine!.id)).status).toBe(409);
  });
});
