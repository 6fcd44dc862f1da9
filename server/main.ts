import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createSiteAuth } from "../app/site-auth.server";
import { registerDemoLiveParticipants } from "../app/features/live/demo-live.server";
import { issueDemoCertificate } from "../app/features/certificates/demo-certificates.server";
import { recordAudit } from "../app/features/admin/audit/audit.server";
import {
  createDemoAccounts,
  demoAccountsFile,
  formatDemoAccounts,
} from "../app/features/accounts/demo-accounts.server";
import { createMailTransport, mailDirectory } from "../app/features/mail/transport.server";
import type { Env } from "../app/lib/env.server";
import { acquireDataDir, DataDirError } from "../db/data-dir";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { seedIfEmpty } from "../db/seed";
import { issueDemoBookingInvoice } from "../app/features/invoicing/demo-booking-invoice.server";
import { bookDemoPastSession } from "../app/features/companies/demo-past-booking.server";
import { sendOverdueReminders } from "../app/features/invoicing/overdue-reminders.server";
import { reconcilePayments } from "../app/features/payments/reconcile.server";
import { configuredProviders, findProvider } from "../app/features/payments/registry.server";
import { removeExpiredLimits } from "../app/features/security/rate-limit.server";
import { uploadStorage } from "../app/features/uploads/storage.server";
import { removeUnusedUploads } from "../app/features/uploads/upload-cleanup.server";
import { createApp } from "./app";
import { startEmbeddedLiveVideo } from "./embedded-live-video";
import type { Logger } from "./logger";
import { startBackgroundLoop } from "./background-loop";
import { startOutboxWorker } from "./outbox-worker";
import { startSmsWorker } from "./sms-worker";
import { configuredSmsProvider } from "../app/features/sms/configured-provider.server";
import { startRegistrationJobs } from "./registration-jobs";
import { startCertificateJobs } from "./certificate-jobs";
import { startSurveyJobs } from "./survey-jobs";
import { resolveSecrets } from "./secrets";

/** A start that cannot go on; its message is one line naming the step and its cause. */
export class StartError extends Error {
  override name = "StartError";
}

export interface StartDeps {
  /** The React Router build, or a function returning it (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  logger: Logger;
  /** Vite's middlewares in development; static files from build/client otherwise. */
  devMiddleware?: RequestHandler;
}

export interface StartedServer {
  server: Server;
  /** The port it listens on (the one the system chose when PORT is 0). */
  port: number;
  /** Graceful stop: refuse new connections, finish requests in flight, stop every job, close the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 1000;

/**
 * Opens the database (migrated, seeded when empty), starts the background jobs and listens.
 * Everything a failed step opened is closed before its StartError is thrown.
 */
export async function start(
  startEnv: Env,
  { build, logger, devMiddleware }: StartDeps,
): Promise<StartedServer> {
  let env = startEnv;
  /** What a failed step must close, in reverse order. */
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  async function step<T>(failure: string, work: () => Promise<T> | T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await closeAll();
      if (error instanceof DataDirError) throw new StartError(error.message, { cause: error });
      throw new StartError(`${failure}: ${describe(error)}`, { cause: error });
    }
  }

  const databaseUrl = env.DATABASE_URL;
  const database: DatabaseHandle = databaseUrl
    ? await step("Cannot connect to the PostgreSQL database at DATABASE_URL", async () => {
        const handle = await openDatabase({
          kind: "postgres",
          url: databaseUrl,
          // The server closing connections (a restart) is logged; requests meanwhile answer 503.
          onConnectionError: (error) =>
            logger.error(
              { code: (error as { code?: unknown }).code, error: describe(error) },
              "database connection lost",
            ),
        });
        cleanups.push(() => handle.close());
        await handle.ping();
        return handle;
      })
    : await step(`Cannot open the embedded database in ${path.resolve(env.DATA_DIR)}`, async () => {
        const dataDir = acquireDataDir(env.DATA_DIR);
        cleanups.push(dataDir.release);
        const handle = await openDatabase({ kind: "pglite", directory: dataDir.dbDir });
        cleanups.push(() => handle.close());
        return handle;
      });
  await step("Cannot apply the database migrations", () => database.migrate());
  const secrets = await step("Cannot keep the generated session secret in DATA_DIR", () =>
    resolveSecrets(env.SESSION_SECRET, env.DATA_DIR),
  );
  const seeded = await step(
    env.DEMO_DATA
      ? "Cannot load the built-in catalogue or the demo data"
      : "Cannot load the built-in catalogue",
    () => seedIfEmpty(database.db, { demo: env.DEMO_DATA }),
  );
  if (seeded.catalog || seeded.demo) {
    logger.info(
      seeded,
      [seeded.catalog && "built-in catalogue loaded", seeded.demo && "demo data loaded"]
        .filter(Boolean)
        .join("; "),
    );
  }

  // Sends queued e-mail from this process.
  const outboxWorker = startOutboxWorker({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: mailDirectory(env.DATA_DIR),
    }),
    logger,
  });
  cleanups.push(() => outboxWorker.stop());
  // A message queued anywhere (this process or another) is sent as soon as its transaction commits.
  const unlistenOutbox = await step("Cannot listen for queued e-mail", () =>
    database.listen("email_outbox", () => outboxWorker.wake()),
  );
  cleanups.push(unlistenOutbox);

  // Sends queued text messages from this process, woken like the e-mail outbox.
  const smsWorker = startSmsWorker({
    db: database.db,
    provider: await step("Cannot set up the SMS provider", () => configuredSmsProvider(env)),
    dailyCap: env.SMS_DAILY_CAP,
    logger,
  });
  cleanups.push(() => smsWorker.stop());
  const unlistenSms = await step("Cannot listen for queued texts", () =>
    database.listen("sms_outbox", () => smsWorker.wake()),
  );
  cleanups.push(unlistenSms);

  // Offers expiring, waiting lists closing and reminders: a pass a minute from this process.
  const registrationJobs = startRegistrationJobs({
    db: database.db,
    siteUrl: env.SITE_URL,
    secrets,
    logger,
    holdHours: env.PAYMENT_HOLD_HOURS,
  });
  cleanups.push(() => registrationJobs.stop());

  // Certificates of sessions that ended, their e-mails, renewal reminders: a pass every 5 minutes.
  const certificateJobs = startCertificateJobs({ db: database.db, siteUrl: env.SITE_URL, logger });
  cleanups.push(() => certificateJobs.stop());

  // Questionnaires (positioning, end of training, follow-up, employer) and their reminders.
  const surveyJobs = startSurveyJobs({ db: database.db, siteUrl: env.SITE_URL, secrets, logger });
  cleanups.push(() => surveyJobs.stop());

  // Unpaid invoices 7 and 14 days past their due date: their buyers reminded, a pass an hour.
  const invoiceReminders = startBackgroundLoop(
    60 * 60 * 1000,
    async () => {
      const sent = await sendOverdueReminders(database.db, { now: new Date(), siteUrl: env.SITE_URL });
      if (sent) logger.info({ event: "invoices.reminded", sent }, "overdue invoice reminders queued");
    },
    (error) => logger.error({ err: error }, "overdue invoice reminders pass failed"),
  );
  cleanups.push(() => invoiceReminders.stop());

  // Payments still pending some minutes after they started: their providers are asked (ADR 1007).
  const paymentReconciliation = startBackgroundLoop(
    60_000,
    async () => {
      const report = await reconcilePayments(database.db, {
        providerFor: (id) => findProvider({ env, db: database.db, secrets, logger }, id),
        siteUrl: env.SITE_URL,
        staffEmail: env.STAFF_EMAIL,
        now: new Date(),
        logger,
      });
      if (report.changed.length || report.failed.length)
        logger.info({ event: "payments.reconciled", ...report }, "payment reconciliation pass");
    },
    (error) => logger.error({ err: error }, "payment reconciliation pass failed"),
  );
  cleanups.push(() => paymentReconciliation.stop());

  // Images no course or trainer uses any more, a day after they were replaced: a pass every 6 hours.
  const uploadCleanup = startBackgroundLoop(
    6 * 60 * 60 * 1000,
    async () => {
      const removed = await removeUnusedUploads(database.db, uploadStorage(env));
      if (removed.length)
        logger.info({ event: "uploads.removed", files: removed.length }, "unused images removed");
    },
    (error) => logger.error({ err: error }, "uploads clean-up failed"),
  );
  cleanups.push(() => uploadCleanup.stop());

  // Rate-limit counters an hour past their window: a pass every 15 minutes.
  const limitCleanup = startBackgroundLoop(
    15 * 60 * 1000,
    async () => {
      await removeExpiredLimits(database.db, new Date());
    },
    (error) => logger.error({ err: error }, "rate-limit clean-up failed"),
  );
  cleanups.push(() => limitCleanup.stop());

  logger.info(
    {
      event: "payments.providers",
      providers: configuredProviders({ env, db: database.db, secrets }).map((p) => p.id),
    },
    "payment methods on",
  );

  const [secret = ""] = secrets;
  const auth = createSiteAuth({ db: database.db, env, secret, logger });
  const demoAccounts = await step("Cannot create the demo accounts", () =>
    createDemoAccounts({ auth, db: database.db, env }),
  );
  if (demoAccounts) {
    // For the person trying the site out, once: on the terminal, not in the logs (no password
    // ever goes to the logs), and in the file.
    process.stderr.write(
      `\n${formatDemoAccounts(demoAccounts)}(kept in ${demoAccountsFile(env.DATA_DIR)})\n\n`,
    );
    logger.info({ file: demoAccountsFile(env.DATA_DIR) }, "demo accounts created");
    if (env.DEMO_DATA) {
      await step("Cannot register the demo accounts for the live demo", () =>
        registerDemoLiveParticipants(database.db, demoAccounts),
      );
      await step("Cannot issue the demo certificate", () =>
        issueDemoCertificate(database.db, demoAccounts, { audit: recordAudit }),
      );
      await step("Cannot issue the demo company's invoice", () =>
        issueDemoBookingInvoice(database.db, { siteUrl: env.SITE_URL }),
      );
      await step("Cannot book the demo company's past session", () =>
        bookDemoPastSession(database.db, demoAccounts),
      );
    }
  }
  // The demo's remote session needs a media server: a try-out on this machine starts its own.
  const liveVideo = await startEmbeddedLiveVideo(env, logger);
  cleanups.push(() => liveVideo.stop());
  env = liveVideo.env;

  const app = createApp({ env, database, logger, secrets, auth, build, devMiddleware });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once("error", reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await closeAll();
    throw new StartError(
      error.code === "EADDRINUSE" ? `PORT ${env.PORT} is already in use` : `Cannot listen: ${error.message}`,
      { cause: error },
    );
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, database: database.kind, mode: env.NODE_ENV }, `listening on http://localhost:${port}`);

  let stopped: Promise<void> | undefined;
  return {
    server,
    port,
    stop: () => (stopped ??= stopGracefully(server, logger, closeAll)),
  };
}

/** Refuses new connections, lets in-flight requests finish, then closes what the start opened. */
async function stopGracefully(server: Server, logger: Logger, closeAll: () => Promise<void>): Promise<void> {
  const forced = setTimeout(() => {
    logger.warn("in-flight requests did not finish within 10 s; closing anyway");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  // Answers from now on close their connection, so keep-alive clients go elsewhere.
  server.on("request", (_req, res: ServerResponse) => res.setHeader("Connection", "close"));
  // Connections made before the signal may still be on their way to this process (with several
  // processes, the supervisor accepts them and hands them over): accept for a moment more, then
  // stop, without http's closing of idle connections at once, since a connection just accepted
  // has not sent its request yet and would look idle. Idle ones are closed as they fall idle.
  await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), SHUTDOWN_GRACE_MS / 4);
  sweep.unref();
  await closed;
  clearInterval(sweep);
  clearTimeout(forced);
  // Jobs stop before the database closes: the message being sent gets its outcome recorded.
  await closeAll();
}

/** The first line of what went wrong, from the innermost cause (Drizzle wraps driver errors). */
function describe(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const message = cause instanceof Error ? cause.message || (cause as { code?: string }).code : String(cause);
  return message?.split("\n")[0] || "unknown error";
}
