/*
 * Stripe Checkout (ADR 1002): euros, cards and whatever methods the Stripe account enables.
 * The payer goes to Stripe's hosted page; what they paid is learnt from a signed webhook, then
 * confirmed by asking Stripe (fetchState), never from the event's copy of the objects.
 */
import Stripe from "stripe";
import { EnvError, type Env } from "~/lib/env.server";
import {
  NotificationRejected,
  type CheckoutRequest,
  type CheckoutResult,
  type IgnoredNotification,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundRequest,
  type VerifiedNotification,
} from "../provider";

export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
/** How old (or early) a signature may be: Stripe's own default. */
const DEFAULT_TOLERANCE_SECONDS = 300;

/** Where a notification about one of our payments comes from; anything else is not for us. */
const handledEventTypes = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
]);

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local listener standing in for api.stripe.com (tests); the real API when absent. */
  apiBaseUrl?: string;
  /** Seconds a signature stays valid; Stripe's default (300) unless a test says otherwise. */
  signatureToleranceSeconds?: number;
}

function clientOptions(apiBaseUrl: string | undefined): Stripe.StripeConfig {
  // The SDK retries a failed call itself (with the same idempotency key): twice, quickly.
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBaseUrl) return base;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...base, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Our payment's reference as it was put on the session (client_reference_id and metadata). */
function sessionReference(session: Stripe.Checkout.Session): string | undefined {
  return session.client_reference_id ?? session.metadata?.reference ?? undefined;
}

function ensureEuros(currency: string, amountMinor: number) {
  if (currency !== "EUR") throw new Error(`Stripe Checkout is set up for EUR here, not ${currency}`);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`an amount in cents must be a whole number > 0, not ${amountMinor}`);
  }
}

export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBaseUrl));

  async function retrieveOurSession(reference: string, providerReference: string, expand: string[] = []) {
    const session = await stripe.checkout.sessions.retrieve(providerReference, { expand });
    // A session id that is not the one we created for this payment is never acted upon.
    if (sessionReference(session) !== reference) {
      throw new Error(`Stripe session ${providerReference} does not belong to payment ${reference}`);
    }
    return session;
  }

  /** Our reference for an event we handle; a refund's charge may lack it, its payment intent has it. */
  async function referenceOf(event: Stripe.Event): Promise<string | undefined> {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
      case "checkout.session.async_payment_failed":
      case "checkout.session.expired":
        return sessionReference(event.data.object);
      case "charge.refunded": {
        const charge = event.data.object;
        if (charge.metadata?.reference) return charge.metadata.reference;
        const intent = charge.payment_intent;
        if (!intent) return undefined;
        const paymentIntent =
          typeof intent === "string" ? await stripe.paymentIntents.retrieve(intent) : intent;
        return paymentIntent.metadata?.reference || undefined;
      }
      default:
        return undefined;
    }
  }

  return {
    id: "stripe",
    currencies: ["EUR"],
    formActionOrigins: [STRIPE_CHECKOUT_ORIGIN],
    refundsByApi: true,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      ensureEuros(request.currency, request.amountMinor);
      const metadata = { reference: request.reference };
      // No payment_method_types: the methods are the account's Checkout defaults.
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "eur",
                unit_amount: request.amountMinor,
                product_data: { name: request.productName },
              },
            },
          ],
          customer_email: request.customer.email,
          locale: request.lang,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.reference,
          metadata,
          // On the payment intent too, so that its charge and refund events lead back to us.
          payment_intent_data: { metadata },
        },
        // A retried start (double click, network retry) gets the same session, never a second one.
        { idempotencyKey: `checkout-${request.reference}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { kind: "redirect", url: session.url, providerReference: session.id };
    },

    async verifyNotification({
      rawBody,
      headers,
    }: IncomingNotification): Promise<VerifiedNotification | IgnoredNotification> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new NotificationRejected("no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        // The signature covers these exact bytes and a timestamp: a replay older than the
        // tolerance (5 minutes) is refused like a forgery.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          options.signatureToleranceSeconds,
        );
      } catch (error) {
        throw new NotificationRejected(
          `Stripe signature refused: ${error instanceof Error ? error.message : "invalid"}`,
        );
      }
      // The SDK refuses a timestamp older than the tolerance but not one in the future: a
      // signature made ahead of time would stay replayable until long after. Refused alike.
      const signedAt = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1]);
      const tolerance = options.signatureToleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
      if (signedAt - Math.floor(Date.now() / 1000) > tolerance) {
        throw new NotificationRejected("Stripe signature refused: its timestamp is in the future");
      }
      if (!handledEventTypes.has(event.type)) {
        return { ignored: `Stripe event type ${event.type} is not one this site uses` };
      }
      const reference = await referenceOf(event);
      if (!reference) return { ignored: `Stripe event ${event.id} is not about one of our payments` };
      return { eventId: event.id, reference, payload: event };
    },

    async fetchState({ reference, providerReference }): Promise<ProviderPaymentState> {
      const session = await retrieveOurSession(reference, providerReference, [
        "payment_intent.latest_charge",
      ]);
      const currency = session.currency?.toUpperCase();
      if (currency !== "EUR")
        throw new Error(`Stripe session ${session.id} is in ${currency ?? "no currency"}`);
      const amountMinor = session.amount_total ?? 0;
      const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      const refundedMinor = charge?.amount_refunded ?? 0;
      return {
        status: statusOf(session, intent, refundedMinor, amountMinor),
        amountMinor,
        currency,
        refundedMinor,
      };
    },

    async cancelCheckout({ reference, providerReference }) {
      const session = await retrieveOurSession(reference, providerReference);
      // Only an open session can be expired; a complete one was paid (or is being paid).
      if (session.status !== "open") return;
      await stripe.checkout.sessions.expire(providerReference, {}, { idempotencyKey: `expire-${reference}` });
    },

    async refund(request: RefundRequest): Promise<{ refundReference: string }> {
      ensureEuros(request.currency, request.amountMinor);
      const session = await retrieveOurSession(request.reference, request.providerReference);
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === "string" ? intent : intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${session.id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amountMinor,
          metadata: { reference: request.reference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundReference: refund.id };
    },
  };
}

/** The session, its payment intent and charge, read as one of our five states. */
function statusOf(
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | null,
  refundedMinor: number,
  amountMinor: number,
): ProviderPaymentState["status"] {
  if (session.status === "expired") return "expired";
  if (session.payment_status === "paid" || intent?.status === "succeeded") {
    return amountMinor > 0 && refundedMinor >= amountMinor ? "refunded" : "succeeded";
  }
  // A delayed method (a SEPA debit...) that failed leaves a complete session whose intent wants
  // another payment method or was cancelled (checkout.session.async_payment_failed).
  if (
    session.status === "complete" &&
    (intent?.status === "requires_payment_method" || intent?.status === "canceled")
  ) {
    return "failed";
  }
  return "pending";
}

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE_URL">;

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, null when neither is; one
 * without the other stops the start (parseEnv says it first; this is the same rule for callers
 * that build the settings by hand).
 */
export function stripeProviderFromEnv(env: StripeEnv): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    const missing = secretKey ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    const present = secretKey ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET";
    throw new EnvError(`Invalid configuration: ${missing} is required when ${present} is set`);
  }
  return stripeProvider({ secretKey, webhookSecret, apiBaseUrl: env.STRIPE_API_BASE_URL });
}
