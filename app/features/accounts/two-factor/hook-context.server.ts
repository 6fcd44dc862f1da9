import type { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import type { Database } from "../../../../db/database";
import type { Env } from "~/lib/env.server";

/** What a better-auth hook receives (the same as auth-hooks.server.ts's AuthHook). */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What our hooks are given by auth-hooks.server.ts. */
export interface HookDependencies {
  db: Database;
  env: Env;
  logger: Pick<Logger, "error" | "warn" | "info" | "debug">;
}

/** better-auth's two-factor endpoints, by path. */
export const TWO_FACTOR_PATHS = {
  enable: "/two-factor/enable",
  disable: "/two-factor/disable",
  verifyTotp: "/two-factor/verify-totp",
  verifyBackupCode: "/two-factor/verify-backup-code",
  verifyOtp: "/two-factor/verify-otp",
} as const;

/** The name of the plugin's cookie that carries a pending sign-in (before the prefix). */
export const TWO_FACTOR_COOKIE = "two_factor";
/** How long a pending sign-in lasts: the plugin's default (twoFactorCookieMaxAge). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
