/*
 * CinetPay (ADR 1003): Guinean francs, Orange Money Guinea and cards, on CinetPay's hosted
 * payment page (its "guichet"). A notification is believed only when its x-token HMAC holds;
 * even then, the payment's state is what CinetPay's check endpoint says (fetchState).
 * API: docs.cinetpay.com/api/1.0-en/checkout (initialisation, notification, verification, hmac).
 */
import { EnvError, type Env } from "~/lib/env.server";
import { siteConfig } from "~/lib/site-config";
import { CINETPAY_GNF_STEP } from "../gnf-amount";
import {
  NotificationRejected,
  ProviderUnsupported,
  type CheckoutRequest,
  type CheckoutResult,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type VerifiedNotification,
} from "../provider";
import { cinetPayEventId, isCinetPayTokenValid } from "./cinetpay-signature.server";

export const CINETPAY_API_BASE_URL = "https://api-checkout.cinetpay.com";
/** The host of the payment_url CinetPay returns (https://checkout.cinetpay.com/payment/<token>). */
export const CINETPAY_CHECKOUT_ORIGIN = "https://checkout.cinetpay.com";

export interface CinetPayProviderOptions {
  apiKey: string;
  siteId: string;
  secretKey: string;
  /** CinetPay's API, or a local listener standing in for it (tests). */
  apiBaseUrl?: string;
}

/** CinetPay asks for no `#`, `/`, `$`, `_` or `&` in the description (initialisation page). */
const forbiddenCharacters = /[#/$_&]/g;

/** One of CinetPay's JSON answers: `code` "201" (created) or "00" (success), or an error code. */
interface CinetPayAnswer {
  code?: string;
  message?: string;
  description?: string;
  data?: Record<string, unknown> | null;
}

function explain(answer: CinetPayAnswer): string {
  return [answer.code, answer.message, answer.description].filter(Boolean).join(" ");
}

/** The payer's name split as CinetPay wants it: first names, then surname (the last word). */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first: words[0] ?? "", last: words[0] ?? "" };
  return { first: words.slice(0, -1).join(" "), last: words.at(-1) as string };
}

function checkRequest(request: CheckoutRequest) {
  if (request.currency !== "GNF") throw new Error(`CinetPay is set up for GNF here, not ${request.currency}`);
  const amount = request.amountMinor;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % CINETPAY_GNF_STEP !== 0) {
    throw new Error(`CinetPay needs a whole GNF amount > 0 that is a multiple of 5, not ${amount}`);
  }
  if (/[#/$_&\s]/.test(request.reference)) {
    throw new Error(`payment reference ${request.reference} cannot be a CinetPay transaction id`);
  }
}

/** ACCEPTED and REFUSED are final (verification page); anything else is still under way. */
function statusOf(status: unknown): ProviderPaymentState["status"] {
  if (status === "ACCEPTED") return "succeeded";
  if (status === "REFUSED" || status === "CANCELED" || status === "CANCELLED") return "failed";
  return "pending";
}

export function cinetPayProvider(options: CinetPayProviderOptions): PaymentProvider {
  const baseUrl = (options.apiBaseUrl ?? CINETPAY_API_BASE_URL).replace(/\/+$/, "");

  async function post(path: string, body: Record<string, unknown>): Promise<CinetPayAnswer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as CinetPayAnswer;
    } catch {
      throw new Error(`CinetPay ${path} answered ${response.status} with a body that is not JSON`);
    }
  }

  return {
    id: "cinetpay",
    currencies: ["GNF"],
    formActionOrigins: [CINETPAY_CHECKOUT_ORIGIN],
    refundsByApi: false,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      checkRequest(request);
      const { first, last } = splitName(request.customer.name);
      const description = request.productName.replace(forbiddenCharacters, " ").replace(/\s+/g, " ").trim();
      const answer = await post("/v2/payment", {
        apikey: options.apiKey,
        site_id: options.siteId,
        // Our reference is the transaction id: the notification and the check name it.
        transaction_id: request.reference,
        amount: request.amountMinor,
        currency: "GNF",
        description: description || "Paiement",
        notify_url: request.notifyUrl,
        // CinetPay has one way back, whatever happened; the return page reads our database.
        return_url: request.successUrl,
        channels: "ALL",
        lang: request.lang,
        metadata: request.reference,
        customer_name: first,
        customer_surname: last,
        customer_email: request.customer.email,
        ...(request.customer.phone ? { customer_phone_number: request.customer.phone } : {}),
        // Cards need a billing address, which registrations do not collect: the payer is
        // presumed in Guinea, where this CinetPay account takes payments (ADR 1003).
        customer_address: siteConfig.address.city,
        customer_city: siteConfig.address.city,
        customer_country: siteConfig.address.countryCode,
        customer_state: siteConfig.address.countryCode,
        customer_zip_code: "00000",
      });
      const url = answer.data?.payment_url;
      const token = answer.data?.payment_token;
      if (answer.code !== "201" || typeof url !== "string" || typeof token !== "string") {
        throw new Error(`CinetPay refused payment ${request.reference}: ${explain(answer) || "no answer"}`);
      }
      // The CSP lets forms go to CinetPay's page only: another host would be blocked there.
      if (!URL.canParse(url) || new URL(url).origin !== CINETPAY_CHECKOUT_ORIGIN) {
        throw new Error(`CinetPay returned a payment page outside ${CINETPAY_CHECKOUT_ORIGIN}`);
      }
      return { kind: "redirect", url, providerReference: token };
    },

    async verifyNotification({ rawBody, headers }: IncomingNotification): Promise<VerifiedNotification> {
      // Form values (application/x-www-form-urlencoded), decoded as the documentation's PHP reads them.
      const fields = Object.fromEntries(new URLSearchParams(rawBody.toString("utf8")));
      if (!isCinetPayTokenValid(fields, headers.get("x-token"), options.secretKey)) {
        throw new NotificationRejected("CinetPay x-token missing or not the HMAC of the notification");
      }
      if (fields.cpm_site_id !== options.siteId) {
        throw new NotificationRejected(
          `CinetPay notification for site ${fields.cpm_site_id ?? "?"}, not ours`,
        );
      }
      const reference = fields.cpm_trans_id;
      if (!reference) throw new NotificationRejected("CinetPay notification without cpm_trans_id");
      return { eventId: cinetPayEventId(fields), reference, payload: fields };
    },

    async fetchState({ reference }): Promise<ProviderPaymentState> {
      const answer = await post("/v2/payment/check", {
        apikey: options.apiKey,
        site_id: options.siteId,
        transaction_id: reference,
      });
      const data = answer.data;
      if (!data || typeof data.status !== "string") {
        throw new Error(`CinetPay could not check payment ${reference}: ${explain(answer) || "no answer"}`);
      }
      // "467405" (a string in the documented answers) or a number; "" or "12.5" is no amount.
      const amountMinor = /^\d+$/.test(String(data.amount)) ? Number(data.amount) : Number.NaN;
      if (!Number.isSafeInteger(amountMinor))
        throw new Error(`CinetPay gave no whole amount for ${reference}`);
      if (data.currency !== "GNF")
        throw new Error(`CinetPay payment ${reference} is in ${String(data.currency)}`);
      return { status: statusOf(data.status), amountMinor, currency: "GNF", refundedMinor: 0 };
    },

    refund(): Promise<{ refundReference: string }> {
      // The checkout API has initialisation, notification and verification, and no refund.
      return Promise.reject(
        new ProviderUnsupported(
          "CinetPay has no refund API: refund the payer by hand (Orange Money or the CinetPay back office)",
        ),
      );
    },
  };
}

type CinetPayEnv = Partial<
  Pick<Env, "CINETPAY_API_KEY" | "CINETPAY_SITE_ID" | "CINETPAY_SECRET_KEY" | "CINETPAY_API_BASE_URL">
>;
const cinetPayKeys = ["CINETPAY_API_KEY", "CINETPAY_SITE_ID", "CINETPAY_SECRET_KEY"] as const;

/**
 * CinetPay when its three keys are set, null when none is; some without the others stops the
 * start (parseEnv says it first; the same rule for callers that build the settings by hand).
 */
export function cinetPayProviderFromEnv(env: CinetPayEnv): PaymentProvider | null {
  const missing = cinetPayKeys.filter((name) => !env[name]);
  if (missing.length === cinetPayKeys.length) return null;
  if (missing.length > 0) {
    const present = cinetPayKeys.filter((name) => env[name]).join(" and ");
    throw new EnvError(`Invalid configuration: ${missing[0]} is required when ${present} is set`);
  }
  return cinetPayProvider({
    apiKey: env.CINETPAY_API_KEY as string,
    siteId: env.CINETPAY_SITE_ID as string,
    secretKey: env.CINETPAY_SECRET_KEY as string,
    apiBaseUrl: env.CINETPAY_API_BASE_URL,
  });
}
