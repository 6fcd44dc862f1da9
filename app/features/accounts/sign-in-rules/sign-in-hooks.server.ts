import { isAPIError } from "better-auth/api";
import { localizePath } from "~/lib/language";
import { enqueueEmail } from "../../mail/outbox.server";
import {
  clearLimit,
  clientKey,
  consumeLimit,
  minutesLeft,
  peekLimit,
} from "../../security/rate-limit.server";
import { recordSecurityEvent } from "../../security/security-events.server";
import type { AuthHook, AuthHookDependencies } from "../auth-hook";
import {
  accountAddressKey,
  accountByEmail,
  bodyEmail,
  emailKey,
  requestClient,
  signInAddressCeilingRule,
  signInAttemptsRule,
  signInBlocked,
  signInErrorCodes,
  signInFailuresRule,
} from "./sign-in-limits.server";
import { suspiciousSignInEmail } from "./suspicious-sign-in-email.server";

export const SIGN_IN_PATH = "/sign-in/email";

/**
 * Before every e-mail sign-in (our /auth page and /api/auth/sign-in/email alike): refuses an
 * account and address past 5 failures in 15 minutes, or an address past its ceiling of 50
 * (30 minutes blocked, ADR 0814), then an account under a suspicious-activity block. Each
 * answers 429 with Retry-After. Only failures are counted (signInOutcomeHook).
 */
export const signInLimitsHook: AuthHook = async (ctx, deps) => {
  const client = requestClient(ctx);
  const email = bodyEmail(ctx.body);
  const limits = [
    ...(email ? [await peekLimit(deps.db, signInAttemptsRule, accountAddressKey(email, client.ip))] : []),
    await peekLimit(deps.db, signInAddressCeilingRule, clientKey(client.ip)),
  ];
  const blocked = limits.find((limit) => !limit.allowed);
  if (blocked && !blocked.allowed) {
    await recordBlocked(deps, client, email, "too_many_attempts", blocked.retryAfterSeconds);
    throw signInBlocked(signInErrorCodes.tooManyAttempts, blocked.retryAfterSeconds);
  }
  if (!email) return;
  const address = await peekLimit(deps.db, signInFailuresRule, emailKey(email));
  if (!address.allowed) {
    await recordBlocked(deps, client, email, "suspicious_activity", address.retryAfterSeconds);
    throw signInBlocked(signInErrorCodes.suspiciousActivity, address.retryAfterSeconds);
  }
};

async function recordBlocked(
  deps: AuthHookDependencies,
  client: { ip: string; userAgent: string | null },
  email: string | null,
  reason: "too_many_attempts" | "suspicious_activity",
  retryAfterSeconds: number,
) {
  const account = await accountByEmail(deps.db, email);
  await recordSecurityEvent(deps.db, deps.logger, {
    type: "sign_in_blocked",
    userId: account?.id ?? null,
    ipAddress: client.ip,
    userAgent: client.userAgent,
    details: { reason, minutes: minutesLeft(retryAfterSeconds) },
  });
}

/**
 * After every e-mail sign-in: a security event for its outcome; a wrong password counts
 * against the address, and the third within 15 minutes blocks it, tells its owner by
 * e-mail, and answers 'Activité suspecte détectée' instead. A success forgets the failures.
 */
export const signInOutcomeHook: AuthHook = async (ctx, deps) => {
  const client = requestClient(ctx);
  const email = bodyEmail(ctx.body);
  const returned = ctx.context.returned;

  if (!isAPIError(returned)) {
    const signedIn = ctx.context.newSession?.user;
    if (!signedIn) return;
    await recordSecurityEvent(deps.db, deps.logger, {
      type: "sign_in_success",
      userId: signedIn.id,
      ipAddress: client.ip,
      userAgent: client.userAgent,
      details: { method: "password", secondFactorPending: Boolean(signedIn.twoFactorEnabled) },
    });
    await clearLimit(deps.db, signInFailuresRule, emailKey(signedIn.email));
    return;
  }

  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (code !== "INVALID_EMAIL_OR_PASSWORD" && code !== "EMAIL_NOT_VERIFIED") return;
  const account = await accountByEmail(deps.db, email);
  await recordSecurityEvent(deps.db, deps.logger, {
    type: "sign_in_failure",
    userId: account?.id ?? null,
    ipAddress: client.ip,
    userAgent: client.userAgent,
    details: { reason: code === "EMAIL_NOT_VERIFIED" ? "email_not_verified" : "invalid_credentials" },
  });
  // The right password for an address not yet confirmed is not an attack.
  if (code !== "INVALID_EMAIL_OR_PASSWORD" || !email) return;

  // A failure counts against the account from this address, and against the address's ceiling.
  const [attempts, ceiling] = [
    await consumeLimit(deps.db, signInAttemptsRule, accountAddressKey(email, client.ip)),
    await consumeLimit(deps.db, signInAddressCeilingRule, clientKey(client.ip)),
  ];
  const overLimit = [attempts, ceiling].find((limit) => !limit.allowed);
  if (overLimit && !overLimit.allowed) {
    await recordBlocked(deps, client, email, "too_many_attempts", overLimit.retryAfterSeconds);
    throw signInBlocked(signInErrorCodes.tooManyAttempts, overLimit.retryAfterSeconds);
  }

  // Unknown addresses are counted and blocked too: the answers never tell whether one exists.
  const failures = await consumeLimit(deps.db, signInFailuresRule, emailKey(email));
  if (failures.allowed) return;
  const at = new Date();
  await deps.db.transaction(async (tx) => {
    await recordSecurityEvent(tx, deps.logger, {
      type: "suspicious_activity",
      userId: account?.id ?? null,
      ipAddress: client.ip,
      userAgent: client.userAgent,
      details: {
        failedSignIns: signInFailuresRule.points + 1,
        minutes: minutesLeft(failures.retryAfterSeconds),
      },
    });
    if (account) {
      const resetUrl = `${deps.env.SITE_URL}${localizePath("/auth/forgot-password", account.lang)}`;
      await enqueueEmail(tx, {
        kind: "account-suspicious-sign-in",
        to: account.email,
        ...suspiciousSignInEmail({ lang: account.lang, resetUrl, siteUrl: deps.env.SITE_URL, at }),
      });
    }
  });
  throw signInBlocked(signInErrorCodes.suspiciousActivity, failures.retryAfterSeconds);
};
