import cluster from "node:cluster";
import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createSiteAuth } from "../app/site-auth.server";
import { registerDemoLiveParticipants } from "../app/features/live/demo-live.server";
import {
  createDemoAccounts,
  demoAccountsFile,
  formatDemoAccounts,
} from "../app/features/accounts/demo-accounts.server";
import { createMailTransport, mailDirectory } from "../app/features/mail/transport.server";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { acquireDataDir, DataDirError } from "../db/data-dir";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { seedIfEmpty } from "../db/seed";
import { reconcilePayments } from "../app/features/payments/reconcile.server";
import { configuredProviders, findProvider } from "../app/features/payments/registry.server";
import { removeExpiredLimits } from "../app/features/security/rate-limit.server";
import { uploadStorage } from "../app/features/uploads/storage.server";
import { removeUnusedUploads } from "../app/features/uploads/upload-cleanup.server";
import { createApp } from "./app";
import { concurrencyProblem, runPrimary } from "./cluster-primary";
import { startEmbeddedLiveVideo } from "./embedded-live-video";
import { createLogger } from "./logger";
import { startBackgroundLoop } from "./background-loop";
import { startOutboxWorker } from "./outbox-worker";
import { startRegistrationJobs } from "./registration-jobs";
import { resolveSecrets } from "./secrets";

/** Stops the start with one line on stderr: no stack trace for a configuration problem. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}
const logger = createLogger(env.LOG_LEVEL);
const problem = concurrencyProblem(env);
if (problem) fail(problem);
// The workers of WEB_CONCURRENCY > 1 do not repeat the line their supervisor wrote.
if (cluster.isPrimary) {
  logger.info(
    {
      mode: env.MODE,
      database: env.DATABASE_URL ? "postgres" : "pglite",
      siteUrl: env.SITE_URL,
      demoData: env.DEMO_DATA,
    },
    env.MODE === "embedded"
      ? `embedded mode: a try-out on this machine (embedded database, ${env.DEMO_DATA ? "demo data" : "no demo data"})`
      : `deployment mode: ${env.DATABASE_URL ? "PostgreSQL" : "embedded database"}, ` +
          (env.DEMO_DATA ? "demo data on (DEMO_DATA=true)" : "no demo data"),
  );
}
if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(env, logger, fail);

/** What a failed step must close and release. */
let openedDatabase: DatabaseHandle | undefined;
let releaseDataDir = () => {};

/**
 * One step of the start; a failure stops the start with one line that names the step and
 * its cause (never a stack trace), after closing what was opened.
 */
async function step<T>(failure: string, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await openedDatabase?.close().catch(() => {});
    releaseDataDir();
    if (error instanceof DataDirError) fail(error.message);
    fail(`${failure}: ${describe(error)}`);
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
      await handle.ping().catch(async (error: unknown) => {
        await handle.close().catch(() => {});
        throw error;
      });
      openedDatabase = handle;
      return handle;
    })
  : await step(`Cannot open the embedded database in ${path.resolve(env.DATA_DIR)}`, async () => {
      const dataDir = acquireDataDir(env.DATA_DIR);
      releaseDataDir = dataDir.release;
      openedDatabase = await openDatabase({ kind: "pglite", directory: dataDir.dbDir });
      return openedDatabase;
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

let build: ServerBuild | (() => Promise<ServerBuild>);
let devMiddleware;
let closeDev = async () => {};
if (env.NODE_ENV === "development") {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  devMiddleware = vite.middlewares;
  closeDev = () => vite.close();
} else {
  const buildFile = path.resolve("build/server/index.js");
  try {
    build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  } catch {
    fail(`No build found at ${buildFile}: run "npm run build" first (npm start does it for you)`);
  }
}

// Sends queued e-mail from this process; started once the tables exist and the build loaded.
const outboxWorker = startOutboxWorker({
  db: database.db,
  transport: createMailTransport({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    mailDir: mailDirectory(env.DATA_DIR),
  }),
  logger,
});

// Offers expiring, waiting lists closing and reminders: a pass a minute from this process.
const registrationJobs = startRegistrationJobs({
  db: database.db,
  siteUrl: env.SITE_URL,
  secrets,
  logger,
  holdHours: env.PAYMENT_HOLD_HOURS,
});

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

// Rate-limit counters an hour past their window: a pass every 15 minutes.
const limitCleanup = startBackgroundLoop(
  15 * 60 * 1000,
  async () => {
    await removeExpiredLimits(database.db, new Date());
  },
  (error) => logger.error({ err: error }, "rate-limit clean-up failed"),
);

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
  }
}
// The demo's remote session needs a media server: a try-out on this machine starts its own.
const liveVideo = await startEmbeddedLiveVideo(env, logger);
env = liveVideo.env;
const app = createApp({ env, database, logger, secrets, auth, build, devMiddleware });
const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind, mode: env.NODE_ENV }, `listening on http://localhost:${port}`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  void Promise.all([
    outboxWorker.stop(),
    registrationJobs.stop(),
    paymentReconciliation.stop(),
    uploadCleanup.stop(),
    limitCleanup.stop(),
    liveVideo.stop(),
  ])
    .then(() => database.close())
    .finally(() => {
      releaseDataDir();
      fail(
        error.code === "EADDRINUSE"
          ? `PORT ${env.PORT} is already in use`
          : `Cannot listen: ${error.message}`,
      );
    });
});

const SHUTDOWN_GRACE_MS = 1000;

/** Graceful stop: refuse new connections, let in-flight requests finish, then close the database. */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
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
  await closeDev();
  // The message being sent gets its outcome recorded before the database closes.
  await Promise.all([
    outboxWorker.stop(),
    registrationJobs.stop(),
    paymentReconciliation.stop(),
    uploadCleanup.stop(),
    limitCleanup.stop(),
    liveVideo.stop(),
  ]);
  await database.close();
  releaseDataDir();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/** The first line of what went wrong, from the innermost cause (Drizzle wraps driver errors). */
function describe(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const message = cause instanceof Error ? cause.message || (cause as { code?: string }).code : String(cause);
  return message?.split("\n")[0] || "unknown error";
}
