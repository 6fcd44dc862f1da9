import type { AuthHook } from "../auth-hooks.server";
import {
  accountMailLimitsHook,
  passwordResetAfterHook,
  passwordResetBeforeHook,
} from "./account-mail-hooks.server";
import { passwordPolicyHook } from "./password-policy-hook.server";
import { signInLimitsHook, signInOutcomeHook } from "./sign-in-hooks.server";

/*
 * The sign-in, sign-up and reset rules (issue 8), in the order they must run. A refused
 * password is refused before it costs any limit; the limits come before better-auth works.
 */
const before: AuthHook[] = [
  passwordPolicyHook,
  accountMailLimitsHook,
  signInLimitsHook,
  passwordResetBeforeHook,
];
const after: AuthHook[] = [signInOutcomeHook, passwordResetAfterHook];

export const accountRulesBeforeHook: AuthHook = async (ctx, deps) => {
  for (const hook of before) await hook(ctx, deps);
};

export const accountRulesAfterHook: AuthHook = async (ctx, deps) => {
  for (const hook of after) await hook(ctx, deps);
};
