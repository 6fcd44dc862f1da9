import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { smsOutbox, user } from "../../../db/schema";
import { describeSendError } from "~/features/mail/deliver.server";
import { backoffDelay, leaseForSend, type RetryPolicy } from "~/features/mail/outbox.server";
import { nextSendableTime } from "./quiet-hours";
import { PermanentSmsError, type SmsProvider } from "./providers.server";
import {
  claimNextSms,
  deferSms,
  IN_FLIGHT,
  markInFlight,
  markSmsSent,
  suppressSms,
  textsToday,
  type SmsClaim,
} from "./sms-outbox.server";

type SmsLogger = Pick<Logger, "info" | "warn" | "error">;

export type SmsOutcome = "sent" | "retrying" | "failed" | "suppressed" | "deferred" | "lost";

export interface SmsDeliveryOptions {
  policy: RetryPolicy;
  /** Texts one person may receive a day, in their time zone. */
  dailyCap: number;
  now?: () => Date;
}

/** Withdraws the consent of everyone whose number this is (STOP, or the operator's opt-out list). */
export async function withdrawSmsConsent(db: Database, number: string): Promise<number> {
  const updated = await db
    .update(user)
    .set({ smsConsent: false })
    .where(and(eq(user.phone, number), eq(user.smsConsent, true)))
    .returning({ id: user.id });
  return updated.length;
}

async function recordFailure(
  db: Database,
  claim: SmsClaim,
  reason: string,
  policy: RetryPolicy,
  now: Date,
  final: boolean,
): Promise<"retry" | "failed" | "lost"> {
  const attempts = claim.row.attempts;
  const givenUp = final || attempts >= policy.maxAttempts;
  // A retry lands outside the quiet hours too.
  const next = new Date(now.getTime() + backoffDelay(attempts, policy));
  const updated = await db
    .update(smsOutbox)
    .set({
      status: givenUp ? "failed" : "pending",
      nextAttemptAt: nextSendableTime(next, claim.person?.timeZone ?? "Africa/Conakry"),
      lockedUntil: null,
      claimToken: null,
      lastError: reason.slice(0, 2000),
    })
    .where(and(eq(smsOutbox.id, claim.row.id), eq(smsOutbox.claimToken, claim.token)))
    .returning({ id: smsOutbox.id });
  if (updated.length !== 1) return "lost";
  return givenUp ? "failed" : "retry";
}

/**
 * Claims the next due text and settles it: the person's consent, quiet hours and daily cap are
 * checked again at send time (they may have replied STOP, or a retry may fall in the night);
 * then it is marked in flight, handed to the provider and its outcome recorded.
 */
export async function deliverNextSms(
  db: Database,
  provider: SmsProvider,
  logger: SmsLogger,
  { policy, dailyCap, now = () => new Date() }: SmsDeliveryOptions,
): Promise<SmsOutcome | undefined> {
  const claim = await claimNextSms(db, { leaseMs: leaseForSend(provider.maxSendMs), now: now() });
  if (!claim) return undefined;
  const { id, kind } = claim.row;
  if (!claim.person?.consent) {
    await suppressSms(db, claim, "the person does not accept texts any more");
    return "suppressed";
  }
  const person = { ...claim, person: claim.person };
  const sendable = nextSendableTime(now(), claim.person.timeZone);
  if (sendable.getTime() > now().getTime()) {
    await deferSms(db, claim, sendable);
    return "deferred";
  }
  if ((await textsToday(db, person, now())) >= dailyCap) {
    await suppressSms(db, claim, `daily cap of ${dailyCap} texts reached`);
    logger.warn({ smsId: id, kind }, "text not sent: the person's daily cap is reached");
    return "suppressed";
  }
  if (claim.row.lastError === IN_FLIGHT && !provider.idempotent) {
    // The provider may have it already and would not recognise a repeat: once, not twice.
    await suppressSms(
      db,
      claim,
      `${IN_FLIGHT}; not repeated (the provider cannot drop a duplicate)`,
      "failed",
    );
    logger.error({ smsId: id, kind }, "text interrupted mid-send; not repeated");
    return "failed";
  }
  if (!(await markInFlight(db, claim))) return "lost";
  let sent: { providerMessageId: string };
  try {
    sent = await provider.send(claim.row);
  } catch (error) {
    const reason = describeSendError(error);
    const permanent = error instanceof PermanentSmsError;
    if (permanent && error.optedOut) await withdrawSmsConsent(db, claim.row.toNumber);
    const outcome = await recordFailure(db, claim, reason, policy, now(), permanent);
    if (outcome === "failed") {
      logger.error({ smsId: id, kind, error: reason }, "text abandoned");
      return "failed";
    }
    logger.warn({ smsId: id, kind, error: reason }, "text not sent; will retry");
    return outcome === "lost" ? "lost" : "retrying";
  }
  if (await markSmsSent(db, claim, { provider: provider.id, ...sent }, now())) {
    logger.info({ smsId: id, kind, via: provider.id }, "text sent");
    return "sent";
  }
  logger.warn({ smsId: id, kind }, "text sent after its claim expired");
  return "lost";
}

/** Sends the due texts one by one until none is due or `shouldStop` turns true. */
export async function deliverDueSms(
  db: Database,
  provider: SmsProvider,
  logger: SmsLogger,
  options: SmsDeliveryOptions & { shouldStop?: () => boolean },
): Promise<Record<SmsOutcome, number>> {
  const report: Record<SmsOutcome, number> = {
    sent: 0,
    retrying: 0,
    failed: 0,
    suppressed: 0,
    deferred: 0,
    lost: 0,
  };
  const shouldStop = options.shouldStop ?? (() => false);
  while (!shouldStop()) {
    const outcome = await deliverNextSms(db, provider, logger, options);
    if (!outcome) break;
    report[outcome]++;
    // A deferred text is not due again before the morning: nothing else is blocked by it.
  }
  return report;
}

/** Texts of the month so far and their parts, for the dashboard's count and cost estimate. */
export async function smsMonthTotals(db: Database, now: Date): Promise<{ texts: number; parts: number }> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({
      texts: sql<number>`count(*)::int`,
      parts: sql<number>`coalesce(sum(${smsOutbox.parts}), 0)::int`,
    })
    .from(smsOutbox)
    .where(and(sql`${smsOutbox.sentAt} >= ${monthStart.toISOString()}::timestamptz`));
  return { texts: row?.texts ?? 0, parts: row?.parts ?? 0 };
}
