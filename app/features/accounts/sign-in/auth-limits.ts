import { textLimits } from "~/lib/text-rules";
import { MAX_PASSWORD_LENGTH } from "../sign-in-rules/password-policy";

/**
 * The account forms' limits and error messages (translation keys of the `auth` namespace),
 * apart from their schemas (auth-schemas.ts): the sign-in page renders them without loading Zod.
 */
export const authErrors = {
  nameInvalid: "auth.errors.nameInvalid",
  nameTooLong: "auth.errors.nameTooLong",
  nameLetters: "auth.errors.nameLetters",
  emailInvalid: "auth.errors.emailInvalid",
  passwordRequired: "auth.errors.passwordRequired",
  passwordTooShort: "auth.errors.passwordTooShort",
  passwordTooLong: "auth.errors.passwordTooLong",
  passwordTooCommon: "auth.errors.passwordTooCommon",
  passwordsDiffer: "auth.errors.passwordsDiffer",
  singleLine: "auth.errors.singleLine",
} as const;

export const authLimits = {
  name: textLimits.fullName.max,
  email: 255,
  password: MAX_PASSWORD_LENGTH,
} as const;
