import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { claimNextEmail, leaseForSend, markFailed, markSent, type RetryPolicy } from "./outbox.server";
import type { MailTransport } from "./transport.server";

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

type MailLogger = Pick<Logger, "info" | "warn" | "error">;

/** The first line of an error, without credentials that an SMTP URL might carry. */
export function describeSendError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const line = (message.split("\n")[0] ?? "").replace(/\/\/[^@/\s]*@/g, "//***@");
  return code && !line.includes(code) ? `${code}: ${line}` : line || "unknown error";
}

export type DeliveryOutcome = "sent" | "retrying" | "failed" | "lost";

/**
 * Claims the next due message, sends it and records the outcome: claim, send, record, in
 * that order, one message at a time. Resolves to undefined when nothing is due.
 */
export async function deliverNextEmail(
  db: Database,
  transport: MailTransport,
  policy: RetryPolicy,
  logger: MailLogger,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome | undefined> {
  const claim = await claimNextEmail(db, { leaseMs: leaseForSend(transport.maxSendMs), now: now() });
  if (!claim) return undefined;
  const { id, kind, attempts } = claim.row;
  try {
    await transport.send(claim.row);
  } catch (error) {
    const reason = describeSendError(error);
    const outcome = await markFailed(db, claim, reason, policy, now());
    if (outcome === "failed") {
      logger.error(
        { outboxId: id, kind, attempts, error: reason },
        "e-mail abandoned after the last attempt",
      );
      return "failed";
    }
    logger.warn({ outboxId: id, kind, attempts, error: reason, outcome }, "e-mail not sent; will retry");
    return outcome === "lost" ? "lost" : "retrying";
  }
  if (await markSent(db, claim, now())) {
    logger.info({ outboxId: id, kind, attempts, via: transport.kind }, "e-mail sent");
    return "sent";
  }
  // Only a worker that stalled past its lease gets here; another one may have sent it too.
  logger.warn({ outboxId: id, kind }, "e-mail sent after its claim expired");
  return "lost";
}

/**
 * Sends the due messages one by one until none is due, or until `shouldStop` turns true;
 * the message in hand when it does is finished and recorded first.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  policy: RetryPolicy,
  logger: MailLogger,
  { now = () => new Date(), shouldStop = () => false }: { now?: () => Date; shouldStop?: () => boolean } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  while (!shouldStop()) {
    const outcome = await deliverNextEmail(db, transport, policy, logger, now);
    if (!outcome) break;
    report.claimed++;
    if (outcome === "sent") report.sent++;
    else if (outcome === "failed") report.failed++;
    else if (outcome === "retrying") report.retrying++;
  }
  return report;
}
