import type { Logger } from "pino";
import type { Database } from "../db/database";
import { runRegistrationJobs, type JobsReport } from "../app/features/registration/jobs.server";
import { readSetting } from "../app/lib/settings.server";
import { startBackgroundLoop, type BackgroundLoop } from "./background-loop";

export interface RegistrationJobsOptions {
  db: Database;
  /** SITE_URL: links in the e-mails. */
  siteUrl: string;
  /** The secrets that sign offer links (the first signs). */
  secrets: readonly string[];
  logger: Pick<Logger, "info" | "error">;
  /** Pause between passes. Offers are held 24 hours and reminders sent days ahead: a minute is plenty. */
  intervalMs?: number;
  /** PAYMENT_HOLD_HOURS: how long an unpaid confirmed seat is held, unless staff set it (settings). */
  holdHours?: number;
  /** The clock of expiries and reminders (tests drive it). */
  now?: () => Date;
}

export type RegistrationJobs = BackgroundLoop;

/**
 * Runs the registration jobs (offers expiring, waiting lists closing, reminders) from the server
 * process, like the outbox worker. Every process may run one: each pass takes its sessions and
 * reminders with SKIP LOCKED, so two processes never do the same work twice.
 */
export function startRegistrationJobs({
  db,
  siteUrl,
  secrets,
  logger,
  intervalMs = 60_000,
  holdHours,
  now = () => new Date(),
}: RegistrationJobsOptions): RegistrationJobs {
  return startBackgroundLoop(
    intervalMs,
    async () => {
      // The hold staff set (/admin/settings), PAYMENT_HOLD_HOURS by default: read on every pass.
      const hours =
        holdHours === undefined
          ? undefined
          : await readSetting(
              db,
              { EUR_GNF_RATE: undefined, PAYMENT_HOLD_HOURS: holdHours },
              "paymentHoldHours",
            );
      const report: JobsReport = await runRegistrationJobs(db, {
        siteUrl,
        secrets,
        now: now(),
        holdHours: hours,
      });
      const { offersExpired, holdsExpired, holdReminders, waitlistsClosed, reminders } = report;
      if (
        offersExpired ||
        holdsExpired ||
        holdReminders ||
        waitlistsClosed ||
        reminders["reminder-7d"] ||
        reminders["reminder-24h"]
      ) {
        logger.info({ event: "registration.jobs", ...report }, "registration jobs pass");
      }
    },
    (error) => logger.error({ err: error }, "registration jobs pass failed"),
  );
}
