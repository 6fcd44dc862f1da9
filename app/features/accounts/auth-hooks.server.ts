import { createAuthMiddleware } from "better-auth/api";
import type { AuthHook, AuthHookDependencies } from "./auth-hook";
import { refuseMalformedInput } from "./malformed-input-hook.server";
import { afterProviderCallback, refuseIdTokenSignIn } from "./oauth-hooks.server";
import {
  recordEmailChange,
  refuseOutdatedEmailLink,
  rememberRequestedEmail,
} from "./profile/email-change-hooks.server";
import { checkRetypedPassword, PASSWORD_CHECKED_PATHS } from "./profile/password-checks.server";
import { checkProfileFields } from "./profile/profile-fields-hook.server";
import {
  afterAccountDeleted,
  afterOtherSessionsRevoked,
  afterPasswordChange,
} from "./profile/profile-hooks.server";
import {
  accountMailLimitsHook,
  MAIL_SENDING_PATHS,
  passwordResetAfterHook,
  passwordResetBeforeHook,
} from "./sign-in-rules/account-mail-hooks.server";
import { PASSWORD_SETTING_PATHS, passwordPolicyHook } from "./sign-in-rules/password-policy-hook.server";
import { SIGN_IN_PATH, signInLimitsHook, signInOutcomeHook } from "./sign-in-rules/sign-in-hooks.server";
import { matchTypedBackupCode } from "./two-factor/backup-codes.server";
import { challengeOAuthSignIn, OPENID_SIGN_IN_PATHS } from "./two-factor/oauth-challenge.server";
import { refuseReplayedCode } from "./two-factor/replay-hook.server";
import { recordTwoFactorEvents } from "./two-factor/two-factor-events.server";
import { TWO_FACTOR_PATHS } from "./two-factor/two-factor-plugin";

/** One of our rules around better-auth's endpoints: when it runs, and on which paths. */
export interface AuthRule {
  name: string;
  phase: "before" | "after";
  /** better-auth's endpoint paths ("/change-password"), or every endpoint. */
  paths: readonly string[] | "every";
  run: AuthHook;
}

/**
 * Every rule around better-auth's endpoints, in the order they run: the one place that says
 * what runs on an endpoint (`rulesFor`). A rule is only called on its paths.
 *
 * Before: malformed input and the forms' field rules first, then the password policy and the
 * limits, so a refused request costs no limit and nothing runs before them. After: two-factor
 * last, as it may end an OpenID sign-in with a redirect to its challenge (ADR 0820).
 */
export const authRules: readonly AuthRule[] = [
  { name: "malformed input", phase: "before", paths: "every", run: refuseMalformedInput },
  {
    name: "profile fields",
    phase: "before",
    paths: ["/sign-up/email", "/update-user"],
    run: checkProfileFields,
  },
  { name: "password policy", phase: "before", paths: PASSWORD_SETTING_PATHS, run: passwordPolicyHook },
  {
    name: "account e-mail limits",
    phase: "before",
    paths: MAIL_SENDING_PATHS,
    run: accountMailLimitsHook,
  },
  { name: "sign-in limits", phase: "before", paths: [SIGN_IN_PATH], run: signInLimitsHook },
  {
    name: "reset token's account",
    phase: "before",
    paths: ["/reset-password"],
    run: passwordResetBeforeHook,
  },
  { name: "no ID-token sign-in", phase: "before", paths: ["/sign-in/social"], run: refuseIdTokenSignIn },
  {
    name: "outdated e-mail link",
    phase: "before",
    paths: ["/verify-email"],
    run: refuseOutdatedEmailLink,
  },
  { name: "retyped password", phase: "before", paths: PASSWORD_CHECKED_PATHS, run: checkRetypedPassword },
  {
    name: "backup code in any case",
    phase: "before",
    paths: [TWO_FACTOR_PATHS.verifyBackupCode],
    run: matchTypedBackupCode,
  },
  {
    name: "no TOTP code twice",
    phase: "before",
    paths: [TWO_FACTOR_PATHS.verifyTotp],
    run: refuseReplayedCode,
  },

  { name: "sign-in outcome", phase: "after", paths: [SIGN_IN_PATH], run: signInOutcomeHook },
  {
    name: "password reset done",
    phase: "after",
    paths: ["/reset-password"],
    run: passwordResetAfterHook,
  },
  { name: "provider sign-in", phase: "after", paths: ["/callback/:id"], run: afterProviderCallback },
  { name: "password changed", phase: "after", paths: ["/change-password"], run: afterPasswordChange },
  {
    name: "e-mail change requested",
    phase: "after",
    paths: ["/change-email"],
    run: rememberRequestedEmail,
  },
  { name: "e-mail change confirmed", phase: "after", paths: ["/verify-email"], run: recordEmailChange },
  {
    name: "signed out elsewhere",
    phase: "after",
    paths: ["/revoke-other-sessions"],
    run: afterOtherSessionsRevoked,
  },
  { name: "account deleted", phase: "after", paths: ["/delete-user"], run: afterAccountDeleted },
  {
    name: "two-factor events",
    phase: "after",
    paths: [TWO_FACTOR_PATHS.verifyTotp, TWO_FACTOR_PATHS.verifyBackupCode, TWO_FACTOR_PATHS.disable],
    run: recordTwoFactorEvents,
  },
  {
    name: "two-factor challenge of an OpenID sign-in",
    phase: "after",
    paths: OPENID_SIGN_IN_PATHS,
    run: challengeOAuthSignIn,
  },
];

/** The rules that run on `path` in `phase`, in order. */
export function rulesFor(path: string, phase: AuthRule["phase"]): AuthRule[] {
  return authRules.filter(
    (rule) => rule.phase === phase && (rule.paths === "every" || rule.paths.includes(path)),
  );
}

/**
 * better-auth's `hooks` option: the same rules whether an endpoint is reached over HTTP
 * (/api/auth/*) or called from one of our actions through `auth.api`.
 */
export function authHooks(deps: AuthHookDependencies) {
  const runPhase = (phase: AuthRule["phase"]) =>
    createAuthMiddleware(async (ctx) => {
      for (const rule of rulesFor(ctx.path, phase)) await rule.run(ctx, deps);
    });
  return { before: runPhase("before"), after: runPhase("after") };
}
