import { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import type { Env } from "~/lib/env.server";
import { refuseMalformedInput } from "./malformed-input-hook.server";
import { afterProviderCallback, refuseIdTokenSignIn } from "./oauth-hooks.server";
import { checkProfileFields } from "./profile/profile-fields-hook.server";
import { profileAfterHook, profileBeforeHook } from "./profile/profile-hooks.server";
import { twoFactorAfterHook, twoFactorBeforeHook } from "./two-factor/two-factor-hooks.server";
import { accountRulesAfterHook, accountRulesBeforeHook } from "./sign-in-rules/account-rules-hooks.server";

export interface AuthHookDependencies {
  db: Database;
  env: Env;
  logger: Pick<Logger, "error" | "warn" | "info" | "debug">;
}

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** One rule that runs around better-auth's endpoints; it throws an APIError to refuse. */
export type AuthHook = (ctx: AuthMiddlewareContext, deps: AuthHookDependencies) => Promise<void>;

/** The rules that run before, and after, every better-auth endpoint, in this order. */
// Malformed input and the forms' field rules are refused first, then the sign-in rules (limits,
// password policy): a refused request costs no limit, and nothing runs before them.
const beforeHooks: AuthHook[] = [
  refuseMalformedInput,
  checkProfileFields,
  accountRulesBeforeHook,
  refuseIdTokenSignIn,
  profileBeforeHook,
  twoFactorBeforeHook,
];
// Two-factor stays last: it may end an OpenID sign-in with a redirect (ADR 0820).
const afterHooks: AuthHook[] = [
  accountRulesAfterHook,
  afterProviderCallback,
  profileAfterHook,
  twoFactorAfterHook,
];

/**
 * better-auth's `hooks` option: the same rules whether an endpoint is reached over HTTP
 * (/api/auth/*) or called from one of our actions through `auth.api`.
 */
export function authHooks(deps: AuthHookDependencies) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      for (const hook of beforeHooks) await hook(ctx, deps);
    }),
    after: createAuthMiddleware(async (ctx) => {
      for (const hook of afterHooks) await hook(ctx, deps);
    }),
  };
}
