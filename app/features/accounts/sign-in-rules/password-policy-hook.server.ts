import { APIError } from "better-auth/api";
import type { AuthHook } from "../auth-hook";
import { isCommonPassword } from "./common-passwords.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordErrorCodes } from "./password-policy";

/** The endpoints that set a password, and the body field that carries the new one. */
const newPasswordField: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
};

export const PASSWORD_SETTING_PATHS = Object.keys(newPasswordField);

export type PasswordProblem = (typeof passwordErrorCodes)[keyof typeof passwordErrorCodes];

/** What is wrong with a new password, or null. */
export async function passwordProblem(password: string): Promise<PasswordProblem | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordErrorCodes.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordErrorCodes.tooLong;
  if (await isCommonPassword(password)) return passwordErrorCodes.tooCommon;
  return null;
}

const messages: Record<PasswordProblem, string> = {
  PASSWORD_TOO_SHORT: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_LONG: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_COMMON: "This password is too common or known from a data breach",
};

/**
 * The password policy on every endpoint that sets a password, whether our pages call it or a
 * client calls /api/auth/* directly: a 400 with one of `passwordErrorCodes`. A body without
 * a string password is left to the endpoint's own validation.
 */
export const passwordPolicyHook: AuthHook = async (ctx) => {
  const field = newPasswordField[ctx.path];
  if (!field) return;
  const value: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== "string") return;
  const problem = await passwordProblem(value);
  if (problem) throw new APIError("BAD_REQUEST", { code: problem, message: messages[problem] });
};
