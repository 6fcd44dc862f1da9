/* The parts of better-auth's two-factor plugin that our rules and pages name. */

/** better-auth's two-factor endpoints, by path. */
export const TWO_FACTOR_PATHS = {
  enable: "/two-factor/enable",
  disable: "/two-factor/disable",
  verifyTotp: "/two-factor/verify-totp",
  verifyBackupCode: "/two-factor/verify-backup-code",
  verifyOtp: "/two-factor/verify-otp",
} as const;

/** The name of the plugin's cookie that carries a pending sign-in (before the prefix). */
export const TWO_FACTOR_COOKIE = "two_factor";
/** How long a pending sign-in lasts: the plugin's default (twoFactorCookieMaxAge). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
