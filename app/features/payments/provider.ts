/*
 * The one interface every payment provider implements (Stripe Checkout, CinetPay, bank
 * transfer, the local test provider). The pipeline (notifications, holds, receipts, refunds)
 * only ever talks to this: a provider turns a payment we decided into a place to send the
 * payer, proves that a notification is genuinely its own, and tells the truth about a payment
 * when asked. It never decides an amount: amounts come from our database (ADR 1001).
 */

export const currencies = ["EUR", "GNF"] as const;
export type Currency = (typeof currencies)[number];

export const providerIds = ["stripe", "cinetpay", "bank-transfer", "test"] as const;
export type ProviderId = (typeof providerIds)[number];

/** A payment's state as the provider knows it. */
export type ProviderPaymentStatus = "pending" | "succeeded" | "failed" | "expired" | "refunded";

export interface CheckoutRequest {
  /**
   * Our unique reference of the payment (payments.reference): the provider's transaction id
   * where it takes one (CinetPay), its metadata otherwise (Stripe), and the base of the
   * idempotency key, so that a retried start never creates a second charge.
   */
  reference: string;
  /** In the currency's minor units (cents for EUR; GNF has none). */
  amountMinor: number;
  currency: Currency;
  /** What the payer sees at the provider (the course's title, or 'Formation test'). */
  productName: string;
  lang: "fr" | "en";
  customer: { email: string; name: string; phone?: string };
  /** Absolute URLs back to the site. */
  successUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

export type CheckoutResult =
  /** Send the payer's browser there (a 303, or the form's target). */
  | { kind: "redirect"; url: string; providerReference: string }
  /** Nothing to visit: show the payer instructions (bank transfer). */
  | { kind: "instructions"; providerReference: string };

export interface IncomingNotification {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: Buffer;
  headers: Headers;
}

export interface VerifiedNotification {
  /** Unique per provider: payment_events(provider, event_id) makes a replay do nothing. */
  eventId: string;
  /** Our payments.reference the notification is about. */
  reference: string;
  /** What is stored in payment_events.payload (the parsed body). */
  payload: unknown;
}

export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: Currency;
  /** How much of it has been refunded, in minor units. */
  refundedMinor: number;
}

export interface RefundRequest {
  reference: string;
  providerReference: string;
  /** Full or partial, in minor units. */
  amountMinor: number;
  currency: Currency;
  /** Same key, same refund: a retried command never refunds twice. */
  idempotencyKey: string;
}

/**
 * A genuine notification that is not about one of our payments (an event type we do not use,
 * a payment another integration of the same account made): answered 200, so the provider
 * stops sending it, and nothing changes.
 */
export interface IgnoredNotification {
  ignored: string;
}

/** A notification that is not genuinely the provider's: answered 400, nothing changes. */
export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotificationRejected";
  }
}

/** A provider that cannot do what was asked (a refund through a provider without a refund API). */
export class ProviderUnsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ProviderUnsupported";
  }
}

export interface PaymentProvider {
  readonly id: ProviderId;
  /** The currencies it takes; the pipeline picks the amount in one of them. */
  readonly currencies: readonly Currency[];
  /** Origins our pages may post or redirect to for this provider (CSP form-action). */
  readonly formActionOrigins: readonly string[];
  /**
   * Whether refund() gives money back by itself (Stripe, the test provider). Without it staff
   * refund by hand: the pipeline flags the payment for them and tells the payer so (ADR 1005).
   */
  readonly refundsByApi: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Throws NotificationRejected when the signature (or anything else) does not hold. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | IgnoredNotification>;
  /** The provider's own view, asked after every notification: never the notification's word. */
  fetchState(payment: { reference: string; providerReference: string }): Promise<ProviderPaymentState>;
  refund(request: RefundRequest): Promise<{ refundReference: string }>;
  /**
   * Closes a checkout the payer may still complete (Stripe expires its Checkout Session), before
   * another payment of the same registration starts or when the payer abandons it. A checkout
   * already paid stays paid: the caller asks fetchState afterwards either way. Absent where the
   * provider cannot close one (CinetPay, bank transfer).
   */
  cancelCheckout?(payment: { reference: string; providerReference: string }): Promise<void>;
}
