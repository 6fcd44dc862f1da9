import { z } from "zod";
import { sanitizeEmail, sanitizePhone, sanitizeText } from "./sanitize";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The registration form's one schema (spec section 5), run by Conform in the browser and by the
 * action on the server. Values are sanitised first (trimmed, whitespace collapsed, invisible and
 * control characters removed; the phone keeps only its characters; the e-mail is lower-cased),
 * then checked; each field reports the first rule it breaks, as a translation key.
 */
export const registrationErrors = {
  firstNameTooShort: "registration.errors.firstNameTooShort",
  firstNameTooLong: "registration.errors.firstNameTooLong",
  firstNameLetters: "registration.errors.firstNameLetters",
  lastNameTooShort: "registration.errors.lastNameTooShort",
  lastNameTooLong: "registration.errors.lastNameTooLong",
  lastNameLetters: "registration.errors.lastNameLetters",
  emailInvalid: "registration.errors.emailInvalid",
  phoneTooShort: "registration.errors.phoneTooShort",
  phoneTooLong: "registration.errors.phoneTooLong",
  phoneInvalid: "registration.errors.phoneInvalid",
  companyTooLong: "registration.errors.companyTooLong",
  companyRequired: "registration.errors.companyRequired",
  positionTooLong: "registration.errors.positionTooLong",
  payerInvalid: "registration.errors.payerInvalid",
  sessionInvalid: "registration.errors.sessionInvalid",
} as const;
export type RegistrationErrorKey = (typeof registrationErrors)[keyof typeof registrationErrors];

/** Field maximum lengths (spec section 5): also the inputs' maxlength. */
export const registrationLimits = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 20,
  company: 100,
  position: 100,
} as const;

export const REGISTRATION_FIELDS = [
  "sessionId",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "position",
  "payer",
] as const;

/**
 * Letters (any script, with their accents), spaces, and the hyphen and apostrophe of names
 * such as Jean-Pierre or N'Diaye (ADR 0903), starting with a letter.
 */
const NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;
/** Optional plus, a first digit 1-9, then 8 to 18 digits, spaces, dashes or parentheses. */
const PHONE = /^\+?[1-9][0-9 ()-]{8,18}$/;
/** Zod's own e-mail rule, applied to the sanitised value. */
const emailShape = z.email();

const e = registrationErrors;

function nameField(messages: { tooShort: string; tooLong: string; letters: string }, max: number) {
  return z
    .string({ error: messages.tooShort })
    .transform(sanitizeText)
    .superRefine((value, context) => {
      // One message, for the first rule broken: characters, then the lengths.
      if (value !== "" && !NAME.test(value)) context.addIssue({ code: "custom", message: messages.letters });
      else if (value.length < 2) context.addIssue({ code: "custom", message: messages.tooShort });
      else if (value.length > max) context.addIssue({ code: "custom", message: messages.tooLong });
    });
}

function optionalText(tooLong: string, max: number) {
  return z
    .string()
    .transform(sanitizeText)
    .superRefine((value, context) => {
      if (value.length > max) context.addIssue({ code: "custom", message: tooLong });
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

export const registrationSchema = z
  .object({
    /** The session chosen; absent for a registration of interest. The server checks it belongs to the course. */
    sessionId: z
      .string({ error: e.sessionInvalid })
      .regex(/^[1-9]\d{0,8}$/, e.sessionInvalid)
      .transform(Number)
      .optional(),
    firstName: nameField(
      { tooShort: e.firstNameTooShort, tooLong: e.firstNameTooLong, letters: e.firstNameLetters },
      registrationLimits.firstName,
    ),
    lastName: nameField(
      { tooShort: e.lastNameTooShort, tooLong: e.lastNameTooLong, letters: e.lastNameLetters },
      registrationLimits.lastName,
    ),
    email: z
      .string({ error: e.emailInvalid })
      .transform(sanitizeEmail)
      .refine(
        (value) =>
          value.length >= 5 &&
          value.length <= registrationLimits.email &&
          emailShape.safeParse(value).success,
        e.emailInvalid,
      ),
    phone: z
      .string({ error: e.phoneTooShort })
      .transform(sanitizePhone)
      .superRefine((value, context) => {
        if (value.length < 10) context.addIssue({ code: "custom", message: e.phoneTooShort });
        else if (value.length > registrationLimits.phone)
          context.addIssue({ code: "custom", message: e.phoneTooLong });
        else if (!PHONE.test(value)) context.addIssue({ code: "custom", message: e.phoneInvalid });
      }),
    company: optionalText(e.companyTooLong, registrationLimits.company),
    position: optionalText(e.positionTooLong, registrationLimits.position),
    payer: z.enum(["self", "company"], { error: e.payerInvalid }).default("self"),
  })
  .superRefine((value, context) => {
    // The company pays: its name goes on the invoice.
    if (value.payer === "company" && !value.company) {
      context.addIssue({ code: "custom", path: ["company"], message: e.companyRequired });
    }
  });

export type RegistrationInput = z.output<typeof registrationSchema>;
