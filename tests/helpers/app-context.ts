import pino from "pino";
import type { Database } from "../../db/database";
import type { Auth } from "../../app/features/accounts/auth.server";
import { createSiteAuth } from "../../app/site-auth.server";
import "../../app/features/accounts/auth-context";
import type { AppContext } from "../../app/lib/app-context";
import { parseEnv } from "../../app/lib/env.server";

// One better-auth instance per database and configuration, as the server has one per process.
const instances = new WeakMap<Database, Map<string, Auth>>();

function authFor(db: Database, env: AppContext["env"], secret: string, logger: AppContext["logger"]): Auth {
  let byConfig = instances.get(db);
  if (!byConfig) instances.set(db, (byConfig = new Map()));
  const key = JSON.stringify([env, secret]);
  let auth = byConfig.get(key);
  if (!auth) byConfig.set(key, (auth = createSiteAuth({ db, env, secret, logger })));
  return auth;
}

/**
 * The context the server would hand a loader or action, for calling it directly in a test:
 * parsed test configuration (plus `env`), a silent logger, one signing secret, and better-auth
 * on the same database. The https SITE_URL makes it a deployment, which requires
 * SESSION_SECRET: the signing secret is it.
 */
export function testAppContext(
  db: Database,
  {
    clientIp = "203.0.113.10",
    env = {},
    secret = "s".repeat(32),
  }: { clientIp?: string; env?: Record<string, string>; secret?: string } = {},
): AppContext {
  const parsed = parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://site.example",
    SESSION_SECRET: secret,
    ...env,
  });
  const logger = pino({ level: "silent" });
  return {
    db,
    env: parsed,
    secrets: [secret],
    clientIp,
    logger,
    nonce: "",
    // Created on first use: most tests never touch accounts.
    get auth() {
      return authFor(db, parsed, secret, logger);
    },
  };
}
