import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, lineNetMinor, linesForPaidAmount, type TotalsLineInput } from "./totals";

const line = (
  quantityThousandths: number,
  unitPriceMinor: number,
  vatRateBasisPoints: number,
): TotalsLineInput => ({
  description: "Formation",
  quantityThousandths,
  unitPriceMinor,
  vatRateBasisPoints,
});

describe("computeTotals: examples computed by hand", () => {
  it("rounds a line's net half up: 1.5 days at 333.33 € is 499.995 €, so 500.00 €", () => {
    const totals = computeTotals([line(1500, 33_333, 2000)], "EUR");
    expect(totals.lines[0]?.netMinor).toBe(50_000);
    expect(totals.vatBreakdown).toEqual([{ rateBasisPoints: 2000, baseMinor: 50_000, vatMinor: 10_000 }]);
    expect(totals).toMatchObject({ totalNetMinor: 50_000, totalVatMinor: 10_000, totalMinor: 60_000 });
  });

  it("computes the VAT once per rate on the sum of the nets, not line by line", () => {
    // Each line alone: 3.33 € × 5.5 % = 0.18315 € → 0.18 €, three times 0.54 €. On the base
    // of 9.99 €: 0.54945 € → 0.55 €.
    const totals = computeTotals([line(1000, 333, 550), line(1000, 333, 550), line(1000, 333, 550)], "EUR");
    expect(totals.vatBreakdown).toEqual([{ rateBasisPoints: 550, baseMinor: 999, vatMinor: 55 }]);
    expect(totals.totalMinor).toBe(1054);
  });

  it("gives one breakdown row per rate, lowest rate first", () => {
    const totals = computeTotals(
      [line(1000, 10_000, 2000), line(2000, 2550, 550), line(1000, 700, 0)],
      "EUR",
    );
    // 5.5 % of 51.00 € = 2.805 € → 2.81 €; 20 % of 100.00 € = 20.00 €.
    expect(totals.vatBreakdown).toEqual([
      { rateBasisPoints: 0, baseMinor: 700, vatMinor: 0 },
      { rateBasisPoints: 550, baseMinor: 5100, vatMinor: 281 },
      { rateBasisPoints: 2000, baseMinor: 10_000, vatMinor: 2000 },
    ]);
    expect(totals).toMatchObject({ totalNetMinor: 15_800, totalVatMinor: 2281, totalMinor: 18_081 });
  });

  it("keeps Guinean francs whole: half a day at 1 250 001 GNF is 625 001 GNF", () => {
    const totals = computeTotals([line(500, 1_250_001, 0), line(3000, 2_500_000, 1800)], "GNF");
    expect(totals.lines.map((computed) => computed.netMinor)).toEqual([625_001, 7_500_000]);
    // 18 % of 7 500 000 GNF = 1 350 000 GNF.
    expect(totals).toMatchObject({
      totalNetMinor: 8_125_001,
      totalVatMinor: 1_350_000,
      totalMinor: 9_475_001,
    });
  });

  it("rounds a discount line like the charge it offsets", () => {
    expect(lineNetMinor({ quantityThousandths: 500, unitPriceMinor: -1 })).toBe(-1);
    expect(lineNetMinor({ quantityThousandths: 500, unitPriceMinor: 1 })).toBe(1);
    expect(lineNetMinor({ quantityThousandths: 499, unitPriceMinor: 1 })).toBe(0);
  });

  it("computes exactly when the product passes 2^53, and refuses a net too large to store", () => {
    // 2 000 000 × 9 007 199 254 740 / 1000 = 18 014 398 509 480 000, past 2^53: refused.
    expect(() => lineNetMinor({ quantityThousandths: 2_000_000, unitPriceMinor: 9_007_199_254_740 })).toThrow(
      RangeError,
    );
    expect(lineNetMinor({ quantityThousandths: 999, unitPriceMinor: 9_007_199_254_740_991 })).toBe(
      8_998_192_055_486_250,
    );
  });

  it("an empty document totals zero", () => {
    expect(computeTotals([], "EUR")).toMatchObject({
      vatBreakdown: [],
      totalNetMinor: 0,
      totalVatMinor: 0,
      totalMinor: 0,
    });
  });

  it("refuses a zero quantity, a fractional price and a rate out of range", () => {
    expect(() => computeTotals([line(0, 100, 0)], "EUR")).toThrow(RangeError);
    expect(() => computeTotals([line(1000, 10.5, 0)], "EUR")).toThrow(RangeError);
    expect(() => computeTotals([line(1000, 100, 10_001)], "EUR")).toThrow(RangeError);
    expect(() => computeTotals([line(1000, 100, -1)], "EUR")).toThrow(RangeError);
  });
});

const rate = fc.oneof(fc.constantFrom(0, 550, 1000, 1800, 2000), fc.integer({ min: 0, max: 10_000 }));
const quoteLine = fc.record({
  description: fc.string({ maxLength: 20 }),
  quantityThousandths: fc.integer({ min: 1, max: 1_000_000 }),
  unitPriceMinor: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: -1_000_000, max: 0 })),
  vatRateBasisPoints: rate,
});
const quote = fc.record({
  currency: fc.constantFrom("EUR" as const, "GNF" as const),
  lines: fc.array(quoteLine, { maxLength: 25 }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("computeTotals: properties over 10,000 random quotes", () => {
  it("adds up: lines to net, breakdown to VAT, net and VAT to total, every amount whole", () => {
    fc.assert(
      fc.property(quote, ({ currency, lines }) => {
        const totals = computeTotals(lines, currency);
        const amounts = [
          totals.totalNetMinor,
          totals.totalVatMinor,
          totals.totalMinor,
          ...totals.lines.map((computed) => computed.netMinor),
          ...totals.vatBreakdown.flatMap((row) => [row.baseMinor, row.vatMinor]),
        ];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        expect(totals.totalNetMinor).toBe(sum(totals.lines.map((computed) => computed.netMinor)));
        expect(totals.totalVatMinor).toBe(sum(totals.vatBreakdown.map((row) => row.vatMinor)));
        expect(sum(totals.vatBreakdown.map((row) => row.baseMinor))).toBe(totals.totalNetMinor);
        expect(totals.totalMinor).toBe(totals.totalNetMinor + totals.totalVatMinor);
        // Each rounded amount is within half a unit of the exact one.
        for (const computed of totals.lines) {
          const exact = (computed.quantityThousandths * computed.unitPriceMinor) / 1000;
          expect(Math.abs(computed.netMinor - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.abs(exact));
        }
        for (const row of totals.vatBreakdown) {
          const exact = (row.baseMinor * row.rateBasisPoints) / 10_000;
          expect(Math.abs(row.vatMinor - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.abs(exact));
        }
        // One row per rate used, in increasing order.
        const rates = totals.vatBreakdown.map((row) => row.rateBasisPoints);
        expect(rates).toEqual(
          [...new Set(lines.map((input) => input.vatRateBasisPoints))].sort((a, b) => a - b),
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe("linesForPaidAmount", () => {
  it("is one line at 0 % for an exempt seller", () => {
    expect(linesForPaidAmount(45_000, 0, "Excel", "Arrondi")).toEqual(
      [line(1000, 45_000, 0)].map((l) => ({ ...l, description: "Excel" })),
    );
  });

  it("finds the net whose total with VAT is the amount: 540.00 € at 20 % is 450.00 € net", () => {
    const lines = linesForPaidAmount(54_000, 2000, "Excel", "Arrondi");
    expect(lines).toEqual([
      { description: "Excel", quantityThousandths: 1000, unitPriceMinor: 45_000, vatRateBasisPoints: 2000 },
    ]);
  });

  it("puts the unit no net reaches on a 0 % line: 0.03 € at 20 %", () => {
    // 0.02 € + 0.00 € VAT = 0.02 €; 0.03 € + 0.01 € VAT = 0.04 €: nothing gives 0.03 €.
    expect(linesForPaidAmount(3, 2000, "Excel", "Arrondi")).toEqual([
      { description: "Excel", quantityThousandths: 1000, unitPriceMinor: 2, vatRateBasisPoints: 2000 },
      { description: "Arrondi", quantityThousandths: 1000, unitPriceMinor: 1, vatRateBasisPoints: 0 },
    ]);
  });

  it("always totals the amount paid (10,000 random amounts and rates)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), rate, (amount, rateBasisPoints) => {
        const lines = linesForPaidAmount(amount, rateBasisPoints, "x", "r");
        expect(computeTotals(lines, "EUR").totalMinor).toBe(amount);
        expect(lines.length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 10_000 },
    );
  });
});
