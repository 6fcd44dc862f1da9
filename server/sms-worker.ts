import type { Logger } from "pino";
import type { Database } from "../db/database";
import { describeSendError } from "../app/features/mail/deliver.server";
import { defaultRetryPolicy, type RetryPolicy } from "../app/features/mail/outbox.server";
import { deliverDueSms } from "../app/features/sms/deliver.server";
import type { SmsProvider } from "../app/features/sms/providers.server";
import { startBackgroundLoop, type BackgroundLoop } from "./background-loop";

export interface SmsWorkerOptions {
  db: Database;
  provider: SmsProvider;
  dailyCap: number;
  logger: Pick<Logger, "info" | "warn" | "error">;
  pollIntervalMs?: number;
  policy?: Partial<RetryPolicy>;
  /** The clock of claims, quiet hours and caps (tests drive it). */
  now?: () => Date;
}

/**
 * Sends queued texts from the server process, as the outbox worker sends e-mail: rows claimed
 * one at a time right before their send, each outcome written before the next, so a restart
 * loses nothing and sends nothing twice (deliver.server.ts says how an interrupted send is settled).
 */
export function startSmsWorker({
  db,
  provider,
  dailyCap,
  logger,
  pollIntervalMs = 5_000,
  policy: overrides = {},
  now = () => new Date(),
}: SmsWorkerOptions): BackgroundLoop {
  const policy = { ...defaultRetryPolicy, ...overrides };
  const loop = startBackgroundLoop(
    pollIntervalMs,
    async (stopped) => {
      await deliverDueSms(db, provider, logger, { policy, dailyCap, now, shouldStop: stopped });
    },
    (error) => logger.error({ error: describeSendError(error) }, "SMS pass failed"),
  );
  logger.info({ via: provider.id }, "SMS worker started");
  return loop;
}
