import { BUILD_ENTRY, requireFreshBuild } from "../../scripts/build-freshness";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import { parseEnv } from "../../app/lib/env.server";
import type { Database } from "../../db/database";
import type { AppOptions } from "../../server/app";
import type * as ProductionEntry from "../../server/production";

const buildFile = BUILD_ENTRY;

export interface TestServer {
  /** The server's origin, which is also its SITE_URL. */
  base: string;
  /** Every JSON line the server logged at `logLevel` or above, parsed. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real server (server/app.ts, better-auth and the app, from the production build) on a free port of
 * 127.0.0.1, over `db`, for tests that go through HTTP. SITE_URL is the server's own origin so
 * that origin checks agree; `env` adds or overrides settings. `npm test` builds before Vitest.
 */
export async function startTestServer(
  db: Database,
  {
    env = {},
    logLevel = "warn",
    renderCache,
  }: { env?: Record<string, string>; logLevel?: string; renderCache?: AppOptions["renderCache"] } = {},
): Promise<TestServer> {
  requireFreshBuild();
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The server and the app from the production bundle: one module graph, as `npm start` runs them.
  const bundle = (await import(pathToFileURL(buildFile).href)) as typeof ProductionEntry;
  const { createApp, createSiteAuth, build } = await bundle.appParts();
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const secret = "k".repeat(40);
  const parsed = parseEnv({
    NODE_ENV: "production",
    SITE_URL: base,
    SESSION_SECRET: secret,
    LOG_LEVEL: logLevel,
    ...env,
  });
  const logger = pino({ level: logLevel }, sink);
  const app = createApp({
    env: parsed,
    database: {
      db,
      kind: "pglite",
      migrate: async () => {},
      ping: async () => {},
      listen: async () => async () => {},
      close: async () => {},
    },
    logger,
    secrets: [secret],
    auth: createSiteAuth({ db, env: parsed, secret, logger }),
    build,
    renderCache,
  });
  server.on("request", app);
  return {
    base,
    logLines,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
