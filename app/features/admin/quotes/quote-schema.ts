import { z } from "zod";
import { parseAmount } from "~/features/payments/money";
import { MAX_QUOTE_PARTICIPANTS, parseQuantity, parseVatRate } from "~/features/quotes/quote-amounts";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval.
z.config({ jitless: true });

/**
 * The quote builder's form (/admin/quotes/new and /admin/quotes/:id): the draft's fields and up
 * to MAX_LINES lines, a blank line being no line. Messages are translation keys. The server
 * reads the numbers again (quantity in thousandths, price in the currency's minor unit, rate in
 * basis points) and computes every total itself.
 */

export const MAX_LINES = 12;
/** Blank lines the form offers below the filled ones: lines are added without JavaScript. */
export const BLANK_LINES = 3;

const id = (key: string) =>
  z
    .string({ error: `adminQuotes.errors.${key}` })
    .regex(/^[1-9]\d{0,9}$/, { error: `adminQuotes.errors.${key}` });
const day = (key: string) =>
  z
    .string({ error: `adminQuotes.errors.${key}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `adminQuotes.errors.${key}` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `adminQuotes.errors.${key}`,
    });
const text = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `adminQuotes.errors.${key}` })
    .regex(/^[^\r\n]*$/, { error: `adminQuotes.errors.${key}` })
    .optional();

const line = z
  .object({
    description: text(300, "lineDescription"),
    quantity: z.string().trim().optional(),
    unitPrice: z.string().trim().optional(),
    vatRate: z.string().trim().optional(),
  })
  .optional();

export const quoteSchema = z
  .object({
    companyId: id("company"),
    courseId: id("course"),
    kind: z.enum(["inter", "intra"], { error: "adminQuotes.errors.kind" }),
    sessionId: id("session").optional(),
    startDay: day("startDay").optional(),
    endDay: day("endDay").optional(),
    city: text(120, "city"),
    participants: z
      .string({ error: "adminQuotes.errors.participants" })
      .regex(/^\d{1,3}$/, { error: "adminQuotes.errors.participants" })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: "adminQuotes.errors.participants" })
          // A quote's acceptance books them all at once: no more than one booking holds.
          .max(MAX_QUOTE_PARTICIPANTS, { error: "adminQuotes.errors.participants" }),
      ),
    currency: z.enum(["EUR", "GNF"], { error: "adminQuotes.errors.currency" }),
    lang: z.enum(["fr", "en"], { error: "adminQuotes.errors.lang" }),
    validUntil: day("validUntil"),
    preferredDates: text(200, "preferredDates"),
    requestId: id("request").optional(),
    lines: z
      .array(line)
      .max(MAX_LINES + BLANK_LINES, { error: "adminQuotes.errors.lines" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.kind === "inter" && !value.sessionId)
      context.addIssue({ code: "custom", path: ["sessionId"], message: "adminQuotes.errors.session" });
    if (value.kind === "intra") {
      if (!value.startDay)
        context.addIssue({ code: "custom", path: ["startDay"], message: "adminQuotes.errors.startDay" });
      if (!value.endDay || (value.startDay && value.endDay < value.startDay))
        context.addIssue({ code: "custom", path: ["endDay"], message: "adminQuotes.errors.endDay" });
      if (!value.city)
        context.addIssue({ code: "custom", path: ["city"], message: "adminQuotes.errors.city" });
    }
    let filled = 0;
    (value.lines ?? []).forEach((entry, index) => {
      if (!entry || (!entry.description && !entry.quantity && !entry.unitPrice && !entry.vatRate)) return;
      filled += 1;
      const issue = (field: string, key: string) =>
        context.addIssue({
          code: "custom",
          path: ["lines", index, field],
          message: `adminQuotes.errors.${key}`,
        });
      if (!entry.description) issue("description", "lineDescription");
      if (!entry.quantity || parseQuantity(entry.quantity) === null) issue("quantity", "lineQuantity");
      if (!entry.unitPrice || parseAmount(entry.unitPrice, value.currency) === null)
        issue("unitPrice", value.currency === "GNF" ? "linePriceGnf" : "linePrice");
      if (!entry.vatRate || parseVatRate(entry.vatRate) === null) issue("vatRate", "lineVatRate");
    });
    if (filled === 0)
      context.addIssue({ code: "custom", path: ["lines"], message: "adminQuotes.errors.noLines" });
    if (filled > MAX_LINES)
      context.addIssue({ code: "custom", path: ["lines"], message: "adminQuotes.errors.lines" });
  });

export type QuoteFormValue = z.output<typeof quoteSchema>;

/** The form's lines as the server keeps them; run on a value the schema accepted. */
export function linesOf(value: QuoteFormValue) {
  return (value.lines ?? []).flatMap((entry) =>
    entry?.description && entry.quantity && entry.unitPrice && entry.vatRate
      ? [
          {
            description: entry.description,
            quantityThousandths: parseQuantity(entry.quantity)!,
            unitPriceMinor: parseAmount(entry.unitPrice, value.currency)!,
            vatRateBasisPoints: parseVatRate(entry.vatRate)!,
          },
        ]
      : [],
  );
}
