import cluster, { type Worker } from "node:cluster";
import type { Env } from "../app/lib/env.server";
import { openDatabase } from "../db/database";
import { seedIfEmpty } from "../db/seed";
import type { Logger } from "./logger";

/** The one line that refuses several processes on the embedded database, or undefined. */
export function concurrencyProblem(env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">): string | undefined {
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    return (
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): ` +
      "the embedded database can be opened by one process only; unset WEB_CONCURRENCY or set DATABASE_URL"
    );
  }
  return undefined;
}

/**
 * WEB_CONCURRENCY > 1: this process migrates and seeds the database once, then runs that many
 * copies of server/main.ts (Node's cluster) sharing the port, and stays to supervise them. A
 * worker that dies later is replaced; one that dies before listening stops everything (a
 * configuration problem would only repeat). SIGTERM or SIGINT is passed to every worker, which
 * finish their requests in flight (server/main.ts); this process leaves when the last has.
 */
export async function runPrimary(env: Env, logger: Logger, fail: (message: string) => never): Promise<never> {
  const url = env.DATABASE_URL ?? "";
  try {
    const database = await openDatabase({ kind: "postgres", url });
    try {
      await database.migrate();
      await seedIfEmpty(database.db, { demo: env.DEMO_DATA });
    } finally {
      await database.close();
    }
  } catch (error) {
    fail(
      `Cannot prepare the PostgreSQL database at DATABASE_URL: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    );
  }

  let stopping = false;
  const listening = new Set<number>();
  const fork = (): Worker => cluster.fork();

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    if (listening.size === env.WEB_CONCURRENCY) {
      logger.info({ workers: env.WEB_CONCURRENCY }, `${env.WEB_CONCURRENCY} server processes listening`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const hadStarted = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(0);
      }
      return;
    }
    if (!hadStarted) {
      // The worker wrote its own one-line reason on stderr; the others would fail alike.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exit(code || 1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, "server process ended; starting another");
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down every server process");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  return new Promise<never>(() => {});
}
