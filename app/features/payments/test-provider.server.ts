import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/database";
import { paymentEvents, payments } from "../../../db/schema";
import { localizePath } from "~/lib/language";
import {
  currencies,
  NotificationRejected,
  type Currency,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
} from "./provider";

/**
 * The local TEST MODE provider: its "hosted page" is ours (/payments/test/{reference}),
 * and its notifications are signed with an HMAC whose key is derived from the session secret,
 * then go through the same pipeline as a real provider's. What it "charged" is what its
 * notifications say; fetchState reads them back from payment_events, as a real provider's API
 * would answer from its own records.
 */
export const TEST_SIGNATURE_HEADER = "x-test-signature";
const KEY_PURPOSE = "payments.test-provider.v1";

/** What its page offers: approve, decline, or abandon (the checkout closes, nothing charged). */
export const testOutcomes = ["approve", "decline", "abandon"] as const;
export type TestOutcome = (typeof testOutcomes)[number];

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  reference: z.string().min(1).max(40),
  /** approve, decline or abandon from its page (abandon also from cancelCheckout); refund when refund() was called. */
  outcome: z.enum([...testOutcomes, "refund"] as const),
  /** The payment's amount. */
  amountMinor: z.number().int().positive(),
  currency: z.enum(currencies),
  /** A refund's own amount. */
  refundMinor: z.number().int().positive().optional(),
});
export type TestNotification = z.infer<typeof notificationSchema>;

function signingKey(secret: string): Buffer {
  return createHmac("sha256", secret).update(KEY_PURPOSE).digest();
}

function sign(secret: string, body: Buffer): Buffer {
  return createHmac("sha256", signingKey(secret)).update(body).digest();
}

/** A signed notification as the test provider sends it (the TEST MODE page, and tests). */
export function signedTestNotification(
  secret: string,
  notification: Omit<TestNotification, "id"> & { id?: string },
): IncomingNotification {
  const rawBody = Buffer.from(JSON.stringify({ ...notification, id: notification.id ?? randomUUID() }));
  const headers = new Headers({
    "Content-Type": "application/json",
    [TEST_SIGNATURE_HEADER]: sign(secret, rawBody).toString("hex"),
  });
  return { rawBody, headers };
}

/**
 * Where the test provider sends the notifications its refunds make: the same pipeline as the
 * webhook (notifications.server.ts), called in the process, as there is no one else to call it.
 */
export type TestNotificationSink = (
  provider: PaymentProvider,
  notification: IncomingNotification,
) => Promise<unknown>;

/** How long its checkout stays payable, as a Stripe Checkout Session does by default. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function testProvider({
  db,
  secrets,
  deliver,
  now = () => new Date(),
}: {
  db: Database;
  secrets: readonly string[];
  deliver?: TestNotificationSink;
  /** The clock its checkouts expire by (tests drive it). */
  now?: () => Date;
}): PaymentProvider {
  const provider: PaymentProvider = {
    id: "test",
    currencies,
    formActionOrigins: [],
    refundsByApi: true,
    async createCheckout(request) {
      // Its page is on our own origin, in the payer's language.
      const origin = new URL(request.successUrl).origin;
      return {
        kind: "redirect",
        url: `${origin}${localizePath(`/payments/test/${request.reference}`, request.lang)}`,
        providerReference: `test_${request.reference}`,
      };
    },
    async verifyNotification({ rawBody, headers }) {
      const given = headers.get(TEST_SIGNATURE_HEADER) ?? "";
      if (!/^[0-9a-f]{64}$/.test(given)) throw new NotificationRejected("missing or malformed signature");
      const bytes = Buffer.from(given, "hex");
      if (!secrets.some((secret) => timingSafeEqual(bytes, sign(secret, rawBody)))) {
        throw new NotificationRejected("signature does not match");
      }
      let parsed: TestNotification;
      try {
        parsed = notificationSchema.parse(JSON.parse(rawBody.toString("utf8")));
      } catch {
        throw new NotificationRejected("unreadable body");
      }
      return { eventId: parsed.id, reference: parsed.reference, payload: parsed };
    },
    /**
     * What its notifications said: approved if it ever was, else abandoned (a closed checkout
     * cannot be paid any more, as at a real provider), else the last decline; less what its
     * refunds gave back. Before
     * any, the checkout is open (pending) for a day, then expired, like a Stripe Checkout Session.
     */
    async fetchState(payment): Promise<ProviderPaymentState> {
      const rows = await db
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "test"), eq(paymentEvents.reference, payment.reference)))
        .orderBy(asc(paymentEvents.id));
      const events = rows.flatMap((row) => {
        const parsed = notificationSchema.safeParse(row.payload);
        return parsed.success ? [parsed.data] : [];
      });
      // Once abandoned, the checkout is closed: nothing said after it counts.
      const abandonedAt = events.findIndex((event) => event.outcome === "abandon");
      const answers = (abandonedAt < 0 ? events : events.slice(0, abandonedAt + 1)).filter(
        (event) => event.outcome !== "refund",
      );
      const outcome =
        answers.find((event) => event.outcome === "approve") ??
        answers.find((event) => event.outcome === "abandon") ??
        answers.at(-1);
      if (!outcome) return openCheckoutState(payment.reference);
      if (outcome.outcome === "abandon") {
        return {
          status: "expired",
          amountMinor: outcome.amountMinor,
          currency: outcome.currency,
          refundedMinor: 0,
        };
      }
      const refundedMinor = Math.min(
        outcome.amountMinor,
        events.reduce(
          (total, event) => total + (event.outcome === "refund" ? (event.refundMinor ?? 0) : 0),
          0,
        ),
      );
      const approved = outcome.outcome === "approve";
      return {
        status: !approved ? "failed" : refundedMinor >= outcome.amountMinor ? "refunded" : "succeeded",
        amountMinor: outcome.amountMinor,
        currency: outcome.currency,
        refundedMinor: approved ? refundedMinor : 0,
      };
    },
    /**
     * Refunds at once and says so in a signed notification, whose id is the idempotency key:
     * the same refund asked twice is one event, so it gives the money back once.
     */
    /** Closes an unanswered checkout, as its page's Abandon does, through the pipeline. */
    async cancelCheckout({ reference }) {
      const state = await provider.fetchState({ reference, providerReference: "" });
      if (state.status !== "pending") return;
      const [secret] = secrets;
      if (!secret) throw new Error("no secret to sign test notifications with");
      if (!deliver) throw new Error("the test provider has nowhere to send its notification");
      await deliver(
        provider,
        signedTestNotification(secret, {
          reference,
          outcome: "abandon",
          amountMinor: state.amountMinor,
          currency: state.currency,
        }),
      );
    },
    async refund(request) {
      const [secret] = secrets;
      if (!secret) throw new Error("no secret to sign test notifications with");
      const refundReference = `test_refund_${request.idempotencyKey}`;
      const notification = signedTestNotification(secret, {
        id: refundReference,
        reference: request.reference,
        outcome: "refund",
        amountMinor: await paidAmount(request.reference),
        currency: request.currency,
        refundMinor: request.amountMinor,
      });
      if (!deliver) throw new Error("the test provider has nowhere to send its refund's notification");
      await deliver(provider, notification);
      return { refundReference };
    },
  };

  /** A checkout nobody has answered: open for a day after it was made, then expired. */
  async function openCheckoutState(reference: string): Promise<ProviderPaymentState> {
    const [row] = await db
      .select({
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.provider, "test")))
      .limit(1);
    if (!row) throw new NotificationRejected(`no test payment ${reference}`);
    const open = now().getTime() - row.createdAt.getTime() < CHECKOUT_LIFETIME_MS;
    return {
      status: open ? "pending" : "expired",
      amountMinor: row.amountMinor,
      currency: row.currency as Currency,
      refundedMinor: 0,
    };
  }

  async function paidAmount(reference: string): Promise<number> {
    const state = await provider.fetchState({ reference, providerReference: "" });
    return state.amountMinor;
  }

  return provider;
}
