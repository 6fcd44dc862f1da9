import type { Logger } from "pino";
import type { Database } from "../db/database";
import { deliverDueEmails, describeSendError } from "../app/features/mail/deliver.server";
import { defaultRetryPolicy, type RetryPolicy } from "../app/features/mail/outbox.server";
import type { MailTransport } from "../app/features/mail/transport.server";
import { startBackgroundLoop, type BackgroundLoop } from "./background-loop";

export interface OutboxWorkerOptions {
  db: Database;
  /** Sends the messages; its maxSendMs sets how long each claim lasts. */
  transport: MailTransport;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Pause between passes when nothing is due. */
  pollIntervalMs?: number;
  policy?: Partial<RetryPolicy>;
  /** The clock of claims, leases and backoff (tests drive it). */
  now?: () => Date;
}

/** stop() ends the loop after the message being sent, if any, has its outcome recorded. */
export type OutboxWorker = BackgroundLoop;

/**
 * Sends queued e-mail from the server process. Every process may run one: rows are claimed
 * atomically, one at a time, right before their send (see claimNextEmail), and a row only
 * leaves "pending" once its outcome is written, so a crash or restart loses nothing and
 * delays only the message that was being sent.
 */
export function startOutboxWorker({
  db,
  transport,
  logger,
  pollIntervalMs = 2_000,
  policy: overrides = {},
  now = () => new Date(),
}: OutboxWorkerOptions): OutboxWorker {
  const policy = { ...defaultRetryPolicy, ...overrides };
  const loop = startBackgroundLoop(
    pollIntervalMs,
    // Drains what is due, one message at a time; stopping lets the message in hand finish.
    async (stopped) => {
      await deliverDueEmails(db, transport, policy, logger, { now, shouldStop: stopped });
    },
    (error) => logger.error({ error: describeSendError(error) }, "outbox pass failed"),
  );
  logger.info({ via: transport.kind, maxSendMs: transport.maxSendMs }, "outbox worker started");

  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
    wake: loop.wake,
  };
}
