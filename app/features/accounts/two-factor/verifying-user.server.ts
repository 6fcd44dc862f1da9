import { getAuthoritativeSessionFromCtx } from "better-auth/api";
import { TWO_FACTOR_COOKIE } from "./two-factor-plugin";
import type { AuthHookContext } from "../auth-hook";

export interface VerifyingUser {
  userId: string;
  /** True while signing in (the two_factor cookie), false for a signed-in user's own check. */
  signIn: boolean;
}

/**
 * Whose second factor a /two-factor/verify-* request checks, found the way better-auth's
 * plugin finds it (verify-two-factor.mjs): the signed-in session if there is one, else the
 * pending sign-in its signed two_factor cookie points to. Null when neither holds, in which
 * case better-auth refuses the request itself.
 */
export async function verifyingUser(ctx: AuthHookContext): Promise<VerifyingUser | null> {
  const session = await getAuthoritativeSessionFromCtx(ctx).catch(() => null);
  if (session?.session) return { userId: session.user.id, signIn: false };
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) return null;
  return { userId: pending.value, signIn: true };
}
