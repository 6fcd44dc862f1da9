import { eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { session as sessions } from "../../../../db/schema";
import { recordSecurityEvent } from "../../security/security-events.server";
import type { AuthHook } from "../auth-hook";
import { CLIENT_IP_HEADER } from "../client-ip";
import { eraseAccountTraces } from "./account-erasure.server";

type HookContext = Parameters<AuthHook>[0];

/** Whether the endpoint answered without an error (redirects are errors to better-call). */
function succeeded(ctx: HookContext): boolean {
  const returned = ctx.context.returned;
  return returned !== undefined && !isAPIError(returned);
}

function origin(ctx: HookContext) {
  return {
    ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: ctx.headers?.get("user-agent") ?? null,
  };
}

/**
 * After /change-password: the `password_changed` event, whichever way the change came (our
 * profile form or /api/auth). With "revoke other sessions" better-auth replaces the session
 * with a new one: it keeps the assurance level the replaced one had, so a person who signed in
 * with two factors does not lose that by changing their password.
 */
export const afterPasswordChange: AuthHook = async (ctx, { db, logger }) => {
  const current = ctx.context.session;
  if (!current || !succeeded(ctx)) return;
  await recordSecurityEvent(db, logger, {
    type: "password_changed",
    userId: current.user.id,
    ...origin(ctx),
  });
  const replacement = ctx.context.newSession;
  const aal = (current.session as { aal?: unknown }).aal;
  if (replacement && aal === "aal2") {
    await db.update(sessions).set({ aal: "aal2" }).where(eq(sessions.id, replacement.session.id));
  }
};

/** After /revoke-other-sessions: recorded, as signing out everywhere is. */
export const afterOtherSessionsRevoked: AuthHook = async (ctx, { db, logger }) => {
  const current = ctx.context.session;
  if (!current || !succeeded(ctx)) return;
  await recordSecurityEvent(db, logger, {
    type: "signed_out_everywhere",
    userId: current.user.id,
    ...origin(ctx),
    details: { scope: "other_devices" },
  });
};

/** After /delete-user: what the deletion leaves in our tables goes too. */
export const afterAccountDeleted: AuthHook = async (ctx, { db, logger }) => {
  const current = ctx.context.session;
  if (!current || !succeeded(ctx)) return;
  await eraseAccountTraces(db, logger, { userId: current.user.id, email: current.user.email });
};
