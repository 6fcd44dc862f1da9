import { z } from "zod";

// Zod probes `new Function` otherwise, which our CSP refuses (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The two-factor forms' schemas, run by Conform in the browser and by the actions on the
 * server. Messages are translation keys of the `twoFactor` page namespace.
 */
export const twoFactorErrors = {
  passwordRequired: "twoFactor.errors.passwordRequired",
  passwordTooLong: "twoFactor.errors.passwordTooLong",
  codeRequired: "twoFactor.errors.codeRequired",
  codeFormat: "twoFactor.errors.codeFormat",
  backupCodeRequired: "twoFactor.errors.backupCodeRequired",
  backupCodeFormat: "twoFactor.errors.backupCodeFormat",
  wrongPassword: "twoFactor.errors.wrongPassword",
  wrongCode: "twoFactor.errors.wrongCode",
  wrongBackupCode: "twoFactor.errors.wrongBackupCode",
} as const;
export type TwoFactorErrorKey = (typeof twoFactorErrors)[keyof typeof twoFactorErrors];

const e = twoFactorErrors;

/** better-auth's limit (auth.server.ts MAX_PASSWORD_LENGTH). */
export const PASSWORD_MAX = 128;
/** Room for spaces or a dash typed in the middle; anything longer is not a code. */
export const CODE_INPUT_MAX = 20;

/** A password is taken as typed: no trimming, spaces may be part of it. */
const password = z
  .string({ error: e.passwordRequired })
  .min(1, e.passwordRequired)
  .max(PASSWORD_MAX, e.passwordTooLong);

/** "123 456" and "123-456" are "123456": apps show the code in groups. */
const totpCode = z
  .string({ error: e.codeRequired })
  .max(CODE_INPUT_MAX, e.codeFormat)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, e.codeRequired)
      .regex(/^\d{6}$/, e.codeFormat),
  );

/** better-auth's backup codes: 10 letters or digits, shown as "xxxxx-xxxxx"; the dash is optional here. */
const backupCode = z
  .string({ error: e.backupCodeRequired })
  .max(CODE_INPUT_MAX, e.backupCodeFormat)
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, e.backupCodeRequired)
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, e.backupCodeFormat)
      .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`)),
  );

export const passwordSchema = z.object({ password });
export const codeSchema = z.object({ code: totpCode });
export const backupCodeSchema = z.object({ code: backupCode });

/** What the settings page's forms do, one hidden `intent` each. */
export const settingsIntents = [
  "enable",
  "confirm",
  "regenerate",
  "disable-password",
  "disable-code",
  "reauthenticate",
] as const;
export type SettingsIntent = (typeof settingsIntents)[number];

export function isSettingsIntent(value: unknown): value is SettingsIntent {
  return typeof value === "string" && (settingsIntents as readonly string[]).includes(value);
}

/** The schema of each intent's one field (reauthenticate has none). */
export function settingsSchema(intent: SettingsIntent) {
  if (intent === "confirm" || intent === "disable-code") return codeSchema;
  if (intent === "reauthenticate") return z.object({});
  return passwordSchema;
}

export type ChallengeMethod = "totp" | "backup";

export function challengeSchema(method: ChallengeMethod) {
  return method === "backup" ? backupCodeSchema : codeSchema;
}
