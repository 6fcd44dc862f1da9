import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval.
z.config({ jitless: true });

/**
 * The form of a document accepted online (a quote, a training agreement): accept with the
 * signer's name and title (and, for a quote, its purchase order), ticking the required box; or
 * refuse with a reason. Messages are translation keys of the `onlineAcceptance` namespace.
 */
const oneLine = (max: number, key: string) =>
  z
    .string({ error: `onlineAcceptance.errors.${key}` })
    .trim()
    .min(1, { error: `onlineAcceptance.errors.${key}` })
    .max(max, { error: `onlineAcceptance.errors.${key}` })
    .regex(/^[^\r\n]*$/, { error: `onlineAcceptance.errors.${key}` });

export const acceptSchema = z.object({
  intent: z.literal("accept"),
  signerName: oneLine(120, "signerName"),
  signerTitle: oneLine(120, "signerTitle"),
  purchaseOrder: z
    .string()
    .trim()
    .max(60, { error: "onlineAcceptance.errors.purchaseOrder" })
    .regex(/^[^\r\n]*$/, { error: "onlineAcceptance.errors.purchaseOrder" })
    .optional(),
  agree: z.literal("on", { error: "onlineAcceptance.errors.agree" }),
});

export const refuseSchema = z.object({
  intent: z.literal("refuse"),
  reason: z
    .string({ error: "onlineAcceptance.errors.reason" })
    .trim()
    .min(3, { error: "onlineAcceptance.errors.reason" })
    .max(1000, { error: "onlineAcceptance.errors.reason" }),
});

export type AcceptInput = z.output<typeof acceptSchema>;
export type RefuseInput = z.output<typeof refuseSchema>;
