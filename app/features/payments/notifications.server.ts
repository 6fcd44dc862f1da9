import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { paymentEvents, payments } from "../../../db/schema";
import { and, eq } from "drizzle-orm";
import { NotificationRejected, type IncomingNotification, type PaymentProvider } from "./provider";
import { sendRefund } from "./refunds.server";
import { applyProviderState, type StateChangeOutcome } from "./state-change.server";

export type NotificationLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type NotificationOutcome =
  | { kind: "rejected"; reason: string }
  | { kind: "ignored"; reason: string }
  | { kind: "duplicate"; eventId: string }
  | { kind: "processed"; eventId: string; change: StateChangeOutcome };

/**
 * One provider notification, the same path for every provider (ADR 1001): verify the signature
 * on the raw bytes → record the event (the same event again does nothing) → ask the provider
 * for the payment's state, never trusting the notification's word → apply it once, with the
 * amount and currency checked against the stored payment.
 */
export async function handleNotification(
  db: Database,
  provider: PaymentProvider,
  notification: IncomingNotification,
  {
    logger,
    siteUrl,
    now = () => new Date(),
  }: {
    logger: NotificationLogger | Pick<Logger, "info" | "warn" | "error">;
    siteUrl: string;
    now?: () => Date;
  },
): Promise<NotificationOutcome> {
  let verified;
  try {
    verified = await provider.verifyNotification(notification);
  } catch (error) {
    if (error instanceof NotificationRejected) {
      logger.warn(
        { event: "payment.notification_rejected", provider: provider.id, reason: error.message },
        "payment notification rejected",
      );
      return { kind: "rejected", reason: error.message };
    }
    throw error;
  }
  if ("ignored" in verified) {
    logger.info(
      { event: "payment.notification_ignored", provider: provider.id, reason: verified.ignored },
      "payment notification ignored",
    );
    return { kind: "ignored", reason: verified.ignored };
  }
  const inserted = await db
    .insert(paymentEvents)
    .values({
      provider: provider.id,
      eventId: verified.eventId,
      reference: verified.reference,
      payload: verified.payload ?? {},
      receivedAt: now(),
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  if (inserted.length === 0) return { kind: "duplicate", eventId: verified.eventId };

  const [payment] = await db
    .select({ reference: payments.reference, providerReference: payments.providerReference })
    .from(payments)
    .where(and(eq(payments.reference, verified.reference), eq(payments.provider, provider.id)))
    .limit(1);
  if (!payment) {
    logger.warn(
      { event: "payment.unknown_reference", provider: provider.id, eventId: verified.eventId },
      "payment notification for an unknown payment",
    );
    return { kind: "processed", eventId: verified.eventId, change: { kind: "unknown-payment" } };
  }
  const state = await provider.fetchState({
    reference: payment.reference,
    providerReference: payment.providerReference ?? "",
  });
  const change = await applyProviderState(
    db,
    { reference: payment.reference, provider: provider.id, refundsByApi: provider.refundsByApi },
    state,
    { kind: "system", note: `${provider.id} event ${verified.eventId}` },
    { siteUrl, now: now() },
  );
  if (change.kind === "changed" && change.refundId !== undefined) {
    // A payment for a registration that had ended: refunded once the change is committed (ADR 1005).
    const sent = await sendRefund(db, change.refundId, provider, { siteUrl, now: now() });
    logger[sent.ok ? "info" : "error"](
      { event: "payment.late_refund", provider: provider.id, reference: payment.reference, ...sent },
      sent.ok ? "late payment refunded" : "late payment could not be refunded: staff must do it",
    );
  }
  if (change.kind === "amount-mismatch") {
    logger.error(
      { event: "payment.amount_mismatch", provider: provider.id, reference: payment.reference, ...change },
      "payment amount differs from the provider's: nothing changed",
    );
  } else if (change.kind === "changed") {
    logger.info(
      {
        event: "payment.status",
        provider: provider.id,
        reference: payment.reference,
        from: change.from,
        to: change.to,
      },
      "payment status changed",
    );
  }
  return { kind: "processed", eventId: verified.eventId, change };
}
