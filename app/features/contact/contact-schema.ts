import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import { requiredLine } from "./form-parts";
import { normaliseText, phoneProblem, phoneToE164, refineText, textProblem } from "~/lib/text-rules";
import { contactErrors, contactLimits } from "./contact-limits";
import { contactServices } from "./services";

const e = contactErrors;

// The rules every form shares (app/lib/text-rules.ts), in this form's words where it has them.
const line = (max: number, messages: { required: string; tooLong: string }) =>
  requiredLine(max, { ...messages, lineBreak: e.singleLine });

/**
 * The contact form's one schema, run by Conform in the browser (loaded when the form is first used) and by the action on the
 * server. Messages are translation keys, shown in the page's language by the form.
 */
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

/** The controls' limits (required, maxLength…), which the page's loader hands to the form. */
export const contactConstraint = getZodConstraint(contactSchema);

export type ContactInput = z.output<typeof contactSchema>;
