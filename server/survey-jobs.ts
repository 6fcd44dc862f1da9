import type { Logger } from "pino";
import type { Database } from "../db/database";
import { runSurveyJobs } from "../app/features/surveys/survey-jobs.server";
import { startBackgroundLoop, type BackgroundLoop } from "./background-loop";

export interface SurveyJobsOptions {
  db: Database;
  /** SITE_URL: the links in the e-mails. */
  siteUrl: string;
  /** The server's signing secrets: the first derives the survey links. */
  secrets: readonly string[];
  logger: Pick<Logger, "info" | "error">;
  /** Pause between passes: a questionnaire a few minutes after a registration or a session's end. */
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Sends the questionnaires (positioning, end of training, follow-up, employer) and their
 * reminders, from the server process like the certificate jobs: every process may run one, each
 * pass claims its rows with SKIP LOCKED.
 */
export function startSurveyJobs({
  db,
  siteUrl,
  secrets,
  logger,
  intervalMs = 5 * 60_000,
  now = () => new Date(),
}: SurveyJobsOptions): BackgroundLoop {
  const [secret = ""] = secrets;
  return startBackgroundLoop(
    intervalMs,
    async () => {
      const report = await runSurveyJobs(db, { siteUrl, secret, now: now() });
      if (Object.values(report).some(Boolean))
        logger.info({ event: "surveys.jobs", ...report }, "survey jobs pass");
    },
    (error) => logger.error({ err: error }, "survey jobs pass failed"),
  );
}
