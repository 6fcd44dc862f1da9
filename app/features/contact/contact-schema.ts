import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import { requiredLine } from "./form-parts";
import { normaliseText, phoneProblem, phoneToE164, refineText, textProblem } from "~/lib/text-rules";
import { contactServices } from "./services";

/**
 * The contact form's one schema, run by Conform in the browser and by the action on the
 * server. Messages are translation keys, shown in the page's language by the form.
 */
export const contactErrors = {
  nameRequired: "contact.errors.nameRequired",
  nameTooLong: "contact.errors.nameTooLong",
  emailRequired: "contact.errors.emailRequired",
  emailInvalid: "contact.errors.emailInvalid",
  phoneInvalid: "contact.errors.phoneInvalid",
  subjectRequired: "contact.errors.subjectRequired",
  subjectTooLong: "contact.errors.subjectTooLong",
  messageRequired: "contact.errors.messageRequired",
  messageTooLong: "contact.errors.messageTooLong",
  serviceInvalid: "contact.errors.serviceInvalid",
  singleLine: "contact.errors.singleLine",
  badCharacters: "contact.errors.badCharacters",
} as const;
export type ContactErrorKey = (typeof contactErrors)[keyof typeof contactErrors];

export const contactLimits = { name: 100, email: 254, phone: 20, subject: 150, message: 5_000 } as const;

const e = contactErrors;

// The rules every form shares (app/lib/text-rules.ts), in this form's words where it has them.
const line = (max: number, messages: { required: string; tooLong: string }) =>
  requiredLine(max, { ...messages, lineBreak: e.singleLine });

export const contactSchema = z.object({
  name: line(contactLimits.name, { required: e.nameRequired, tooLong: e.nameTooLong }),
  email: z
    .string({ error: e.emailRequired })
    .trim()
    .min(1, e.emailRequired)
    .max(contactLimits.email, e.emailInvalid)
    .pipe(z.email({ error: e.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: e.phoneInvalid })
    .superRefine(
      refineText(phoneProblem, { tooShort: e.phoneInvalid, tooLong: e.phoneInvalid, format: e.phoneInvalid }),
    )
    .transform(phoneToE164)
    .optional(),
  subject: line(contactLimits.subject, { required: e.subjectRequired, tooLong: e.subjectTooLong }),
  message: z
    .string({ error: e.messageRequired })
    .superRefine(
      refineText((value) => textProblem(value, { min: 1, max: contactLimits.message }), {
        tooShort: e.messageRequired,
        tooLong: e.messageTooLong,
      }),
    )
    .transform(normaliseText),
  service: z.enum(contactServices, { error: e.serviceInvalid }).default("general"),
});

export type ContactInput = z.output<typeof contactSchema>;
