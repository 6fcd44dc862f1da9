import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { payments, registrationHistory, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { depsAt, makeSession, requestFor } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { paymentTablesWithLimits } from "../../../tests/helpers/payments";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { expireUnpaidHolds } from "../registration/payment-holds.server";
import { registerForCourse } from "../registration/register.server";
import { listRegistrationsOf } from "../registration/registration-views.server";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { payAction, payPageLoader, type PayActionData, type PayPageData } from "./pay-page.server";
import { testProviderPageAction } from "./test-provider-page.server";

/**
 * French law for someone paying their own training in France (ADR 1006), through the pay page's
 * loader and action with an injected clock: nothing during the ten days, at most 30 % until the
 * session starts, the rest as it takes place; a company payer and a session in Guinea pay in full.
 */
const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTablesWithLimits,
});

// Registered Monday 1 March 2027 at 15:00 in Paris: the ten days run to Thursday 11 March.
const REGISTERED = new Date("2027-03-01T14:00:00Z");
const DAY_10_LAST_MINUTE = new Date("2027-03-11T22:59:00Z"); // 23:59 Paris on the tenth day
const DAY_11 = new Date("2027-03-11T23:00:00Z"); // 00:00 Paris on Friday 12 March
const STARTS = new Date("2027-04-05T07:00:00Z"); // Monday 5 April, 09:00 Paris
const ENDS = new Date("2027-04-06T15:00:00Z"); // Tuesday 6 April, 17:00: two days

let context: AppContext;
let account: Awaited<ReturnType<typeof signedInAccount>>;

beforeEach(async () => {
  context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true" } });
  account = await signedInAccount(context);
});

async function register({ country = "FR", payer = "self" as "self" | "company" } = {}): Promise<number> {
  const sessionId = await makeSession(database.db, {
    priceCents: 100_000,
    startsAt: STARTS,
    endsAt: ENDS,
    city: country === "FR" ? "Paris" : "Conakry",
    country,
    timeZone: country === "FR" ? "Europe/Paris" : "Africa/Conakry",
  });
  const request = {
    ...requestFor(account.userId, { sessionId }),
    payer,
    ...(payer === "company"
      ? { person: { ...requestFor(account.userId).person, company: "SOGUIMINES" } }
      : {}),
  };
  const outcome = await registerForCourse(database.db, request, depsAt(REGISTERED));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.registrationId;
}

const token = () => antiForgeryToken(account.sessionId, context.secrets);

function load(id: number, now: Date, lang: "fr" | "en" = "fr") {
  const request = new Request(`https://site.example${lang === "en" ? "/en" : ""}/pay/${id}`, {
    headers: { Cookie: account.cookie },
  });
  return outcomeOf(() => payPageLoader({ request, params: { registrationId: String(id) }, context, now }));
}

function pay(id: number, now: Date, fields: Record<string, string> = {}, lang: "fr" | "en" = "fr") {
  const request = new Request(`https://site.example${lang === "en" ? "/en" : ""}/pay/${id}`, {
    method: "POST",
    headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token(), method: "test", ...fields }),
  });
  return outcomeOf(() => payAction({ request, params: { registrationId: String(id) }, context, now }));
}

async function approve(reference: string) {
  const request = new Request(`https://site.example/payments/test/${reference}`, {
    method: "POST",
    headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token(), outcome: "approve" }),
  });
  await outcomeOf(() => testProviderPageAction({ request, params: { reference }, context }));
}

const allPayments = () => database.db.select().from(payments).orderBy(payments.id);
const notice = (data: unknown) => (data as PayActionData).notice;

async function registrationOf(id: number) {
  const [row] = await database.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}

describe("someone paying their own session in France", () => {
  it("is asked nothing up to the last minute of the tenth day, and told from when, in both languages", async () => {
    const id = await register();
    const page = await load(id, DAY_10_LAST_MINUTE);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/profile/registrations");

    const french = await pay(id, DAY_10_LAST_MINUTE);
    expect(french.status).toBe(409);
    expect(notice(french.data).message).toBe(
      "Aucun paiement ne peut vous être demandé pendant votre délai de rétractation de 10 jours (articles L6353-5 et L6353-6 du Code du travail). Paiement possible à partir du vendredi 12 mars 2027.",
    );
    const english = await pay(id, DAY_10_LAST_MINUTE, {}, "en");
    expect(notice(english.data).message).toMatch(/Payment is possible from Friday(,)? 12 March 2027\.$/);
    expect(await allPayments()).toHaveLength(0);

    const [view] = await listRegistrationsOf(database.db, account.userId, {
      lang: "fr",
      secrets: context.secrets,
      now: DAY_10_LAST_MINUTE,
    });
    expect(view).toMatchObject({
      payable: false,
      paymentNote:
        "Délai de rétractation de 10 jours : paiement possible à partir du vendredi 12 mars 2027 (articles L6353-5 et L6353-6 du Code du travail).",
    });
  });

  it("from day 11 is asked 30 % (300 €), a forged amount is refused, and the deposit leaves the registration to pay", async () => {
    const id = await register();
    const page = await load(id, DAY_11);
    expect(page.data as PayPageData).toMatchObject({
      amount: "300,00\u00a0€",
      methods: ["test", "bank-transfer"],
      portionNote: expect.stringContaining("Le solde se règle à partir du lundi 5 avril 2027"),
    });

    const forged = await pay(id, DAY_11, { amount: "1000" });
    expect(forged.status).toBe(400);
    expect(await allPayments()).toHaveLength(0);

    expect((await pay(id, DAY_11)).status).toBe(303);
    const [deposit] = await allPayments();
    expect(deposit).toMatchObject({ amountMinor: 30_000, currency: "EUR", status: "pending" });
    // While that checkout may still be paid, nothing more is started: the payer goes back to it.
    const again = await pay(id, DAY_11);
    expect(again.status).toBe(303);
    expect(again.location).toContain(deposit!.reference);
    expect(await allPayments()).toHaveLength(1);

    await approve(deposit!.reference);
    expect((await allPayments())[0]?.status).toBe("succeeded");
    expect((await registrationOf(id)).paymentStatus).toBe("pending");
    const history = await database.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, id));
    expect(history.some((row) => row.note?.includes("part of the price"))).toBe(true);

    // Paid the deposit: nothing due until the session starts, and the seat is not released.
    const [view] = await listRegistrationsOf(database.db, account.userId, {
      lang: "en",
      secrets: context.secrets,
      now: new Date("2027-03-20T10:00:00Z"),
    });
    expect(view).toMatchObject({ payable: false, paymentNote: expect.stringContaining("Deposit received") });
    const released = await expireUnpaidHolds(database.db, {
      ...depsAt(new Date("2027-04-04T10:00:00Z")),
      holdHours: 72,
    });
    expect(released).toBe(0);
    expect((await registrationOf(id)).status).toBe("confirmed");
  });

  it("pays the balance as the session runs: half on day one, the rest on day two, then paid", async () => {
    const id = await register();
    await pay(id, DAY_11);
    await approve((await allPayments())[0]!.reference);

    const firstDay = new Date("2027-04-05T08:00:00Z");
    expect((await load(id, firstDay)).data as PayPageData).toMatchObject({ amount: "350,00\u00a0€" });
    await pay(id, firstDay);
    await approve((await allPayments())[1]!.reference);
    expect((await registrationOf(id)).paymentStatus).toBe("pending");
    expect((await pay(id, firstDay)).status).toBe(409);

    const secondDay = new Date("2027-04-06T07:00:00Z");
    expect((await load(id, secondDay)).data as PayPageData).toMatchObject({ amount: "350,00\u00a0€" });
    await pay(id, secondDay);
    await approve((await allPayments())[2]!.reference);
    expect((await allPayments()).map((row) => row.amountMinor)).toEqual([30_000, 35_000, 35_000]);
    expect((await registrationOf(id)).paymentStatus).toBe("paid");
  });

  it("is not released by the payment hold during the ten days, only 72 hours after them", async () => {
    const id = await register();
    // 72 hours after registering, well inside the withdrawal period.
    const released = await expireUnpaidHolds(database.db, {
      ...depsAt(new Date("2027-03-08T10:00:00Z")),
      holdHours: 72,
    });
    expect(released).toBe(0);
    expect((await registrationOf(id)).status).toBe("confirmed");
    // The hold runs from the period's end: 72 hours later, still unpaid, the seat is released.
    const justBefore = new Date(DAY_11.getTime() + 72 * 3_600_000 - 60_000);
    expect(await expireUnpaidHolds(database.db, { ...depsAt(justBefore), holdHours: 72 })).toBe(0);
    const after = new Date(DAY_11.getTime() + 72 * 3_600_000);
    expect(await expireUnpaidHolds(database.db, { ...depsAt(after), holdHours: 72 })).toBe(1);
    expect((await registrationOf(id)).status).toBe("expired");
  });
});

describe("the rule leaves alone", () => {
  it("a company payer: the whole price on the day of registration", async () => {
    const id = await register({ payer: "company" });
    expect((await load(id, REGISTERED)).data as PayPageData).toMatchObject({
      amount: "1\u202f000,00\u00a0€".replace("\u202f", "\u00a0"),
      portionNote: null,
    });
    expect((await pay(id, REGISTERED)).status).toBe(303);
    expect((await allPayments())[0]?.amountMinor).toBe(100_000);
  });

  it("a session in Guinea: the whole price on the day of registration", async () => {
    const id = await register({ country: "GN" });
    expect((await pay(id, REGISTERED)).status).toBe(303);
    expect((await allPayments())[0]?.amountMinor).toBe(100_000);
    const [view] = await listRegistrationsOf(database.db, account.userId, {
      lang: "fr",
      secrets: context.secrets,
      now: REGISTERED,
    });
    expect(view).toMatchObject({ payable: true, paymentNote: null });
  });
});
