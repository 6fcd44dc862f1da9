import { z } from "zod";
import { complaintCategories } from "../../../db/schema/complaint-values";
import { requiredLine } from "~/features/contact/form-parts";
import { normaliseText, phoneProblem, phoneToE164, refineText, textProblem } from "~/lib/text-rules";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** Messages are translation keys, shown in the page's language by the form. */
export const complaintErrors = {
  nameRequired: "complaints.errors.nameRequired",
  nameTooLong: "complaints.errors.nameTooLong",
  emailRequired: "complaints.errors.emailRequired",
  emailInvalid: "complaints.errors.emailInvalid",
  phoneInvalid: "complaints.errors.phoneInvalid",
  categoryInvalid: "complaints.errors.categoryInvalid",
  registrationInvalid: "complaints.errors.registrationInvalid",
  messageTooShort: "complaints.errors.messageTooShort",
  messageTooLong: "complaints.errors.messageTooLong",
  singleLine: "complaints.errors.singleLine",
} as const;

export const complaintLimits = { name: 100, email: 254, phone: 20, messageMin: 20, message: 5_000 } as const;

const e = complaintErrors;

/**
 * The complaint form's one schema, run by Conform in the browser and by the action on the
 * server. The registration is only an id here: the action checks it is the signed-in person's.
 */
export const complaintSchema = z.object({
  name: requiredLine(complaintLimits.name, {
    required: e.nameRequired,
    tooLong: e.nameTooLong,
    lineBreak: e.singleLine,
  }),
  email: z
    .string({ error: e.emailRequired })
    .trim()
    .min(1, e.emailRequired)
    .max(complaintLimits.email, e.emailInvalid)
    .pipe(z.email({ error: e.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: e.phoneInvalid })
    .superRefine(
      refineText(phoneProblem, { tooShort: e.phoneInvalid, tooLong: e.phoneInvalid, format: e.phoneInvalid }),
    )
    .transform(phoneToE164)
    .optional(),
  registration: z
    .string({ error: e.registrationInvalid })
    .regex(/^[1-9]\d{0,9}$/, e.registrationInvalid)
    .transform(Number)
    .optional(),
  category: z.enum(complaintCategories, { error: e.categoryInvalid }),
  message: z
    .string({ error: e.messageTooShort })
    .superRefine(
      refineText(
        (value) => textProblem(value, { min: complaintLimits.messageMin, max: complaintLimits.message }),
        { tooShort: e.messageTooShort, tooLong: e.messageTooLong },
      ),
    )
    .transform(normaliseText),
});

export type ComplaintInput = z.output<typeof complaintSchema>;
