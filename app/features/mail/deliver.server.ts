import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { claimDueEmails, markFailed, markSent, releaseClaim, type RetryPolicy } from "./outbox.server";
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

/**
 * One pass of the outbox worker: claims a batch of due messages and sends them one by one,
 * recording each outcome before taking the next. When `shouldStop` turns true, the rest of
 * the batch is released untried.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  policy: RetryPolicy,
  logger: MailLogger,
  {
    batchSize = 10,
    now = () => new Date(),
    shouldStop = () => false,
  }: { batchSize?: number; now?: () => Date; shouldStop?: () => boolean } = {},
): Promise<DeliveryReport> {
  const claims = await claimDueEmails(db, { limit: batchSize, leaseMs: policy.leaseMs, now: now() });
  const report: DeliveryReport = { claimed: claims.length, sent: 0, retrying: 0, failed: 0 };
  for (const claim of claims) {
    if (shouldStop()) {
      // Stopping: what was not tried goes back to the queue for the next worker, at once.
      await releaseClaim(db, claim);
      continue;
    }
    const { id, kind, attempts } = claim.row;
    try {
      await transport.send(claim.row);
    } catch (error) {
      const reason = describeSendError(error);
      const outcome = await markFailed(db, claim, reason, policy, now());
      if (outcome === "failed") {
        report.failed++;
        logger.error(
          { outboxId: id, kind, attempts, error: reason },
          "e-mail abandoned after the last attempt",
        );
      } else {
        report.retrying++;
        logger.warn({ outboxId: id, kind, attempts, error: reason, outcome }, "e-mail not sent; will retry");
      }
      continue;
    }
    if (await markSent(db, claim, now())) {
      report.sent++;
      logger.info({ outboxId: id, kind, attempts, via: transport.kind }, "e-mail sent");
    } else {
      logger.warn({ outboxId: id, kind }, "e-mail sent after its claim expired");
    }
  }
  return report;
}
