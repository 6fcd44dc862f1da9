import pino from "pino";
import type { Database } from "../../db/database";
import type { AppContext } from "../../app/lib/app-context";
import { parseEnv } from "../../app/lib/env.server";

/**
 * The context the server would hand a loader or action, for calling it directly in a test:
 * parsed test configuration (plus `env`), a silent logger, one signing secret.
 */
export function testAppContext(
  db: Database,
  { clientIp = "203.0.113.10", env = {}, secret = "s".repeat(32) }: { clientIp?: string; env?: Record<string, string>; secret?: string } = {},
): AppContext {
  return {
    db,
    env: parseEnv({ NODE_ENV: "test", SITE_URL: "https://site.example", ...env }),
    secrets: [secret],
    clientIp,
    logger: pino({ level: "silent" }),
    nonce: "",
  };
}
