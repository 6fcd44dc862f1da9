import { APIError, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { langFromPath, localizePath } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { TWO_FACTOR_CHALLENGE_SECONDS, TWO_FACTOR_COOKIE } from "./two-factor-plugin";
import type { AuthHookContext, AuthHookDependencies } from "../auth-hook";

/** Where a provider sends the browser back, for better-auth's core and for its generic OAuth plugin's older path. */
const OAUTH_CALLBACK_PATHS = new Set<string>(["/callback/:id", "/oauth2/callback/:providerId"]);
/** Sign-ins with a provider's ID token posted directly, which create a session at once. */
const ID_TOKEN_SIGN_IN_PATHS = new Set<string>(["/sign-in/social", "/sign-in/oauth2"]);

/** Where an OpenID sign-in may end: the provider's callbacks, and a sign-in with an ID token. */
export const OPENID_SIGN_IN_PATHS = [...OAUTH_CALLBACK_PATHS, ...ID_TOKEN_SIGN_IN_PATHS];

/** The page that asks for the code. */
export const CHALLENGE_PATH = "/auth/two-factor";

/** The challenge page, in the language of the page the sign-in was going back to. */
export function challengeUrl(returnTo: string): string {
  const lang = langFromPath(returnTo.split("?")[0] ?? "/");
  return `${localizePath(CHALLENGE_PATH, lang)}?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** The local path a callback was about to redirect to (its Location), or home. */
function intendedPath(returned: unknown, siteUrl: string): string {
  const location = isAPIError(returned) ? new Headers(returned.headers).get("location") : null;
  if (!location) return "/";
  try {
    const url = new URL(location, siteUrl);
    if (url.origin !== new URL(siteUrl).origin) return "/";
    return safeLocalPath(url.pathname + url.search, "/");
  } catch {
    return "/";
  }
}

/**
 * Turns a just-created session into a pending sign-in, as the twoFactor plugin does after a
 * password (plugins/two-factor/index.mjs): the session and its cookie are dropped, and a signed
 * two_factor cookie points to a short-lived record of who is signing in, which
 * /two-factor/verify-totp and /two-factor/verify-backup-code accept in place of a session.
 */
async function startChallenge(ctx: AuthHookContext, session: { token: string }, userId: string) {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  // The plugin counts attempts per pending sign-in in a second record (5 at most).
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/**
 * The twoFactor plugin only challenges sign-ins with a password (/sign-in/email and the like):
 * an OpenID sign-in into an account with two-factor sign-in on would get a full session
 * without the second factor. After the OAuth callback (and a direct ID-token sign-in) created
 * a session for such an account, this takes it back and starts the challenge instead: the
 * callback redirects to /auth/two-factor (then on to where the sign-in was going), and an
 * ID-token sign-in answers 401 TWO_FACTOR_REQUIRED with the two_factor cookie.
 */
export async function challengeOAuthSignIn(
  ctx: AuthHookContext,
  { env }: AuthHookDependencies,
): Promise<void> {
  const callback = OAUTH_CALLBACK_PATHS.has(ctx.path);
  const signedIn = ctx.context.newSession;
  if (!signedIn?.user.twoFactorEnabled) return;
  const returnTo = intendedPath(ctx.context.returned, env.SITE_URL);
  await startChallenge(ctx, signedIn.session, signedIn.user.id);
  if (callback) throw ctx.redirect(challengeUrl(returnTo));
  throw new APIError("UNAUTHORIZED", {
    code: "TWO_FACTOR_REQUIRED",
    message: "Two-factor verification required",
    twoFactorRedirect: true,
  });
}
