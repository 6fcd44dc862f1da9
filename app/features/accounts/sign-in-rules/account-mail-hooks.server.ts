import { APIError, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { user } from "../../../../db/schema";
import {
  clearLimit,
  clientKey,
  consumeLimit,
  minutesLeft,
  type LimitRule,
} from "../../security/rate-limit.server";
import { recordSecurityEvent } from "../../security/security-events.server";
import type { AuthHook } from "../auth-hook";
import { bodyEmail, emailKey, requestClient, signInFailuresRule } from "./sign-in-limits.server";

/** The endpoints that send an e-mail to the address in their body. */
export const MAIL_SENDING_PATHS = ["/sign-up/email", "/request-password-reset", "/send-verification-email"];

/**
 * Each of those can make us write to any address: at most 3 messages per address per 15
 * minutes (no mail bombing), and 20 requests per client address (a class signing up together
 * from one connection still fits).
 */
export const accountMailPerAddressRule: LimitRule = {
  name: "account-mail-to",
  points: 3,
  durationSeconds: 15 * 60,
};
export const accountMailPerClientRule: LimitRule = {
  name: "account-mail-from",
  points: 20,
  durationSeconds: 15 * 60,
};

export const ACCOUNT_MAIL_LIMITED = "TOO_MANY_ACCOUNT_EMAILS";

export const accountMailLimitsHook: AuthHook = async (ctx, deps) => {
  const email = bodyEmail(ctx.body);
  if (!email) return;
  const fromClient = await consumeLimit(deps.db, accountMailPerClientRule, clientKey(requestClient(ctx).ip));
  const toAddress = fromClient.allowed
    ? await consumeLimit(deps.db, accountMailPerAddressRule, emailKey(email))
    : fromClient;
  if (toAddress.allowed) return;
  const seconds = toAddress.retryAfterSeconds;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: ACCOUNT_MAIL_LIMITED,
      message: `Too many requests. Please try again in ${minutesLeft(seconds)} minutes.`,
      retryAfterSeconds: seconds,
      minutes: minutesLeft(seconds),
    },
    { "Retry-After": String(seconds) },
  );
};

// The account a reset token belongs to, read before better-auth consumes the token.
const pendingResets = new Map<string, string>();

/** better-auth's reset tokens are 24 letters and digits; this is generous and NUL-free. */
export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

function resetToken(ctx: { body?: unknown; query?: unknown }): unknown {
  const fromBody = (ctx.body as { token?: unknown } | undefined)?.token;
  const fromQuery = (ctx.query as { token?: unknown } | undefined)?.token;
  return typeof fromBody === "string" && fromBody ? fromBody : fromQuery;
}

/** Refuses a malformed token before anything looks it up (PostgreSQL refuses NUL, say). */
export const passwordResetBeforeHook: AuthHook = async (ctx) => {
  const token = resetToken(ctx);
  if (token === undefined) return;
  if (typeof token !== "string" || !RESET_TOKEN_SHAPE.test(token)) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "Invalid token" });
  }
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (verification && verification.expiresAt > new Date()) pendingResets.set(token, verification.value);
};

/**
 * After a successful reset by e-mail (every other session was revoked by better-auth): a
 * `password_reset` event, the suspicious-activity block on the address lifted, and the
 * address counted as confirmed, since the link in its mailbox was just used.
 */
export const passwordResetAfterHook: AuthHook = async (ctx, deps) => {
  const token = resetToken(ctx);
  if (typeof token !== "string") return;
  const userId = pendingResets.get(token);
  pendingResets.delete(token);
  if (!userId || isAPIError(ctx.context.returned)) return;
  const client = requestClient(ctx);
  const [account] = await deps.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.id, userId))
    .returning({ email: user.email });
  if (!account) return;
  await clearLimit(deps.db, signInFailuresRule, emailKey(account.email));
  await recordSecurityEvent(deps.db, deps.logger, {
    type: "password_reset",
    userId,
    ipAddress: client.ip,
    userAgent: client.userAgent,
  });
};
