import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createMailTransport, mailDirectory } from "../app/features/mail/transport.server";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { acquireDataDir, DataDirError } from "../db/data-dir";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { seedIfEmpty } from "../db/seed";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { startOutboxWorker } from "./outbox-worker";
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

let database: DatabaseHandle;
let releaseDataDir = () => {};
let secrets: string[];
try {
  if (env.DATABASE_URL) {
    database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL });
    await database.ping();
  } else {
    const dataDir = acquireDataDir(env.DATA_DIR);
    releaseDataDir = dataDir.release;
    database = await openDatabase({ kind: "pglite", directory: dataDir.dbDir });
  }
  secrets = resolveSecrets(env.SESSION_SECRET, env.DATA_DIR);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  if (seeded) logger.info("empty database: demo data loaded");
} catch (error) {
  releaseDataDir();
  if (error instanceof DataDirError) fail(error.message);
  if (env.DATABASE_URL) fail(`Cannot use the PostgreSQL database at DATABASE_URL: ${describe(error)}`);
  fail(`Cannot open the embedded database in ${path.resolve(env.DATA_DIR)}: ${describe(error)}`);
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

const app = createApp({ env, database, logger, secrets, build, devMiddleware });
const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind, mode: env.NODE_ENV }, `listening on http://localhost:${port}`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  void outboxWorker
    .stop()
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
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeDev();
  // The message being sent gets its outcome recorded before the database closes.
  await outboxWorker.stop();
  await database.close();
  releaseDataDir();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] || "unknown error";
}
