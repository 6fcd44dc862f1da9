import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";
import {
  startApiListener,
  type ApiListener,
  type RecordedRequest,
} from "../../../../tests/helpers/api-listener";
import { NotificationRejected, type CheckoutRequest, type PaymentProvider } from "../provider";
import { stripeProvider, stripeProviderFromEnv } from "./stripe.server";

const SECRET_KEY = "sk_test_providers123";
const WEBHOOK_SECRET = "whsec_providersTestSecret";
const REFERENCE = "PAY-7K2M9Q";
const SESSION_ID = "cs_test_a1b2c3";
const INTENT_ID = "pi_test_42";

const checkoutRequest: CheckoutRequest = {
  reference: REFERENCE,
  amountMinor: 4999,
  currency: "EUR",
  productName: "Formation test",
  lang: "fr",
  customer: { email: "awa.camara@example.com", name: "Awa Camara" },
  successUrl: "https://site.example/payments/PAY-7K2M9Q/return",
  cancelUrl: "https://site.example/payments/PAY-7K2M9Q/cancelled",
  notifyUrl: "https://site.example/api/payments/stripe/webhook",
};

/** A Checkout Session as the API returns it, trimmed to the fields the provider reads. */
function session(overrides: Record<string, unknown> = {}) {
  return {
    id: SESSION_ID,
    object: "checkout.session",
    url: `https://checkout.stripe.com/c/pay/${SESSION_ID}`,
    client_reference_id: REFERENCE,
    metadata: { reference: REFERENCE },
    currency: "eur",
    amount_total: 4999,
    status: "open",
    payment_status: "unpaid",
    payment_intent: null,
    ...overrides,
  };
}

function intent(status: string, amountRefunded = 0) {
  return {
    id: INTENT_ID,
    object: "payment_intent",
    status,
    metadata: { reference: REFERENCE },
    latest_charge: { id: "ch_test_1", object: "charge", amount: 4999, amount_refunded: amountRefunded },
  };
}

/** The form-encoded body the SDK sent, as a flat map of bracketed keys. */
function formOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body));
}

function signedNotification(
  event: object,
  { secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { rawBody: Buffer.from(payload), headers: new Headers({ "stripe-signature": header }) };
}

function event(type: string, object: object, id = "evt_test_1") {
  return {
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: 1_700_000_000,
    data: { object },
  };
}

let api: ApiListener;
let provider: PaymentProvider;
let sessionReply: Record<string, unknown>;

beforeAll(async () => {
  api = await startApiListener(() => undefined);
  provider = stripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  sessionReply = session();
  api.setRoute((request) => {
    const path = decodeURIComponent(request.path);
    if (request.method === "POST" && path === "/v1/checkout/sessions") return { json: session() };
    if (request.method === "GET" && path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`))
      return { json: sessionReply };
    if (request.method === "GET" && path.startsWith(`/v1/payment_intents/${INTENT_ID}`))
      return { json: intent("succeeded") };
    if (request.method === "POST" && path === "/v1/refunds")
      return { json: { id: "re_test_9", object: "refund" } };
    return undefined;
  });
});

describe("Stripe Checkout session", () => {
  it("sends the amount, currency, idempotency key, language, URLs and our reference to the API host", async () => {
    const result = await provider.createCheckout(checkoutRequest);

    expect(result).toEqual({
      kind: "redirect",
      url: `https://checkout.stripe.com/c/pay/${SESSION_ID}`,
      providerReference: SESSION_ID,
    });
    expect(new URL((result as { url: string }).url).origin).toBe(provider.formActionOrigins[0]);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests as [RecordedRequest];
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["idempotency-key"]).toBe(`checkout-${REFERENCE}`);
    expect(formOf(request)).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "4999",
      "line_items[0][price_data][product_data][name]": "Formation test",
      customer_email: "awa.camara@example.com",
      locale: "fr",
      success_url: checkoutRequest.successUrl,
      cancel_url: checkoutRequest.cancelUrl,
      client_reference_id: REFERENCE,
      "metadata[reference]": REFERENCE,
      "payment_intent_data[metadata][reference]": REFERENCE,
    });
  });

  it("asks in English for an English page, and a retried start reuses the same idempotency key", async () => {
    await provider.createCheckout({ ...checkoutRequest, lang: "en" });
    await provider.createCheckout({ ...checkoutRequest, lang: "en" });
    expect(api.requests.map((request) => formOf(request).locale)).toEqual(["en", "en"]);
    expect(new Set(api.requests.map((request) => request.headers["idempotency-key"]))).toEqual(
      new Set([`checkout-${REFERENCE}`]),
    );
  });

  it("refuses another currency or an amount that is not a positive whole number, without calling Stripe", async () => {
    await expect(provider.createCheckout({ ...checkoutRequest, currency: "GNF" })).rejects.toThrow(/EUR/);
    for (const amountMinor of [0, -100, 49.99]) {
      await expect(provider.createCheckout({ ...checkoutRequest, amountMinor })).rejects.toThrow(
        /whole number/,
      );
    }
    expect(api.requests).toHaveLength(0);
  });
});

describe("closing a Stripe checkout", () => {
  it("expires an open session (with an idempotency key), and leaves a complete one alone", async () => {
    api.setRoute((request) => {
      const path = decodeURIComponent(request.path);
      if (request.method === "POST" && path === `/v1/checkout/sessions/${SESSION_ID}/expire`)
        return { json: session({ status: "expired" }) };
      if (request.method === "GET" && path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`))
        return { json: sessionReply };
      return undefined;
    });
    await provider.cancelCheckout!({ reference: REFERENCE, providerReference: SESSION_ID });
    const expire = api.requests.find((request) => request.method === "POST");
    expect(expire?.path).toBe(`/v1/checkout/sessions/${SESSION_ID}/expire`);
    expect(expire?.headers["idempotency-key"]).toBe(`expire-${REFERENCE}`);

    api.requests.length = 0;
    sessionReply = session({ status: "complete", payment_status: "paid" });
    await provider.cancelCheckout!({ reference: REFERENCE, providerReference: SESSION_ID });
    expect(api.requests.map((request) => request.method)).toEqual(["GET"]);
  });
});

describe("Stripe webhook signatures", () => {
  const completed = event(
    "checkout.session.completed",
    session({ status: "complete", payment_status: "paid" }),
  );

  it("accepts an event signed with the endpoint's secret and names our payment", async () => {
    const verified = await provider.verifyNotification(signedNotification(completed));
    expect(verified).toEqual({ eventId: "evt_test_1", reference: REFERENCE, payload: completed });
    expect(api.requests).toHaveLength(0);
  });

  it("accepts a delivery signed 4 minutes ago (within Stripe's 5-minute tolerance)", async () => {
    const late = signedNotification(completed, { timestamp: Math.floor(Date.now() / 1000) - 4 * 60 });
    await expect(provider.verifyNotification(late)).resolves.toMatchObject({ reference: REFERENCE });
  });

  it("refuses a signature dated beyond the tolerance in the future, accepts one a little ahead (clock skew)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = signedNotification(completed, { timestamp: now + 10 * 60 });
    await expect(provider.verifyNotification(ahead)).rejects.toThrow(/in the future/);
    const skewed = signedNotification(completed, { timestamp: now + 60 });
    await expect(provider.verifyNotification(skewed)).resolves.toMatchObject({ reference: REFERENCE });
  });

  it("refuses a forged, tampered, 10-minute-old or unsigned notification", async () => {
    const forged = signedNotification(completed, { secret: "whsec_someoneElse" });
    const tampered = signedNotification(completed);
    const signedBody = tampered.rawBody.toString("utf8");
    tampered.rawBody = Buffer.from(signedBody.replace('"amount_total":4999', '"amount_total":1'));
    expect(tampered.rawBody.toString("utf8")).not.toBe(signedBody);
    const old = signedNotification(completed, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const unsigned = { rawBody: Buffer.from(JSON.stringify(completed)), headers: new Headers() };
    for (const [name, notification] of Object.entries({ forged, tampered, old, unsigned })) {
      await expect(provider.verifyNotification(notification), name).rejects.toBeInstanceOf(
        NotificationRejected,
      );
    }
  });

  it("handles the four Checkout events and ignores other types or sessions that are not ours", async () => {
    for (const type of [
      "checkout.session.async_payment_succeeded",
      "checkout.session.async_payment_failed",
      "checkout.session.expired",
    ]) {
      const verified = await provider.verifyNotification(
        signedNotification(event(type, session(), `evt_${type}`)),
      );
      expect(verified, type).toMatchObject({ reference: REFERENCE });
    }
    await expect(
      provider.verifyNotification(
        signedNotification(event("customer.created", { id: "cus_1", object: "customer" })),
      ),
    ).resolves.toEqual({ ignored: expect.stringMatching(/not one this site uses/) });
    const foreign = session({ client_reference_id: null, metadata: {} });
    await expect(
      provider.verifyNotification(signedNotification(event("checkout.session.completed", foreign))),
    ).resolves.toEqual({ ignored: expect.stringMatching(/not about one of our payments/) });
  });

  it("traces a refund back to our payment: from the charge, or else from its payment intent", async () => {
    const charge = { id: "ch_test_1", object: "charge", payment_intent: INTENT_ID, amount_refunded: 4999 };
    const withMetadata = event(
      "charge.refunded",
      { ...charge, metadata: { reference: REFERENCE } },
      "evt_refund_1",
    );
    expect(await provider.verifyNotification(signedNotification(withMetadata))).toMatchObject({
      reference: REFERENCE,
    });
    expect(api.requests).toHaveLength(0);

    const withoutMetadata = event("charge.refunded", { ...charge, metadata: {} }, "evt_refund_2");
    const verified = await provider.verifyNotification(signedNotification(withoutMetadata));
    expect(verified).toMatchObject({ eventId: "evt_refund_2", reference: REFERENCE });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/payment_intents/${INTENT_ID}`,
    ]);
  });
});

describe("Stripe payment state, asked of the API", () => {
  const cases: [string, Record<string, unknown>, object][] = [
    ["open", session(), { status: "pending", refundedMinor: 0 }],
    [
      "paid",
      session({ status: "complete", payment_status: "paid", payment_intent: intent("succeeded") }),
      { status: "succeeded", refundedMinor: 0 },
    ],
    [
      "partly refunded",
      session({ status: "complete", payment_status: "paid", payment_intent: intent("succeeded", 1500) }),
      { status: "succeeded", refundedMinor: 1500 },
    ],
    [
      "refunded",
      session({ status: "complete", payment_status: "paid", payment_intent: intent("succeeded", 4999) }),
      { status: "refunded", refundedMinor: 4999 },
    ],
    [
      "delayed method still processing",
      session({ status: "complete", payment_status: "unpaid", payment_intent: intent("processing") }),
      { status: "pending" },
    ],
    [
      "delayed method failed",
      session({
        status: "complete",
        payment_status: "unpaid",
        payment_intent: intent("requires_payment_method"),
      }),
      { status: "failed" },
    ],
    ["expired", session({ status: "expired" }), { status: "expired", refundedMinor: 0 }],
  ];

  it.each(cases)("reads a session that is %s", async (_name, reply, expected) => {
    sessionReply = reply;
    const state = await provider.fetchState({ reference: REFERENCE, providerReference: SESSION_ID });
    expect(state).toMatchObject({ amountMinor: 4999, currency: "EUR", ...expected });
    const [request] = api.requests as [RecordedRequest];
    expect(request.method).toBe("GET");
    expect(decodeURIComponent(request.path)).toBe(
      `/v1/checkout/sessions/${SESSION_ID}?expand[0]=payment_intent.latest_charge`,
    );
  });

  it("refuses a session that was made for another payment", async () => {
    sessionReply = session({ client_reference_id: "PAY-OTHER", metadata: { reference: "PAY-OTHER" } });
    await expect(
      provider.fetchState({ reference: REFERENCE, providerReference: SESSION_ID }),
    ).rejects.toThrow(/does not belong to payment/);
  });
});

describe("Stripe refunds", () => {
  it("refunds the session's payment intent, full or partial, with the caller's idempotency key", async () => {
    sessionReply = session({ status: "complete", payment_status: "paid", payment_intent: INTENT_ID });
    const result = await provider.refund({
      reference: REFERENCE,
      providerReference: SESSION_ID,
      amountMinor: 1500,
      currency: "EUR",
      idempotencyKey: "refund-PAY-7K2M9Q-1",
    });
    expect(result).toEqual({ refundReference: "re_test_9" });
    const refundRequest = api.requests.find((request) => request.path === "/v1/refunds");
    expect(refundRequest?.method).toBe("POST");
    expect(refundRequest?.headers["idempotency-key"]).toBe("refund-PAY-7K2M9Q-1");
    expect(formOf(refundRequest as RecordedRequest)).toEqual({
      payment_intent: INTENT_ID,
      amount: "1500",
      "metadata[reference]": REFERENCE,
    });
  });

  it("refuses to refund a session that has no payment", async () => {
    await expect(
      provider.refund({
        reference: REFERENCE,
        providerReference: SESSION_ID,
        amountMinor: 4999,
        currency: "EUR",
        idempotencyKey: "refund-x",
      }),
    ).rejects.toThrow(/no payment to refund/);
    expect(api.requests.some((request) => request.path === "/v1/refunds")).toBe(false);
  });
});

describe("Stripe settings", () => {
  it("is off without keys, on with both, and refuses one without the other", () => {
    expect(stripeProviderFromEnv({})).toBeNull();
    expect(
      stripeProviderFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toMatchObject({
      id: "stripe",
      currencies: ["EUR"],
      formActionOrigins: ["https://checkout.stripe.com"],
    });
    expect(() => stripeProviderFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(EnvError);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set",
    );
  });

  it("refuses keys that are not Stripe's, and a plain-http API address that is not this machine", () => {
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: "pk_live_abc", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
    );
    expect(() => parseEnv({ STRIPE_API_BASE_URL: "http://api.example.com" })).toThrow(
      /STRIPE_API_BASE_URL must use https/,
    );
    expect(parseEnv({ STRIPE_API_BASE_URL: "http://127.0.0.1:12111" }).STRIPE_API_BASE_URL).toBe(
      "http://127.0.0.1:12111",
    );
  });
});
