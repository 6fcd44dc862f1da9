import { z } from "zod";
import { sanitiseEmail, sanitiseName, sanitisePhone, sanitiseText } from "./sanitisers";

// Zod 4 probes `new Function` unless told not to; our CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The profile page's forms: one schema each, run by Conform in the browser and by the
 * action on the server, whose output is the sanitised value to store. Messages are
 * translation keys (app/locales/fr/pages/profile.ts), shown in the page's language.
 */
export const profileErrors = {
  firstNameMin: "profile.errors.firstNameMin",
  firstNameMax: "profile.errors.firstNameMax",
  firstNameLetters: "profile.errors.firstNameLetters",
  lastNameMin: "profile.errors.lastNameMin",
  lastNameMax: "profile.errors.lastNameMax",
  lastNameLetters: "profile.errors.lastNameLetters",
  phoneMin: "profile.errors.phoneMin",
  phoneMax: "profile.errors.phoneMax",
  phoneFormat: "profile.errors.phoneFormat",
  companyMax: "profile.errors.companyMax",
  positionMax: "profile.errors.positionMax",
  forbiddenCharacters: "profile.errors.forbiddenCharacters",
  emailInvalid: "profile.errors.emailInvalid",
  currentPasswordRequired: "profile.errors.currentPasswordRequired",
  passwordRequired: "profile.errors.passwordRequired",
  passwordMin: "profile.errors.passwordMin",
  passwordMax: "profile.errors.passwordMax",
  passwordMismatch: "profile.errors.passwordMismatch",
  passwordSame: "profile.errors.passwordSame",
} as const;
export type ProfileErrorKey = (typeof profileErrors)[keyof typeof profileErrors];

/** Spec section 5: names 2 to 50, phone 10 to 20, company and position at most 100. */
export const profileLimits = {
  name: { min: 2, max: 50 },
  phone: { min: 10, max: 20 },
  company: 100,
  position: 100,
  email: { min: 5, max: 254 },
  password: { min: 8, max: 128 },
} as const;

const e = profileErrors;

/*
 * "-", "(" and ")" stay out of character classes so that browsers can also use these
 * patterns as HTML `pattern` attributes (validation without JavaScript): their "v" mode
 * refuses them unescaped in a class.
 */

/**
 * Letters (accents included), spaces, hyphens and apostrophes, starting with a letter:
 * the spec's "letters, accents and spaces" plus the hyphen and apostrophe of names such as
 * Jean-Pierre or N'Faly (docs/decisions/0811-profile-names-and-sanitisers.md).
 */
export const NAME_PATTERN = /^\p{Script=Latin}(?:[\p{Script=Latin}\p{M}' ’ʼ]|-)*$/u;
/** Spec section 5: optional plus, a first digit 1-9, then 8 to 18 digits, spaces, dashes or parentheses. */
export const PHONE_PATTERN = /^\+?[1-9](?:[\d ]|\(|\)|-){8,18}$/;
/** Markup and control characters are refused outright; the sanitiser removes the rest. */
const FREE_TEXT_PATTERN = /^[^<>\u0000-\u001f\u007f]*$/;

function nameField(min: string, max: string, letters: string) {
  return z
    .string({ error: min })
    .trim()
    .min(profileLimits.name.min, { error: min, abort: true })
    .max(profileLimits.name.max, { error: max, abort: true })
    .regex(NAME_PATTERN, letters)
    .transform(sanitiseName);
}

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: e.forbiddenCharacters })
    .trim()
    .max(max, { error: tooLong, abort: true })
    .regex(FREE_TEXT_PATTERN, e.forbiddenCharacters)
    .transform((value) => sanitiseText(value) || null)
    .optional()
    .transform((value) => value ?? null);
}

/** Each field of the profile on its own: the update-user hook checks bodies from /api/auth with them. */
export const profileFields = {
  firstName: nameField(e.firstNameMin, e.firstNameMax, e.firstNameLetters),
  lastName: nameField(e.lastNameMin, e.lastNameMax, e.lastNameLetters),
  phone: z
    .string({ error: e.phoneFormat })
    .trim()
    .min(profileLimits.phone.min, { error: e.phoneMin, abort: true })
    .max(profileLimits.phone.max, { error: e.phoneMax, abort: true })
    .regex(PHONE_PATTERN, e.phoneFormat)
    .transform(sanitisePhone)
    .optional()
    .transform((value) => value ?? null),
  company: optionalText(profileLimits.company, e.companyMax),
  position: optionalText(profileLimits.position, e.positionMax),
};

export const profileDetailsSchema = z.object(profileFields);
export type ProfileDetails = z.output<typeof profileDetailsSchema>;

const emailField = z
  .string({ error: e.emailInvalid })
  .trim()
  .min(profileLimits.email.min, { error: e.emailInvalid, abort: true })
  .max(profileLimits.email.max, { error: e.emailInvalid, abort: true })
  .pipe(z.email({ error: e.emailInvalid }))
  .transform(sanitiseEmail);

/** A password typed to confirm who is asking: required, bounded, never trimmed. */
function enteredPassword(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(profileLimits.password.max, { error: e.passwordMax, abort: true });
}

/**
 * Changing the password: the current one, and the new one twice. Only the 8-character
 * minimum is mirrored here; the server's own policy (common and breached passwords) answers
 * through better-auth, and the action shows its verdict.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword(e.currentPasswordRequired),
    newPassword: z
      .string({ error: e.passwordMin })
      .min(profileLimits.password.min, { error: e.passwordMin, abort: true })
      .max(profileLimits.password.max, { error: e.passwordMax, abort: true }),
    confirmPassword: z.string({ error: e.passwordMismatch }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: e.passwordMismatch });
    else if (value.newPassword === value.currentPassword)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: e.passwordSame });
  });

/** Changing the e-mail address: the new one, and the password (a stolen session is not enough). */
export const changeEmailSchema = z.object({
  newEmail: emailField,
  password: enteredPassword(e.passwordRequired),
});

/** The deletion step: the password, re-entered. */
export const deleteAccountSchema = z.object({
  password: enteredPassword(e.passwordRequired),
});

/** The one field of "sign out this device": the session's id (never its token). */
export const revokeSessionSchema = z.object({
  sessionId: z.string().trim().min(1).max(100),
});
