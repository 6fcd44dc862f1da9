import { z } from "zod";
import {
  lineProblem,
  normaliseLine,
  personNameProblem,
  phoneProblem,
  phoneToE164,
  refineText,
} from "~/lib/text-rules";
import { sanitizeEmail } from "./sanitize";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The registration form's one schema, run by Conform in the browser and by the
 * action on the server, with the rules every form shares (app/lib/text-rules.ts): invisible and
 * control characters, markup and formula starts are refused, then the lengths and patterns;
 * each field reports the first rule it breaks, as a translation key. Accepted values are
 * stored trimmed, whitespace collapsed; the e-mail lower-cased.
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
  smsInvalid: "registration.errors.smsInvalid",
} as const;
export type RegistrationErrorKey = (typeof registrationErrors)[keyof typeof registrationErrors];

/** Field maximum lengths: also the inputs' maxlength. */
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
  "sms",
] as const;

/** Zod's own e-mail rule, applied to the sanitised value. */
const emailShape = z.email();

const e = registrationErrors;

function nameField(messages: { tooShort: string; tooLong: string; letters: string }, max: number) {
  return z
    .string({ error: messages.tooShort })
    .superRefine(refineText((value) => personNameProblem(value, { min: 2, max }), messages))
    .transform(normaliseLine);
}

function optionalText(tooLong: string, max: number) {
  return z
    .string()
    .superRefine(refineText((value) => lineProblem(value, { max }), { tooLong }))
    .transform(normaliseLine)
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
      .superRefine(
        refineText(phoneProblem, {
          tooShort: e.phoneTooShort,
          tooLong: e.phoneTooLong,
          format: e.phoneInvalid,
        }),
      )
      .transform(phoneToE164),
    company: optionalText(e.companyTooLong, registrationLimits.company),
    position: optionalText(e.positionTooLong, registrationLimits.position),
    payer: z.enum(["self", "company"], { error: e.payerInvalid }).default("self"),
    /** The box "send me text messages": ticked, the person accepts texts at this number. */
    sms: z
      .literal("on", { error: e.smsInvalid })
      .optional()
      .transform((value) => value === "on"),
  })
  .superRefine((value, context) => {
    // The company pays: its name goes on the invoice.
    if (value.payer === "company" && !value.company) {
      context.addIssue({ code: "custom", path: ["company"], message: e.companyRequired });
    }
  });

export type RegistrationInput = z.output<typeof registrationSchema>;
