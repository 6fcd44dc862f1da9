import { z } from "zod";
import {
  lineProblem,
  personNameProblem,
  phoneProblem,
  phoneToE164,
  refineText,
  textLimits,
} from "~/lib/text-rules";
import { sanitiseEmail, sanitiseName, sanitisePhone, sanitiseText } from "./sanitisers";

// Zod 4 probes `new Function` unless told not to; our CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The profile page's forms: one schema each, run by Conform in the browser and by the
 * action on the server, whose output is the sanitised value to store. Messages are
 * translation keys (app/locales/fr/profile.ts), shown in the page's language.
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
  smsInvalid: "profile.errors.smsInvalid",
  smsNeedsPhone: "profile.errors.smsNeedsPhone",
  timeZoneInvalid: "profile.errors.timeZoneInvalid",
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

/** Names 2 to 50, phone 10 to 20, company and position at most 100: the shared limits (text-rules.ts). */
export const profileLimits = {
  name: textLimits.personName,
  phone: textLimits.phone,
  company: textLimits.company,
  position: textLimits.position,
  email: { min: 5, max: 254 },
  password: { min: 8, max: 128 },
} as const;

const e = profileErrors;

function nameField(min: string, max: string, letters: string) {
  return z
    .string({ error: min })
    .superRefine(refineText(personNameProblem, { letters, tooShort: min, tooLong: max }))
    .transform(sanitiseName);
}

/*
 * Company and position: the shared rules for one line of text (markup and control characters
 * refused with this form's message, a formula start refused), then the profile's text sanitiser.
 */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: e.forbiddenCharacters })
    .superRefine(
      refineText((value) => lineProblem(value, { max }), {
        tooLong,
        invisible: e.forbiddenCharacters,
        markup: e.forbiddenCharacters,
      }),
    )
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
    .superRefine(
      refineText(phoneProblem, { tooShort: e.phoneMin, tooLong: e.phoneMax, format: e.phoneFormat }),
    )
    .transform((value) => phoneToE164(sanitisePhone(value)))
    .optional()
    .transform((value) => value ?? null),
  company: optionalText(profileLimits.company, e.companyMax),
  position: optionalText(profileLimits.position, e.positionMax),
};

/**
 * The time zones a person may pick for their quiet hours (no texts 21:00-08:00): where the
 * group's trainees live and work, West Africa first. Conakry by default.
 */
export const TIME_ZONES = [
  "Africa/Conakry",
  "Africa/Dakar",
  "Africa/Abidjan",
  "Africa/Bamako",
  "Africa/Lagos",
  "Africa/Casablanca",
  "Europe/London",
  "Europe/Paris",
  "America/New_York",
  "America/Montreal",
  "Asia/Dubai",
] as const;

/** The profile form: the fields, the box "send me text messages" (which needs a number), the time zone. */
export const profileDetailsSchema = z
  .object({
    ...profileFields,
    sms: z
      .literal("on", { error: e.smsInvalid })
      .optional()
      .transform((value) => value === "on"),
    /** Absent (an older form, an API client): the time zone stays as it is. */
    timeZone: z.enum(TIME_ZONES, { error: e.timeZoneInvalid }).optional(),
  })
  .superRefine((value, context) => {
    if (value.sms && !value.phone) {
      context.addIssue({ code: "custom", path: ["phone"], message: e.smsNeedsPhone });
    }
  });
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
