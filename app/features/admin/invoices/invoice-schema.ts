import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/**
 * The invoice page's forms, used by the browser and the server alike. Messages are translation
 * keys (adminInvoices.errors.*). The amount is parsed on the server in the invoice's currency and
 * checked there against what remains; nothing the page sends says what is due.
 */
export const invoiceTransferSchema = z.object({
  amount: z
    .string({ error: "adminInvoices.errors.amount" })
    .trim()
    .regex(/^\d{1,12}(?:[.,]\d{1,2})?$/, { error: "adminInvoices.errors.amount" }),
  receivedOn: z
    .string({ error: "adminInvoices.errors.receivedOn" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "adminInvoices.errors.receivedOn" }),
  reference: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} ./#-]{1,60}$/u, { error: "adminInvoices.errors.reference" })
    .optional(),
});

export const creditNoteSchema = z.object({
  reason: z
    .string({ error: "adminInvoices.errors.reason" })
    .trim()
    .min(3, { error: "adminInvoices.errors.reason" })
    .max(300, { error: "adminInvoices.errors.reasonTooLong" }),
});
