import { APIError } from "better-auth/api";
import { recordSecurityEvent } from "~/features/security/security-events.server";
import type { AuthHook } from "./auth-hook";
import { CLIENT_IP_HEADER } from "./client-ip";

/**
 * POST /api/auth/sign-in/social also accepts an ID token obtained elsewhere (a "one tap"
 * client). We have no such client, and an ID token leaked from anywhere (a log, another
 * app of the same client id) would sign in without our state, PKCE or nonce. Refused.
 */
export const refuseIdTokenSignIn: AuthHook = async (ctx) => {
  const body = ctx.body as { idToken?: unknown } | undefined;
  if (body?.idToken !== undefined) {
    throw new APIError("FORBIDDEN", {
      code: "ID_TOKEN_SIGN_IN_DISABLED",
      message: "Sign-in with an ID token is not available: use the redirect flow.",
    });
  }
};

/**
 * After a provider sent the visitor back (GET /api/auth/callback/<id>) and better-auth signed
 * them in: a security event. An account with two-factor sign-in on has no session yet at this
 * point of its sign-in: the two-factor hook, which runs after this one, turns it into a
 * challenge (two-factor/oauth-challenge.server.ts), and the success is the code's.
 */
export const afterProviderCallback: AuthHook = async (ctx, { db, logger }) => {
  const signedIn = ctx.context.newSession;
  if (!signedIn || (signedIn.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  const provider = String((ctx.params as { id?: unknown } | undefined)?.id ?? "unknown");
  await recordSecurityEvent(db, logger, {
    type: "sign_in_success",
    userId: signedIn.user.id,
    ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: ctx.headers?.get("user-agent") ?? null,
    details: { method: "oauth", provider },
  });
};
