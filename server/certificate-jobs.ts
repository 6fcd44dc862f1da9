import type { Logger } from "pino";
import type { Database } from "../db/database";
import { runCertificateJobs } from "../app/features/certificates/certificate-jobs.server";
import { startBackgroundLoop, type BackgroundLoop } from "./background-loop";

export interface CertificateJobsOptions {
  db: Database;
  /** SITE_URL: the verification and download links in the e-mails. */
  siteUrl: string;
  logger: Pick<Logger, "info" | "error">;
  /** Pause between passes: a certificate a few minutes after the session's end is soon enough. */
  intervalMs?: number;
  /** The clock of session ends and renewal reminders (tests drive it). */
  now?: () => Date;
}

/**
 * Issues the certificates of sessions that ended, tells their holders, and sends renewal
 * reminders, from the server process like the registration jobs. Every process may run one:
 * each pass claims its sessions and certificates with SKIP LOCKED.
 */
export function startCertificateJobs({
  db,
  siteUrl,
  logger,
  intervalMs = 5 * 60_000,
  now = () => new Date(),
}: CertificateJobsOptions): BackgroundLoop {
  return startBackgroundLoop(
    intervalMs,
    async () => {
      const report = await runCertificateJobs(db, { siteUrl, now: now() });
      if (report.issued || report.emailed || report.renewalReminders)
        logger.info({ event: "certificates.jobs", ...report }, "certificate jobs pass");
    },
    (error) => logger.error({ err: error }, "certificate jobs pass failed"),
  );
}
