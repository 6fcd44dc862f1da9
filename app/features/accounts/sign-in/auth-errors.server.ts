import { isAPIError } from "better-auth/api";
import type { TFunction } from "~/lib/translator";
import type { Logger } from "pino";
import { ACCOUNT_DISABLED } from "../disabled-accounts.server";
import { ACCOUNT_MAIL_LIMITED } from "../sign-in-rules/account-mail-hooks.server";
import { passwordErrorCodes } from "../sign-in-rules/password-policy";
import { redact } from "../sign-in-rules/redact";
import { signInErrorCodes } from "../sign-in-rules/sign-in-limits.server";
import { authErrors } from "./auth-limits";

/** What a page shows for a refusal from better-auth (the refusals' catalogue). */
export interface AuthFailure {
  status: number;
  /** For the form's alert, already translated. */
  message?: string;
  /** A field's error, as a translation key shown under that field. */
  field?: { name: "email" | "password" | "name"; key: string };
  retryAfterSeconds?: number;
  /** The suspicious-activity block: how many minutes it has left. */
  suspendedMinutes?: number;
}

export type FailureContext = "sign-in" | "sign-up" | "reset" | "mail";

const fallbackKey = {
  "sign-in": "auth.errors.signInFailed",
  "sign-up": "auth.errors.signUpFailed",
  reset: "auth.errors.resetFailed",
  mail: "auth.errors.signInFailed",
} as const satisfies Record<FailureContext, string>;

/**
 * Maps a better-auth error (its own codes and those of our hooks) to the product's messages in
 * the page's language. Anything else is logged, redacted, and shown as the fallback of the
 * context, with a 4xx kept as it was (a 5xx becomes 503); errors that are not better-auth's are rethrown.
 */
export function describeAuthError(
  error: unknown,
  { t, logger, context }: { t: TFunction; logger: Pick<Logger, "warn">; context: FailureContext },
): AuthFailure {
  if (!isAPIError(error)) throw error;
  const body = (error.body ?? {}) as {
    code?: unknown;
    message?: unknown;
    retryAfterSeconds?: unknown;
    minutes?: unknown;
  };
  const retryAfterSeconds = typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : undefined;
  const minutes = typeof body.minutes === "number" ? body.minutes : 1;
  switch (body.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return { status: 401, message: t("auth.errors.invalidCredentials") };
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return { status: 422, message: t("auth.errors.emailTaken") };
    case "INVALID_EMAIL":
      return {
        status: 400,
        field: { name: "email", key: authErrors.emailInvalid },
        message: t("auth.errors.invalidEmailFormat"),
      };
    case "EMAIL_NOT_VERIFIED":
      return { status: 403, message: t("auth.errors.emailNotVerified") };
    case ACCOUNT_DISABLED:
      return { status: 403, message: t("auth.errors.accountDisabled") };
    case passwordErrorCodes.tooShort:
      return { status: 400, field: { name: "password", key: authErrors.passwordTooShort } };
    case passwordErrorCodes.tooLong:
      return { status: 400, field: { name: "password", key: authErrors.passwordTooLong } };
    case passwordErrorCodes.tooCommon:
      return { status: 400, field: { name: "password", key: authErrors.passwordTooCommon } };
    case signInErrorCodes.tooManyAttempts:
      return {
        status: 429,
        retryAfterSeconds,
        message: t("auth.errors.tooManyAttempts", { count: minutes }),
      };
    case signInErrorCodes.suspiciousActivity:
      return {
        status: 429,
        retryAfterSeconds,
        message: t("auth.errors.suspiciousActivity"),
        suspendedMinutes: minutes,
      };
    case ACCOUNT_MAIL_LIMITED:
      return { status: 429, retryAfterSeconds, message: t("auth.errors.tooManyEmails", { count: minutes }) };
  }
  // A refusal keeps its 4xx; a failure on better-auth's side is a temporary 503, not a 500 page.
  const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
  logger.warn(
    {
      event: "auth.unmapped_error",
      code: redact(body.code),
      message: redact(body.message),
      status: error.statusCode,
    },
    "better-auth refusal without a catalogue message",
  );
  return { status, message: t(fallbackKey[context]) };
}
