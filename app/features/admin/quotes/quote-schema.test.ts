import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linesOf, quoteSchema } from "./quote-schema";
import { parseAmount } from "~/features/payments/money";
import {
  parseQuantity,
  parseVatRate,
  priceInput,
  quantityInput,
  vatRateInput,
} from "~/features/quotes/quote-amounts";
import { quoteTotals } from "~/features/quotes/quotes.server";

/*
 * A quote's numbers as staff type them and as the builder writes them back: the invoices'
 * totals are proved on their own (invoicing/totals.test.ts); here, what the form carries must
 * reach them unchanged, so that saving a draft from its own form never moves a cent or a franc.
 */

const currency = fc.constantFrom("EUR" as const, "GNF" as const);
const line = fc.record({
  quantityThousandths: fc.integer({ min: 1, max: 1_000_000 }),
  unitPriceMinor: fc.integer({ min: 0, max: 100_000_000 }),
  vatRateBasisPoints: fc.oneof(fc.constantFrom(0, 550, 1800, 2000), fc.integer({ min: 0, max: 10_000 })),
});

describe("a quote's typed numbers, over 10,000 random quotes", () => {
  it("come back from the form as they were stored, and give the same totals", () => {
    fc.assert(
      fc.property(currency, fc.array(line, { minLength: 1, maxLength: 12 }), (money, lines) => {
        const typed = lines.map((stored, index) => ({
          description: `Ligne ${index + 1}`,
          quantity: quantityInput(stored.quantityThousandths),
          unitPrice: priceInput(stored.unitPriceMinor, money),
          vatRate: vatRateInput(stored.vatRateBasisPoints),
        }));
        for (const [index, stored] of lines.entries()) {
          expect(parseQuantity(typed[index]!.quantity)).toBe(stored.quantityThousandths);
          expect(parseAmount(typed[index]!.unitPrice, money)).toBe(stored.unitPriceMinor);
          expect(parseVatRate(typed[index]!.vatRate)).toBe(stored.vatRateBasisPoints);
        }
        const form = quoteSchema.safeParse({
          companyId: "1",
          courseId: "101",
          kind: "inter",
          sessionId: "1",
          participants: "6",
          currency: money,
          lang: "fr",
          validUntil: "2031-05-31",
          lines: typed,
        });
        expect(form.success).toBe(true);
        if (!form.success) return;
        const parsed = linesOf(form.data);
        const taxed = { vatExemptTraining: false };
        const fromForm = quoteTotals(parsed, money, taxed);
        const fromStore = quoteTotals(
          lines.map((stored, index) => ({ description: `Ligne ${index + 1}`, ...stored })),
          money,
          taxed,
        );
        expect(fromForm).toEqual(fromStore);
        // GNF has no minor unit: every amount is a whole number of francs by construction.
        expect(
          [fromForm.totalMinor, fromForm.totalNetMinor, fromForm.totalVatMinor].every(Number.isSafeInteger),
        ).toBe(true);
        expect(fromForm.totalMinor).toBe(fromForm.totalNetMinor + fromForm.totalVatMinor);
      }),
      { numRuns: 10_000 },
    );
  });

  it("refuse what is no number of theirs", () => {
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("1,2345")).toBeNull();
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("0,5")).toBe(500);
    expect(parseVatRate("100,01")).toBeNull();
    expect(parseVatRate("5,5")).toBe(550);
    expect(parseAmount("10.5", "GNF")).toBeNull();
  });
});
