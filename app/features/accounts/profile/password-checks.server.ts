import { APIError, getSessionFromCtx } from "better-auth/api";
import { consumeLimit, type LimitRule } from "../../security/rate-limit.server";
import type { AuthHook } from "../auth-hook";

/**
 * Someone holding a signed-in session (a phone left unlocked, a stolen cookie) could try
 * passwords through "change password", "change e-mail" or "delete account" without limit:
 * the sign-in limits do not see these endpoints. Re-entered passwords are limited per
 * account, like sign-in: 5 per 15 minutes, then 30 minutes blocked.
 */
export const passwordRecheckRule: LimitRule = {
  name: "password-recheck",
  points: 5,
  durationSeconds: 15 * 60,
  blockSeconds: 30 * 60,
};

/** Each e-mail change sends a message to an address of the asker's choosing. */
export const emailChangeRule: LimitRule = { name: "email-change", points: 3, durationSeconds: 60 * 60 };

/** Codes of the errors these rules throw; actions map them to messages. */
export const PASSWORD_REQUIRED = "PASSWORD_REQUIRED";
export const PASSWORD_CHECKS_LIMITED = "PASSWORD_CHECKS_LIMITED";
export const EMAIL_CHANGES_LIMITED = "EMAIL_CHANGES_LIMITED";

/** The endpoints where a signed-in person types their password again. */
export const PASSWORD_CHECKED_PATHS = ["/change-password", "/change-email", "/delete-user"];

function limited(code: string, retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code, message: `Too many attempts: retry in ${retryAfterSeconds} s`, retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Before /change-password, /change-email and /delete-user: a password is required (better-auth
 * lets a fresh session delete the account, or change the address, without one), counted
 * against the account's limit, and checked here for /change-email, which better-auth does not.
 */
export const checkRetypedPassword: AuthHook = async (ctx, { db }) => {
  const session = await getSessionFromCtx(ctx);
  // Signed out: the endpoint itself answers 401.
  if (!session) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const password = ctx.path === "/change-password" ? body.currentPassword : body.password;
  if (typeof password !== "string" || password.length === 0) {
    throw new APIError("BAD_REQUEST", { code: PASSWORD_REQUIRED, message: "The password is required" });
  }
  const userId = session.user.id;
  const attempt = await consumeLimit(db, passwordRecheckRule, userId);
  if (!attempt.allowed) throw limited(PASSWORD_CHECKS_LIMITED, attempt.retryAfterSeconds);
  if (ctx.path !== "/change-email") return;

  const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password)
    throw new APIError("BAD_REQUEST", { code: "CREDENTIAL_ACCOUNT_NOT_FOUND", message: "No password" });
  const valid = await ctx.context.password.verify({ hash: account.password, password });
  if (!valid) throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
  const change = await consumeLimit(db, emailChangeRule, userId);
  if (!change.allowed) throw limited(EMAIL_CHANGES_LIMITED, change.retryAfterSeconds);
};
