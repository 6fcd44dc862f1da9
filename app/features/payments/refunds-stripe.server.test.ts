import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, refunds, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { startApiListener, type ApiListener } from "../../../tests/helpers/api-listener";
import {
  confirmedRegistration,
  registrationPaymentStatus,
  silentLogger,
  paymentTables,
} from "../../../tests/helpers/payments";
import { queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { handleNotification } from "./notifications.server";
import type { PaymentProvider } from "./provider";
import { stripeProvider } from "./providers/stripe.server";
import { refundPayment, type RefundDeps } from "./refunds.server";

/**
 * A refund through Stripe end to end: the real SDK speaks HTTP to a local listener standing in
 * for its API host (the refund's request shape, its idempotency key), then a charge.refunded
 * event signed with the SDK's test helper goes through the notification pipeline.
 */
const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const refundAt = new Date("2027-03-02T09:00:00Z");
const staff = { kind: "staff" as const, userId: undefined, by: "command line" };

function deps(provider: PaymentProvider | null): RefundDeps {
  return { siteUrl: SITE_URL, now: refundAt, providerFor: () => provider };
}

async function paymentOf(reference: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}
const refundMail = async () =>
  (await queuedMail(database.db)).filter((mail) => mail.kind === "payment-refunded");

describe("refunds through Stripe (a local listener for its API host)", () => {
  const SESSION_ID = "cs_test_refunds";
  const INTENT_ID = "pi_test_refunds";
  const WEBHOOK_SECRET = "whsec_refundsTestSecret";
  let api: ApiListener;
  let refunded = 0;
  let reference = "";
  beforeAll(async () => {
    api = await startApiListener((request) => {
      const path = decodeURIComponent(request.path);
      if (request.method === "GET" && path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`)) {
        return {
          json: {
            id: SESSION_ID,
            object: "checkout.session",
            client_reference_id: reference,
            metadata: { reference },
            currency: "eur",
            amount_total: 45000,
            status: "complete",
            payment_status: "paid",
            payment_intent: {
              id: INTENT_ID,
              object: "payment_intent",
              status: "succeeded",
              metadata: { reference },
              latest_charge: { id: "ch_1", object: "charge", amount: 45000, amount_refunded: refunded },
            },
          },
        };
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        // What Stripe does: the same key again is the same refund.
        const key = request.headers["idempotency-key"];
        if (!seenKeys.has(String(key))) {
          seenKeys.add(String(key));
          refunded += Number(new URLSearchParams(request.body).get("amount"));
        }
        return { json: { id: `re_${seenKeys.size}`, object: "refund" } };
      }
      return undefined;
    });
  });
  const seenKeys = new Set<string>();
  afterAll(() => api.close());

  it("sends refunds.create with the payment intent, the amount and the idempotency key; charge.refunded settles it", async () => {
    const { db } = database;
    const { registrationId } = await confirmedRegistration(db);
    reference = "GMS-SSSSS-TTTTT";
    await db.insert(payments).values({
      reference,
      registrationId,
      provider: "stripe",
      providerReference: SESSION_ID,
      amountMinor: 45000,
      currency: "EUR",
      status: "succeeded",
      productName: "Formation",
    });
    await db.update(registrations).set({ paymentStatus: "paid" }).where(eq(registrations.id, registrationId));
    const stripe = stripeProvider({
      secretKey: "sk_test_refunds",
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: api.url,
    });

    const outcome = await refundPayment(db, { reference, amountMinor: 15000, actor: staff }, deps(stripe));
    expect(outcome).toMatchObject({
      ok: true,
      refund: { status: "requested", providerRefundReference: "re_1" },
    });
    const sent = api.requests.find((request) => request.path === "/v1/refunds")!;
    expect(sent.headers["idempotency-key"]).toBe(`refund-${reference}-15000`);
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      payment_intent: INTENT_ID,
      amount: "15000",
      "metadata[reference]": reference,
    });
    // Retried before Stripe's notification: the same key, still one refund at Stripe.
    expect(
      await refundPayment(db, { reference, amountMinor: 15000, actor: staff }, deps(stripe)),
    ).toMatchObject({
      ok: true,
      retried: true,
    });
    expect(refunded).toBe(15000);
    // Another amount waits for the first one.
    expect(
      await refundPayment(db, { reference, amountMinor: 100, actor: staff }, deps(stripe)),
    ).toMatchObject({
      ok: false,
      error: "in-flight",
    });
    expect((await paymentOf(reference)).refundedMinor).toBe(0);

    const payload = JSON.stringify({
      id: "evt_refund_1",
      object: "event",
      type: "charge.refunded",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: INTENT_ID,
          amount_refunded: 15000,
          metadata: { reference },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const notified = await handleNotification(
      db,
      stripe,
      { rawBody: Buffer.from(payload), headers: new Headers({ "stripe-signature": header }) },
      { logger: silentLogger, siteUrl: SITE_URL, now: () => refundAt },
    );
    expect(notified).toMatchObject({
      kind: "processed",
      change: { kind: "partly-refunded", refundedMinor: 15000 },
    });
    expect(await paymentOf(reference)).toMatchObject({ status: "succeeded", refundedMinor: 15000 });
    const [row] = await db.select().from(refunds);
    expect(row).toMatchObject({ status: "succeeded" });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    expect(await refundMail()).toHaveLength(1);
  });
});
