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

/**
 * The funder's share ("part financée par un tiers"): who the funder is, as its invoice names it,
 * and its share as a percentage or an amount VAT included. The share is turned into minor units
 * (or basis points) and checked against the invoice's total on the server.
 */
export const funderSplitSchema = z.object({
  funderName: z
    .string({ error: "adminInvoices.errors.funderName" })
    .trim()
    .min(2, { error: "adminInvoices.errors.funderName" })
    .max(200, { error: "adminInvoices.errors.funderName" }),
  funderAddress: z
    .string({ error: "adminInvoices.errors.funderAddress" })
    .trim()
    .min(2, { error: "adminInvoices.errors.funderAddress" })
    .max(500, { error: "adminInvoices.errors.funderAddress" }),
  funderCountry: z
    .string({ error: "adminInvoices.errors.funderCountry" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "adminInvoices.errors.funderCountry" }),
  funderEmail: z.email({ error: "adminInvoices.errors.funderEmail" }).trim().max(254).optional(),
  funderSiret: z
    .string()
    .trim()
    .regex(/^\d{14}$/, { error: "adminInvoices.errors.funderSiret" })
    .optional(),
  funderVatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, { error: "adminInvoices.errors.funderVatNumber" })
    .optional(),
  shareKind: z.enum(["percent", "amount"], { error: "adminInvoices.errors.shareKind" }),
  share: z
    .string({ error: "adminInvoices.errors.share" })
    .trim()
    .regex(/^\d{1,12}(?:[.,]\d{1,2})?$/, { error: "adminInvoices.errors.share" }),
});
