import { z } from "zod";
import { normaliseText, refineText, textProblem } from "~/lib/text-rules";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

export const complaintHandlingLimits = { answer: 5_000, action: 2_000 } as const;

const text = (max: number, keys: { empty: string; tooLong: string }) =>
  z
    .string({ error: keys.empty })
    .superRefine(
      refineText((value) => textProblem(value, { min: 1, max }), {
        tooShort: keys.empty,
        tooLong: keys.tooLong,
      }),
    )
    .transform(normaliseText);

/**
 * The forms of a complaint's page: take it in hand, send the answer (its text only: the address
 * and the language are the complaint's own), record the corrective action, close it.
 */
export const complaintActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start") }),
    z.object({
      intent: z.literal("answer"),
      answer: text(complaintHandlingLimits.answer, {
        empty: "adminComplaints.errors.answerEmpty",
        tooLong: "adminComplaints.errors.answerTooLong",
      }),
    }),
    z.object({
      intent: z.literal("action"),
      action: text(complaintHandlingLimits.action, {
        empty: "adminComplaints.errors.actionEmpty",
        tooLong: "adminComplaints.errors.actionTooLong",
      }),
    }),
    z.object({ intent: z.literal("close") }),
  ],
  { error: "adminComplaints.errors.intent" },
);

export type ComplaintActionInput = z.output<typeof complaintActionSchema>;
