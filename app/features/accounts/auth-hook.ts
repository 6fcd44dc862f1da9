import type { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import type { Env } from "~/lib/env.server";

/** What every rule around better-auth's endpoints is given. */
export interface AuthHookDependencies {
  db: Database;
  env: Env;
  logger: Pick<Logger, "error" | "warn" | "info" | "debug">;
}

/** What better-auth hands a hook: the endpoint's path, body, headers and, after it, its answer. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** One rule that runs around better-auth's endpoints; it throws an APIError to refuse. */
export type AuthHook = (ctx: AuthHookContext, deps: AuthHookDependencies) => Promise<void>;
