import { z } from "zod";
import { lineProblem, normaliseLine, refineText } from "~/lib/text-rules";

/**
 * A required one-line text of at most `max` characters, normalised, refused in the form's own
 * words (the contact and quote forms).
 */
export const requiredLine = (
  max: number,
  messages: { required: string; tooLong: string; lineBreak: string },
) =>
  z
    .string({ error: messages.required })
    .superRefine(
      refineText((value) => lineProblem(value, { min: 1, max }), {
        tooShort: messages.required,
        tooLong: messages.tooLong,
        lineBreak: messages.lineBreak,
      }),
    )
    .transform(normaliseLine);
