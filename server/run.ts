import cluster from "node:cluster";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { concurrencyProblem, runPrimary } from "./cluster-primary";
import { createLogger } from "./logger";
import { start, StartError, type StartDeps } from "./main";

/** Stops the process with one line on stderr: no stack trace for a configuration problem. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readEnv(processEnv: NodeJS.ProcessEnv): Env {
  try {
    return parseEnv(processEnv);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

/**
 * The server as a process: reads the environment, supervises several processes when
 * WEB_CONCURRENCY asks for it, starts, and stops gracefully on SIGTERM or SIGINT.
 */
export async function runServer(
  processEnv: NodeJS.ProcessEnv,
  deps: Omit<StartDeps, "logger"> & { onStop?: () => Promise<void> },
): Promise<void> {
  const env = readEnv(processEnv);
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

  const started = await start(env, { ...deps, logger }).catch((error: unknown) => {
    if (error instanceof StartError) fail(error.message);
    throw error;
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    await started.stop();
    await deps.onStop?.();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
