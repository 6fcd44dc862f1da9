import { matchTypedBackupCode } from "./backup-codes.server";
import type { HookContext, HookDependencies } from "./hook-context.server";
import { challengeOAuthSignIn } from "./oauth-challenge.server";
import { refuseReplayedCode } from "./replay-hook.server";
import { recordTwoFactorEvents } from "./two-factor-events.server";

/*
 * The two-factor rules that must hold on every entry point, registered once each in
 * auth-hooks.server.ts: before better-auth's endpoints, a backup code matched whatever its case
 * and no TOTP code twice; after them, OpenID
 * sign-ins into accounts with two-factor on become challenges, and the security events.
 */

export async function twoFactorBeforeHook(ctx: HookContext, deps: HookDependencies): Promise<void> {
  await matchTypedBackupCode(ctx, deps);
  await refuseReplayedCode(ctx, deps);
}

export async function twoFactorAfterHook(ctx: HookContext, deps: HookDependencies): Promise<void> {
  await recordTwoFactorEvents(ctx, deps);
  // Last: it ends by throwing the redirect to the challenge page.
  await challengeOAuthSignIn(ctx, deps);
}
