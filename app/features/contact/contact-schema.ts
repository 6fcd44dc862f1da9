import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
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

// No control characters in one-line fields (they end up in e-mail headers and subjects).
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
// A message may hold line breaks and tabs, nothing else below the space (PostgreSQL refuses NUL).
const text = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const phone = /^\+?[0-9][0-9 ().-]{5,19}$/;

const e = contactErrors;

export const contactSchema = z.object({
  name: z
    .string({ error: e.nameRequired })
    .trim()
    .min(1, e.nameRequired)
    .max(contactLimits.name, e.nameTooLong)
    .regex(oneLine, e.singleLine),
  email: z
    .string({ error: e.emailRequired })
    .trim()
    .min(1, e.emailRequired)
    .max(contactLimits.email, e.emailInvalid)
    .pipe(z.email({ error: e.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: e.phoneInvalid })
    .trim()
    .max(contactLimits.phone, e.phoneInvalid)
    .regex(phone, e.phoneInvalid)
    .optional(),
  subject: z
    .string({ error: e.subjectRequired })
    .trim()
    .min(1, e.subjectRequired)
    .max(contactLimits.subject, e.subjectTooLong)
    .regex(oneLine, e.singleLine),
  message: z
    .string({ error: e.messageRequired })
    .trim()
    .min(1, e.messageRequired)
    .max(contactLimits.message, e.messageTooLong)
    .regex(text, e.badCharacters),
  service: z.enum(contactServices, { error: e.serviceInvalid }).default("general"),
});

export type ContactInput = z.output<typeof contactSchema>;
