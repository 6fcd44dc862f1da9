import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";
import {
  startApiListener,
  type ApiListener,
  type RecordedRequest,
} from "../../../../tests/helpers/api-listener";
import {
  NotificationRejected,
  ProviderUnsupported,
  type CheckoutRequest,
  type PaymentProvider,
} from "../provider";
import { cinetPayProvider, cinetPayProviderFromEnv } from "./cinetpay.server";
import {
  cinetPayEventId,
  cinetPaySignedFields,
  cinetPaySignedString,
  cinetPayToken,
} from "./cinetpay-signature.server";

const API_KEY = "12912847765bc0db748fdd44.40081707";
const SITE_ID = "105899583";
const SECRET_KEY = "cinetpay-test-secret-key";
const REFERENCE = "PAY-7K2M9Q";

/** A notification's form values, as in the documentation's list (a successful Orange Money payment). */
const notificationFields: Record<string, string> = {
  cpm_site_id: SITE_ID,
  cpm_trans_id: REFERENCE,
  cpm_trans_date: "2026-11-22 19:19:00",
  cpm_amount: "467405",
  cpm_currency: "GNF",
  signature: "d41d8cd98f00b204e9800998ecf8427e",
  payment_method: "OM",
  cel_phone_num: "620000000",
  cpm_phone_prefixe: "224",
  cpm_language: "fr",
  cpm_version: "V4",
  cpm_payment_config: "Single",
  cpm_page_action: "Payment",
  cpm_custom: REFERENCE,
  cpm_designation: "Formation test",
  cpm_error_message: "SUCCES",
};

/**
 * The fixed test vector: the token of the fields above with SECRET_KEY, computed outside this
 * code with `printf '%s' "$DATA" | openssl dgst -sha256 -hmac cinetpay-test-secret-key`, where
 * DATA is the documented concatenation.
 */
const EXPECTED_SIGNED_STRING =
  "105899583PAY-7K2M9Q2026-11-22 19:19:00467405GNFd41d8cd98f00b204e9800998ecf8427eOM620000000224frV4" +
  "SinglePaymentPAY-7K2M9QFormation testSUCCES";
const EXPECTED_TOKEN = "db7b2c88e99ca48e6baf8babbb8793da35fa75b6be726562588b98a09a7d7ef7";

function notification(
  fields: Record<string, string>,
  token: string | null = cinetPayToken(fields, SECRET_KEY),
) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (token !== null) headers.set("x-token", token);
  return { rawBody: Buffer.from(new URLSearchParams(fields).toString()), headers };
}

const checkoutRequest: CheckoutRequest = {
  reference: REFERENCE,
  amountMinor: 467_405,
  currency: "GNF",
  productName: "Sécurité & santé au travail #2 / SST_1",
  lang: "fr",
  customer: { email: "mamadou.diallo@example.com", name: "Mamadou Aliou Diallo", phone: "+224620000000" },
  successUrl: "https://site.example/payments/PAY-7K2M9Q/return",
  cancelUrl: "https://site.example/payments/PAY-7K2M9Q/cancelled",
  notifyUrl: "https://site.example/api/payments/cinetpay/notify",
};

let api: ApiListener;
let provider: PaymentProvider;
let checkReply: unknown;

beforeAll(async () => {
  api = await startApiListener(() => undefined);
  provider = cinetPayProvider({
    apiKey: API_KEY,
    siteId: SITE_ID,
    secretKey: SECRET_KEY,
    apiBaseUrl: api.url,
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  checkReply = {
    code: "00",
    message: "SUCCES",
    data: { amount: "467405", currency: "GNF", status: "ACCEPTED", payment_method: "OM" },
    api_response_id: "1663323067.7677",
  };
  api.setRoute((request) => {
    if (request.method === "POST" && request.path === "/v2/payment") {
      return {
        json: {
          code: "201",
          message: "CREATED",
          description: "Transaction created with success",
          data: {
            payment_token: "cp-token-1",
            payment_url: "https://checkout.cinetpay.com/payment/cp-token-1",
          },
          api_response_id: "1700000000.1",
        },
      };
    }
    if (request.method === "POST" && request.path === "/v2/payment/check") return { json: checkReply };
    return undefined;
  });
});

describe("CinetPay x-token", () => {
  it("is the HMAC-SHA256 of the documented fields in the documented order (fixed test vector)", () => {
    expect(cinetPaySignedFields).toHaveLength(16);
    expect(cinetPaySignedString(notificationFields)).toBe(EXPECTED_SIGNED_STRING);
    expect(cinetPayToken(notificationFields, SECRET_KEY)).toBe(EXPECTED_TOKEN);
    // The order is the documented one, not the body's: shuffling the form changes nothing.
    const shuffled = Object.fromEntries(Object.entries(notificationFields).reverse());
    expect(cinetPayToken(shuffled, SECRET_KEY)).toBe(EXPECTED_TOKEN);
  });

  it("accepts the notification that carries it and names our payment", async () => {
    const verified = await provider.verifyNotification(notification(notificationFields, EXPECTED_TOKEN));
    expect(verified).toEqual({
      eventId: cinetPayEventId(notificationFields),
      reference: REFERENCE,
      payload: notificationFields,
    });
    // Upper-case hex is the same token.
    await expect(
      provider.verifyNotification(notification(notificationFields, EXPECTED_TOKEN.toUpperCase())),
    ).resolves.toMatchObject({ reference: REFERENCE });
    expect(api.requests).toHaveLength(0);
  });

  it("refuses any tampered signed field, a wrong key, a missing or malformed token", async () => {
    for (const name of cinetPaySignedFields) {
      const tampered = { ...notificationFields, [name]: `${notificationFields[name]}0` };
      await expect(
        provider.verifyNotification(notification(tampered, EXPECTED_TOKEN)),
        name,
      ).rejects.toBeInstanceOf(NotificationRejected);
    }
    const cases = {
      "wrong key": notification(notificationFields, cinetPayToken(notificationFields, "another-secret")),
      "no token": notification(notificationFields, null),
      "short token": notification(notificationFields, EXPECTED_TOKEN.slice(0, 32)),
      "not hex": notification(notificationFields, "z".repeat(64)),
    };
    for (const [name, forged] of Object.entries(cases)) {
      await expect(provider.verifyNotification(forged), name).rejects.toBeInstanceOf(NotificationRejected);
    }
  });

  it("signs the decoded values: characters the form encodes (&, +, é, spaces) verify", async () => {
    const fields = {
      ...notificationFields,
      cpm_designation: "Sécurité & santé + prévention",
      cpm_custom: "a=b&c",
    };
    const body = new URLSearchParams(fields).toString();
    expect(body).toContain("cpm_custom=a%3Db%26c");
    await expect(provider.verifyNotification(notification(fields))).resolves.toMatchObject({
      payload: fields,
    });
  });

  it("refuses a genuine token for another site of the merchant", async () => {
    const otherSite = { ...notificationFields, cpm_site_id: "999999" };
    await expect(provider.verifyNotification(notification(otherSite))).rejects.toThrow(/not ours/);
  });

  it("gives a retried notification the same event id, and a changed one another", () => {
    const again = cinetPayEventId({ ...notificationFields });
    const refused = cinetPayEventId({ ...notificationFields, cpm_error_message: "PAYMENT_FAILED" });
    expect(again).toBe(cinetPayEventId(notificationFields));
    expect(refused).not.toBe(again);
    expect(again.startsWith(`${REFERENCE}:`)).toBe(true);
  });
});

describe("CinetPay payment initialisation", () => {
  it("sends the documented fields to POST v2/payment and returns the payment page", async () => {
    const result = await provider.createCheckout(checkoutRequest);
    expect(result).toEqual({
      kind: "redirect",
      url: "https://checkout.cinetpay.com/payment/cp-token-1",
      providerReference: "cp-token-1",
    });
    const [request] = api.requests as [RecordedRequest];
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v2/payment");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      apikey: API_KEY,
      site_id: SITE_ID,
      transaction_id: REFERENCE,
      amount: 467_405,
      currency: "GNF",
      description: "Sécurité santé au travail 2 SST 1",
      notify_url: checkoutRequest.notifyUrl,
      return_url: checkoutRequest.successUrl,
      channels: "ALL",
      lang: "fr",
      metadata: REFERENCE,
      customer_name: "Mamadou Aliou",
      customer_surname: "Diallo",
      customer_email: "mamadou.diallo@example.com",
      customer_phone_number: "+224620000000",
      customer_address: "Conakry",
      customer_city: "Conakry",
      customer_country: "GN",
      customer_state: "GN",
      customer_zip_code: "00000",
    });
  });

  it("refuses euros, amounts CinetPay would refuse, and references it cannot take, without calling it", async () => {
    await expect(provider.createCheckout({ ...checkoutRequest, currency: "EUR" })).rejects.toThrow(/GNF/);
    for (const amountMinor of [0, -5, 467_403, 12.5]) {
      await expect(
        provider.createCheckout({ ...checkoutRequest, amountMinor }),
        String(amountMinor),
      ).rejects.toThrow(/multiple of 5/);
    }
    await expect(provider.createCheckout({ ...checkoutRequest, reference: "PAY_1" })).rejects.toThrow(
      /transaction id/,
    );
    expect(api.requests).toHaveLength(0);
  });

  it("reports CinetPay's refusal, and a payment page on another host", async () => {
    api.setRoute(() => ({
      status: 400,
      json: { code: "608", message: "MINIMUM_REQUIRED_FIELDS", description: "x" },
    }));
    await expect(provider.createCheckout(checkoutRequest)).rejects.toThrow(/608 MINIMUM_REQUIRED_FIELDS/);
    api.setRoute(() => ({
      json: { code: "201", data: { payment_token: "t", payment_url: "https://elsewhere.example/pay/t" } },
    }));
    await expect(provider.createCheckout(checkoutRequest)).rejects.toThrow(
      /outside https:\/\/checkout\.cinetpay\.com/,
    );
  });
});

describe("CinetPay payment check", () => {
  const cases: [string, unknown, object][] = [
    ["accepted", { status: "ACCEPTED" }, { status: "succeeded" }],
    ["refused", { status: "REFUSED" }, { status: "failed" }],
    ["waiting for the payer", { status: "WAITING_FOR_CUSTOMER" }, { status: "pending" }],
  ];

  it.each(cases)(
    "asks POST v2/payment/check and reads a payment that is %s",
    async (_name, data, expected) => {
      checkReply = {
        code: "00",
        message: "SUCCES",
        data: { amount: "467405", currency: "GNF", ...(data as object) },
      };
      const state = await provider.fetchState({ reference: REFERENCE, providerReference: "cp-token-1" });
      expect(state).toEqual({ amountMinor: 467_405, currency: "GNF", refundedMinor: 0, ...expected });
      const [request] = api.requests as [RecordedRequest];
      expect(request.path).toBe("/v2/payment/check");
      expect(JSON.parse(request.body)).toEqual({
        apikey: API_KEY,
        site_id: SITE_ID,
        transaction_id: REFERENCE,
      });
    },
  );

  it("refuses an answer without a status, amount or GNF currency", async () => {
    checkReply = { code: "627", message: "TRANSACTION_CANCEL" };
    await expect(provider.fetchState({ reference: REFERENCE, providerReference: "t" })).rejects.toThrow(
      /627/,
    );
    checkReply = { code: "00", data: { status: "ACCEPTED", amount: "", currency: "GNF" } };
    await expect(provider.fetchState({ reference: REFERENCE, providerReference: "t" })).rejects.toThrow(
      /amount/,
    );
    checkReply = { code: "00", data: { status: "ACCEPTED", amount: "100", currency: "XOF" } };
    await expect(provider.fetchState({ reference: REFERENCE, providerReference: "t" })).rejects.toThrow(
      /XOF/,
    );
  });
});

describe("CinetPay refunds and settings", () => {
  it("has no refund API: refunds are refused as unsupported", async () => {
    await expect(
      provider.refund({
        reference: REFERENCE,
        providerReference: "cp-token-1",
        amountMinor: 467_405,
        currency: "GNF",
        idempotencyKey: "refund-1",
      }),
    ).rejects.toBeInstanceOf(ProviderUnsupported);
    expect(api.requests).toHaveLength(0);
  });

  it("is off without keys, on with all three, and refuses some without the others", () => {
    expect(cinetPayProviderFromEnv({})).toBeNull();
    const keys = { CINETPAY_API_KEY: API_KEY, CINETPAY_SITE_ID: SITE_ID, CINETPAY_SECRET_KEY: SECRET_KEY };
    expect(cinetPayProviderFromEnv(keys)).toMatchObject({
      id: "cinetpay",
      currencies: ["GNF"],
      formActionOrigins: ["https://checkout.cinetpay.com"],
    });
    expect(() => cinetPayProviderFromEnv({ CINETPAY_API_KEY: API_KEY })).toThrow(EnvError);
    expect(() => parseEnv({ CINETPAY_API_KEY: API_KEY, CINETPAY_SITE_ID: SITE_ID })).toThrow(
      "Invalid configuration: CINETPAY_SECRET_KEY is required when CINETPAY_API_KEY and CINETPAY_SITE_ID is set",
    );
    expect(() => parseEnv({ ...keys, CINETPAY_SITE_ID: "abc" })).toThrow(
      /CINETPAY_SITE_ID must be the site id/,
    );
    expect(parseEnv(keys).CINETPAY_API_BASE_URL).toBe("https://api-checkout.cinetpay.com");
  });
});
