import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { funderTotalOf, splitLines, type SplitLabels } from "./funder-split";
import { computeTotals, type TotalsLineInput } from "./totals";

const labels: SplitLabels = {
  funder: (description) => `${description} (part financée)`,
  company: (description) => `${description} (reste à charge)`,
  rounding: "Arrondi",
};

const lineArbitrary = (maxPrice: number) =>
  fc.record({
    description: fc.constantFrom("Formation", "Supports", "Remise"),
    quantityThousandths: fc.integer({ min: 1, max: 50_000 }),
    unitPriceMinor: fc.integer({ min: 1, max: maxPrice }),
    vatRateBasisPoints: fc.constantFrom(0, 550, 1000, 1800, 2000),
  }) satisfies fc.Arbitrary<TotalsLineInput>;

const caseArbitrary = fc
  .record({
    currency: fc.constantFrom("EUR" as const, "GNF" as const),
    lines: fc.array(lineArbitrary(5_000_000), { minLength: 1, maxLength: 6 }),
    percent: fc.integer({ min: 1, max: 9_999 }),
    useAmount: fc.boolean(),
    amountFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .filter(({ lines, currency }) => computeTotals(lines, currency).totalMinor >= 2);

describe("a funder's share", () => {
  it("adds up exactly to the original total, the funder's being what was asked (EUR and GNF, any rates)", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ currency, lines, percent, useAmount, amountFraction }) => {
        const original = computeTotals(lines, currency);
        const asked = useAmount
          ? Math.min(original.totalMinor - 1, Math.max(1, Math.round(original.totalMinor * amountFraction)))
          : funderTotalOf(original.totalMinor, { kind: "percent", basisPoints: percent });
        fc.pre(asked > 0 && asked < original.totalMinor);
        const split = splitLines(original.lines, currency, asked, labels);
        const funder = computeTotals(split.funder, currency);
        const company = computeTotals(split.company, currency);
        expect(funder.totalMinor).toBe(asked);
        expect(funder.totalMinor + company.totalMinor).toBe(original.totalMinor);
        expect(
          funder.totalNetMinor + company.totalNetMinor + funder.totalVatMinor + company.totalVatMinor,
        ).toBe(original.totalMinor);
        // Every amount is a whole number of the minor unit: whole francs for GNF by construction.
        for (const line of [...split.funder, ...split.company])
          expect(Number.isSafeInteger(line.unitPriceMinor)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("needs no rounding line when the seller is VAT-exempt", () => {
    fc.assert(
      fc.property(
        fc.array(
          lineArbitrary(10_000_000).map((line) => ({ ...line, vatRateBasisPoints: 0 })),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 1, max: 9_999 }),
        (lines, percent) => {
          const original = computeTotals(lines, "GNF");
          const asked = funderTotalOf(original.totalMinor, { kind: "percent", basisPoints: percent });
          fc.pre(asked > 0 && asked < original.totalMinor);
          const split = splitLines(original.lines, "GNF", asked, labels);
          expect([...split.funder, ...split.company].some((line) => line.description === "Arrondi")).toBe(
            false,
          );
        },
      ),
    );
  });

  it("prorates each line and names it; a percentage rounds to the unit", () => {
    const original = computeTotals(
      [
        {
          description: "Formation",
          quantityThousandths: 3000,
          unitPriceMinor: 45_000,
          vatRateBasisPoints: 0,
        },
        { description: "Supports", quantityThousandths: 1000, unitPriceMinor: 15_000, vatRateBasisPoints: 0 },
      ],
      "EUR",
    );
    expect(funderTotalOf(150_000, { kind: "percent", basisPoints: 4000 })).toBe(60_000);
    expect(funderTotalOf(100_001, { kind: "percent", basisPoints: 5000 })).toBe(50_001);
    const split = splitLines(original.lines, "EUR", 60_000, labels);
    expect(split.funder).toEqual([
      {
        description: "Formation (part financée)",
        quantityThousandths: 1000,
        unitPriceMinor: 54_000,
        vatRateBasisPoints: 0,
      },
      {
        description: "Supports (part financée)",
        quantityThousandths: 1000,
        unitPriceMinor: 6_000,
        vatRateBasisPoints: 0,
      },
    ]);
    expect(split.company.map((line) => line.unitPriceMinor)).toEqual([81_000, 9_000]);
  });

  it("refuses a share of nothing or of the whole", () => {
    const { lines } = computeTotals(
      [{ description: "Formation", quantityThousandths: 1000, unitPriceMinor: 1000, vatRateBasisPoints: 0 }],
      "EUR",
    );
    expect(() => splitLines(lines, "EUR", 0, labels)).toThrow(RangeError);
    expect(() => splitLines(lines, "EUR", 1000, labels)).toThrow(RangeError);
  });
});
