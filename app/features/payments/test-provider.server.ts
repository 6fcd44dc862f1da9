import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/database";
import { paymentEvents } from "../../../db/schema";
import { localizePath } from "~/lib/language";
import {
  currencies,
  NotificationRejected,
  ProviderUnsupported,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
} from "./provider";

/**
 * The local TEST MODE provider (issue 10): its "hosted page" is ours (/payments/test/{reference}),
 * and its notifications are signed with an HMAC whose key is derived from the session secret,
 * then go through the same pipeline as a real provider's. What it "charged" is what its
 * notifications say; fetchState reads them back from payment_events, as a real provider's API
 * would answer from its own records.
 */
export const TEST_SIGNATURE_HEADER = "x-test-signature";
const KEY_PURPOSE = "payments.test-provider.v1";

export const testOutcomes = ["approve", "decline"] as const;
export type TestOutcome = (typeof testOutcomes)[number];

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  reference: z.string().min(1).max(40),
  outcome: z.enum(testOutcomes),
  amountMinor: z.number().int().positive(),
  currency: z.enum(currencies),
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

export function testProvider({ db, secrets }: { db: Database; secrets: readonly string[] }): PaymentProvider {
  return {
    id: "test",
    currencies,
    formActionOrigins: [],
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
    async fetchState(payment): Promise<ProviderPaymentState> {
      const [latest] = await db
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "test"), eq(paymentEvents.reference, payment.reference)))
        .orderBy(desc(paymentEvents.id))
        .limit(1);
      const event = notificationSchema.safeParse(latest?.payload);
      if (!event.success) throw new NotificationRejected(`no test payment ${payment.reference}`);
      return {
        status: event.data.outcome === "approve" ? "succeeded" : "failed",
        amountMinor: event.data.amountMinor,
        currency: event.data.currency,
        refundedMinor: 0,
      };
    },
    async refund() {
      throw new ProviderUnsupported("the test provider does not refund (out of this issue's first part)");
    },
  };
}
