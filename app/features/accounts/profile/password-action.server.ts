import { isAPIError } from "better-auth/api";
import { parseWithZod } from "@conform-to/zod/v4";
import { consumeLimit, minutesLeft, type LimitRule } from "../../security/rate-limit.server";
import { authRefusal, refuse, refuseLimited, succeed, type ActionScope } from "./action-results.server";
import { PASSWORD_CHECKS_LIMITED, PASSWORD_REQUIRED } from "./password-checks.server";
import { changePasswordSchema, profileErrors } from "./profile-schema";
import { authHeaders } from "../sign-in/auth-request.server";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

/** Codes that say the new password is weak (the policy hook's, better-auth's haveibeenpwned...). */
const WEAK_PASSWORD_CODE = /COMPROMISED|BREACH|PWNED|COMMON|LEAK|WEAK/;
/** Codes about the password typed to confirm who is asking, not the new one. */
const NOT_ABOUT_NEW_PASSWORD = new Set([
  "INVALID_PASSWORD",
  PASSWORD_REQUIRED,
  PASSWORD_CHECKS_LIMITED,
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
]);

/**
 * What to say under "new password" for a refusal from the server: the lengths better-auth
 * checks, and the password policy another rule applies on change, sign-up and reset, whose
 * codes this form does not need to know one by one: any other password code is its verdict.
 */
export function newPasswordErrorKey(code: string): string | null {
  if (code === "PASSWORD_TOO_SHORT") return profileErrors.passwordMin;
  if (code === "PASSWORD_TOO_LONG") return profileErrors.passwordMax;
  if (NOT_ABOUT_NEW_PASSWORD.has(code) || !code.includes("PASSWORD")) return null;
  return WEAK_PASSWORD_CODE.test(code) ? "profile.errors.passwordBreached" : "profile.errors.passwordRefused";
}

/**
 * "Change password": better-auth checks the current one, sets the new one and, as the form
 * says, signs out every other device (a new session replaces this one: its cookie is
 * forwarded). The `password_changed` event is recorded by a hook (profile-hooks.server.ts).
 */
export async function changePasswordIntent(scope: ActionScope) {
  const submission = parseWithZod(scope.formData, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return refuse("change-password", 400, { result: submission.reply({ hideFields: PASSWORD_FIELDS }) });
  }
  try {
    const { headers } = await scope.context.auth.api.changePassword({
      headers: scope.request.headers,
      body: {
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.newPassword,
        revokeOtherSessions: true,
      },
      returnHeaders: true,
    });
    return succeed(scope, "password", scope.t("profile.password.saved"), headers);
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    const reply = (fieldErrors: Record<string, string[]>, formErrors?: string[]) =>
      submission.reply({ fieldErrors, formErrors, hideFields: PASSWORD_FIELDS });
    if (refusal.code === PASSWORD_CHECKS_LIMITED) {
      return refuseLimited(
        scope,
        "change-password",
        refusal,
        "profile.errors.tooManyPasswordChecks",
        reply({}),
      );
    }
    if (refusal.code === "INVALID_PASSWORD") {
      return refuse("change-password", 400, {
        result: reply({ currentPassword: ["profile.errors.currentPasswordWrong"] }),
      });
    }
    if (refusal.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      return refuse("change-password", 400, {
        result: reply({}),
        notice: scope.t("profile.errors.noPassword"),
      });
    }
    const key = newPasswordErrorKey(refusal.code);
    if (key) return refuse("change-password", 400, { result: reply({ newPassword: [key] }) });
    scope.context.logger.warn(
      { event: "profile.change_password_refused", code: refusal.code },
      "password change refused",
    );
    return refuse("change-password", refusal.status, {
      result: reply({}),
      notice: scope.t("profile.errors.failed"),
    });
  }
}

/** Each link is an e-mail: three an hour per account is plenty. */
export const passwordLinkRule: LimitRule = { name: "password-link", points: 3, durationSeconds: 60 * 60 };

/**
 * For an account without a password (signed up through Google or another provider): a reset
 * link to set one, which the password-reset page completes.
 */
export async function sendPasswordLinkIntent(scope: ActionScope) {
  const { email, id } = scope.viewer.user;
  const tooMany = (retryAfterSeconds: number) =>
    refuse("send-password-link", 429, {
      notice: scope.t("profile.errors.tooManyLinks", { count: minutesLeft(retryAfterSeconds) }),
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  const limit = await consumeLimit(scope.context.db, passwordLinkRule, id);
  if (!limit.allowed) return tooMany(limit.retryAfterSeconds);
  try {
    await scope.context.auth.api.requestPasswordReset({
      headers: authHeaders(scope.request, scope.context),
      body: { email },
    });
  } catch (error) {
    // The limit on account e-mails to one address (sign-in-rules) may come first: same answer.
    if (isAPIError(error) && error.statusCode === 429) {
      return tooMany(Number((error.body as { retryAfterSeconds?: unknown })?.retryAfterSeconds) || 60);
    }
    throw error;
  }
  return succeed(scope, "password", scope.t("profile.password.linkSent", { email }));
}
