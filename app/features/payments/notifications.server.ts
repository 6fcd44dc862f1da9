import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { paymentEvents, payments } from "../../../db/schema";
import { NotificationRejected, type IncomingNotification, type PaymentProvider } from "./provider";
import {
  applyLookedUpState,
  followUpChange,
  lookUpState,
  type PaymentLogger,
} from "./provider-lookup.server";
import type { StateChangeOutcome } from "./state-change.server";

export type NotificationLogger = PaymentLogger;

export type NotificationOutcome =
  | { kind: "rejected"; reason: string }
  | { kind: "ignored"; reason: string }
  | { kind: "duplicate"; eventId: string }
  /** The provider could not be asked: the event waits, unprocessed, for its next delivery. */
  | { kind: "retry"; eventId: string; reason: string }
  | { kind: "processed"; eventId: string; change: StateChangeOutcome };

/**
 * One provider notification, the same path for every provider (ADR 1001, ADR 1007): verify the
 * signature on the raw bytes → record the event (kept even if what follows fails) → ask the
 * provider for the payment's state, never trusting the notification's word → in one
 * transaction, claim the event (processed_at) and apply the state. An event is processed at
 * least once (a failed lookup or a crash before the commit leaves it unprocessed, and the
 * provider's next delivery takes it up) and applied exactly once (its claim and its effect
 * commit together, and a second claim finds it taken).
 */
export async function handleNotification(
  db: Database,
  provider: PaymentProvider,
  notification: IncomingNotification,
  {
    logger,
    siteUrl,
    staffEmail,
    now = () => new Date(),
  }: {
    logger: NotificationLogger;
    siteUrl: string;
    /** Where staff notices go (STAFF_EMAIL), else the contact address of the settings. */
    staffEmail?: string;
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
  const { eventId } = verified;
  await db
    .insert(paymentEvents)
    .values({
      provider: provider.id,
      eventId,
      reference: verified.reference,
      payload: verified.payload ?? {},
      receivedAt: now(),
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] });
  const [event] = await db
    .select({ id: paymentEvents.id, processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.id), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  if (!event) throw new Error(`payment event ${provider.id}/${eventId} was not recorded`);
  if (event.processedAt) return { kind: "duplicate", eventId };

  /** Marks the event processed unless another delivery did: true when this one did. */
  const claim = async (executor: Pick<Database, "update">) =>
    (
      await executor
        .update(paymentEvents)
        .set({ processedAt: now() })
        .where(and(eq(paymentEvents.id, event.id), isNull(paymentEvents.processedAt)))
        .returning({ id: paymentEvents.id })
    ).length > 0;

  const [payment] = await db
    .select({ reference: payments.reference, providerReference: payments.providerReference })
    .from(payments)
    .where(and(eq(payments.reference, verified.reference), eq(payments.provider, provider.id)))
    .limit(1);
  if (!payment) {
    logger.warn(
      { event: "payment.unknown_reference", provider: provider.id, eventId },
      "payment notification for an unknown payment",
    );
    if (!(await claim(db))) return { kind: "duplicate", eventId };
    return { kind: "processed", eventId, change: { kind: "unknown-payment" } };
  }
  const lookup = await lookUpState(provider, payment);
  if (!lookup.ok) {
    logger.error(
      {
        event: "payment.lookup_failed",
        provider: provider.id,
        reference: payment.reference,
        eventId,
        reason: lookup.reason,
      },
      "the provider could not be asked about the payment: the notification waits for its next delivery",
    );
    return { kind: "retry", eventId, reason: lookup.reason };
  }
  const at = now();
  const change = await applyLookedUpState(db, provider, payment.reference, lookup.state, {
    actor: { kind: "system", note: `${provider.id} event ${eventId}` },
    siteUrl,
    staffEmail,
    now: at,
    claim,
  });
  if (!change) return { kind: "duplicate", eventId };
  await followUpChange(db, provider, payment.reference, change, {
    logger,
    siteUrl,
    now: at,
    source: `event ${eventId}`,
  });
  return { kind: "processed", eventId, change };
}
