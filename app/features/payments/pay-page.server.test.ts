import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, payments, registrationHistory, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { startApiListener } from "../../../tests/helpers/api-listener";
import { testAppContext } from "../../../tests/helpers/app-context";
import { depsAt, makeSession, requestFor } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { paymentTablesWithLimits } from "../../../tests/helpers/payments";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { registerForCourse } from "../registration/register.server";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { markTransferPaid } from "./mark-paid.server";
import { payAction, payPageLoader, type PayActionData, type PayPageData } from "./pay-page.server";
import { returnPageLoader, type ReturnPageData } from "./return-page.server";
import { configuredProviders } from "./registry.server";
import { testProviderPageAction } from "./test-provider-page.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTablesWithLimits,
});

let context: AppContext;
let account: Awaited<ReturnType<typeof signedInAccount>>;
let registrationId: number;
beforeEach(async () => {
  context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true" } });
  account = await signedInAccount(context);
  // The session's price (320 €) overrides the course's (890 €).
  const sessionId = await makeSession(database.db, {
    priceCents: 32000,
    startsAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const outcome = await registerForCourse(
    database.db,
    requestFor(account.userId, { sessionId }),
    depsAt(new Date()),
  );
  if (!outcome.ok) throw new Error(outcome.error);
  registrationId = outcome.registrationId;
});

function post(path: string, fields: Record<string, string>, { cookie = account.cookie } = {}) {
  return new Request(`https://site.example${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function pay(
  fields: Record<string, string>,
  { id = String(registrationId), lang = "fr" as "fr" | "en" } = {},
) {
  const path = `${lang === "en" ? "/en" : ""}/pay/${id}`;
  const params = id === "demo" ? {} : { registrationId: id };
  return outcomeOf(() => payAction({ request: post(path, fields), params, context }));
}

const token = () => antiForgeryToken(account.sessionId, context.secrets);
const notice = (data: unknown) => (data as PayActionData).notice;

async function allPayments() {
  return database.db.select().from(payments);
}

describe("the pay page", () => {
  it("shows the amount and product from the database, and the configured methods", async () => {
    const request = new Request(`https://site.example/pay/${registrationId}`, {
      headers: { Cookie: account.cookie },
    });
    const page = await outcomeOf(() =>
      payPageLoader({ request, params: { registrationId: String(registrationId) }, context }),
    );
    expect(page.status).toBe(200);
    expect(page.data as PayPageData).toMatchObject({
      kind: "registration",
      amount: "320,00\u00a0€",
      methods: ["test", "bank-transfer"],
    });
  });

  it("starts a test payment of the database's amount and sends the payer to the TEST MODE page", async () => {
    const outcome = await pay({ csrf: token(), method: "test" });
    expect(outcome.status).toBe(303);
    const [payment] = await allPayments();
    expect(payment).toMatchObject({
      registrationId,
      userId: account.userId,
      provider: "test",
      amountMinor: 32000,
      currency: "EUR",
      status: "pending",
    });
    expect(outcome.location).toBe(`https://site.example/payments/test/${payment!.reference}`);
  });

  it.each([
    ["amount", { amount: "1" }],
    ["currency", { currency: "GNF" }],
    ["user id", { userId: "someone-else" }],
    ["registration id", { registrationId: "1" }],
  ])("refuses a form that carries a %s (400), starting nothing", async (_name, extra) => {
    const outcome = await pay({ csrf: token(), method: "test", ...extra });
    expect(outcome.status).toBe(400);
    expect(notice(outcome.data)).toEqual({
      title: "Erreur de paiement",
      message: "Une erreur s'est produite lors du traitement de votre paiement. Veuillez réessayer.",
    });
    expect(await allPayments()).toHaveLength(0);
  });

  it("without the anti-forgery token: 403 'Session expired. Please reload the page.' in the page's language", async () => {
    const french = await pay({ method: "test" });
    expect(french.status).toBe(403);
    expect(notice(french.data)?.message).toBe("Session expirée. Veuillez recharger la page.");
    const english = await pay({ method: "test", csrf: "0".repeat(64) }, { lang: "en" });
    expect(english.status).toBe(403);
    expect(notice(english.data)).toEqual({
      title: "Payment Error",
      message: "Session expired. Please reload the page.",
    });
    expect(await allPayments()).toHaveLength(0);
  });

  it("refuses a method that is not configured, and someone else's registration is not found", async () => {
    expect((await pay({ csrf: token(), method: "stripe" })).status).toBe(400);
    const other = await signedInAccount(context);
    const request = post(
      `/pay/${registrationId}`,
      {
        csrf: antiForgeryToken(other.sessionId, context.secrets),
        method: "test",
      },
      { cookie: other.cookie },
    );
    const outcome = await outcomeOf(() =>
      payAction({ request, params: { registrationId: String(registrationId) }, context }),
    );
    expect(outcome.status).toBe(404);
    expect(await allPayments()).toHaveLength(0);
  });

  it("3 starts per 5 minutes, then 429 with the minutes left (15) and Retry-After", async () => {
    // Each change of method closes the pending checkout and starts another: three starts.
    for (const method of ["test", "bank-transfer", "test"]) {
      expect((await pay({ csrf: token(), method })).status).toBe(303);
    }
    const limited = await pay({ csrf: token(), method: "bank-transfer" });
    expect(limited.status).toBe(429);
    expect(notice(limited.data)?.message).toBe(
      "Trop de tentatives de paiement. Veuillez réessayer dans 15 minutes.",
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await allPayments()).toHaveLength(3);
  });

  it("the demo product: 49.99 €, 'Formation test', no registration, through the same pipeline", async () => {
    const outcome = await pay({ csrf: token(), method: "test" }, { id: "demo" });
    expect(outcome.status).toBe(303);
    const [payment] = await allPayments();
    expect(payment).toMatchObject({
      registrationId: null,
      amountMinor: 4999,
      currency: "EUR",
      productName: "Formation test",
    });
    const reference = payment!.reference;
    const approve = post(`/payments/test/${reference}`, { csrf: token(), outcome: "approve" });
    const approved = await outcomeOf(() =>
      testProviderPageAction({ request: approve, params: { reference }, context }),
    );
    expect(approved.location).toBe(`/payments/${reference}`);
    const [after] = await allPayments();
    expect(after?.status).toBe("succeeded");
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "payment-received"));
    expect(mail.map((row) => row.toAddress)).toEqual([account.email]);
  });

  it("approve on the TEST MODE page: paid, and the return page shows it from the database", async () => {
    await pay({ csrf: token(), method: "test" });
    const [payment] = await allPayments();
    const reference = payment!.reference;
    const approve = post(`/payments/test/${reference}`, { csrf: token(), outcome: "approve" });
    await outcomeOf(() => testProviderPageAction({ request: approve, params: { reference }, context }));
    const [registration] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(registration?.paymentStatus).toBe("paid");
    // The query string a provider appends says nothing: the database does.
    const request = new Request(`https://site.example/payments/${reference}?status=failed`, {
      headers: { Cookie: account.cookie },
    });
    const page = await outcomeOf(() => returnPageLoader({ request, params: { reference }, context }));
    expect(page.data as ReturnPageData).toMatchObject({ status: "succeeded", refreshSeconds: null });
  });

  it("bank transfer: instructions with the reference, pending until the command records it (history by staff)", async () => {
    const outcome = await pay({ csrf: token(), method: "bank-transfer" });
    const [payment] = await allPayments();
    const reference = payment!.reference;
    expect(outcome.location).toBe(`/payments/${reference}`);
    const request = new Request(`https://site.example/payments/${reference}`, {
      headers: { Cookie: account.cookie },
    });
    const page = (await outcomeOf(() => returnPageLoader({ request, params: { reference }, context })))
      .data as ReturnPageData;
    expect(page.status).toBe("pending");
    expect(page.transfer?.accountNumber).toBeTruthy();
    const marked = await markTransferPaid(database.db, reference.toLowerCase(), {
      siteUrl: "https://site.example",
      now: new Date(),
      by: "test",
    });
    expect(marked).toMatchObject({ ok: true, change: { kind: "changed", to: "succeeded" } });
    const again = await markTransferPaid(database.db, reference, {
      siteUrl: "https://site.example",
      now: new Date(),
      by: "test",
    });
    expect(again).toMatchObject({ ok: true, change: { kind: "unchanged" } });
    const history = await database.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId));
    expect(history.filter((row) => row.toPaymentStatus === "paid").map((row) => row.actor)).toEqual([
      "staff",
    ]);
    expect(
      await markTransferPaid(database.db, "GMS-00000-00000", { siteUrl: "", now: new Date(), by: "test" }),
    ).toEqual({
      ok: false,
      error: "not-found",
    });
  });
});

describe("which providers are on", () => {
  it("the test provider: off on a public site unless PAYMENTS_TEST_MODE=true; on for localhost", () => {
    const ids = (env: Record<string, string>) =>
      configuredProviders({ ...testAppContext(database.db, { env }), db: database.db }).map(
        (provider) => provider.id,
      );
    expect(ids({})).toEqual(["bank-transfer"]);
    expect(ids({ PAYMENTS_TEST_MODE: "true" })).toEqual(["test", "bank-transfer"]);
    expect(ids({ SITE_URL: "http://localhost:3000" })).toEqual(["test", "bank-transfer"]);
    expect(ids({ SITE_URL: "http://localhost:3000", PAYMENTS_TEST_MODE: "false" })).toEqual([
      "bank-transfer",
    ]);
  });
});

describe("a euro price paid in Guinean francs (CinetPay, at EUR_GNF_RATE)", () => {
  it("offers CinetPay with its GNF amount and starts it for that amount, keeping the rate", async () => {
    const api = await startApiListener((request) =>
      request.path === "/v2/payment"
        ? {
            json: {
              code: "201",
              data: { payment_token: "t1", payment_url: "https://checkout.cinetpay.com/payment/t1" },
            },
          }
        : undefined,
    );
    try {
      context = testAppContext(database.db, {
        env: {
          PAYMENTS_TEST_MODE: "false",
          CINETPAY_API_KEY: "key",
          CINETPAY_SITE_ID: "105899583",
          CINETPAY_SECRET_KEY: "secret",
          CINETPAY_API_BASE_URL: api.url,
          EUR_GNF_RATE: "9350.5",
        },
      });
      const request = new Request(`https://site.example/pay/${registrationId}`, {
        headers: { Cookie: account.cookie },
      });
      const page = await outcomeOf(() =>
        payPageLoader({ request, params: { registrationId: String(registrationId) }, context }),
      );
      // 320 € × 9350.5 = 2,992,160 GNF, a multiple of 5 already.
      expect(page.data as PayPageData).toMatchObject({
        amount: "320,00\u00a0€",
        methods: ["cinetpay", "bank-transfer"],
        convertedAmounts: { cinetpay: expect.stringMatching(/^2\s992\s160\sGNF$/) },
      });

      const outcome = await pay({ csrf: token(), method: "cinetpay" });
      expect(outcome.status).toBe(303);
      expect(outcome.location).toBe("https://checkout.cinetpay.com/payment/t1");
      const [payment] = await allPayments();
      expect(payment).toMatchObject({ amountMinor: 2_992_160, currency: "GNF", rateUsed: "9350.5" });
      const sent = JSON.parse(api.requests[0]?.body ?? "{}") as Record<string, unknown>;
      expect(sent).toMatchObject({ amount: 2_992_160, currency: "GNF", transaction_id: payment!.reference });
    } finally {
      await api.close();
    }
  });
});
