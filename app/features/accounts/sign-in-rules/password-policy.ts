/**
 * The password policy (docs/decisions/0802-password-policy.md): 8 to 128 characters, and not
 * in the bundled list of common and breached passwords (checked on the server only, see
 * common-passwords.server.ts). Shared by the forms' schemas and the better-auth hook.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The codes the hook refuses a password with; the pages map them to localized messages. */
export const passwordErrorCodes = {
  tooShort: "PASSWORD_TOO_SHORT",
  tooLong: "PASSWORD_TOO_LONG",
  tooCommon: "PASSWORD_TOO_COMMON",
} as const;
