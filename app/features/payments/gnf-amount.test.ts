import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { CINETPAY_GNF_STEP, euroToGnf } from "./gnf-amount";

/** A rate as an operator writes it: whole GNF per euro, sometimes with decimals. */
const rateArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 50_000 }), fc.option(fc.integer({ min: 0, max: 999_999 })))
  .map(([whole, fraction]) =>
    fraction === null ? String(whole) : `${whole}.${String(fraction).padStart(6, "0")}`,
  );
const euroCentsArbitrary = fc.integer({ min: 0, max: 100_000_000 });

/** The exact value with no rounding, in GNF, as a float good enough to bound the rounding. */
const exactGnf = (euroMinor: number, rate: string) => (euroMinor / 100) * Number(rate);

describe("euroToGnf", () => {
  it("converts known prices and reports the rate used", () => {
    // 49.99 € at 9 350 GNF/€ = 467 406.5 GNF → nearest multiple of 5: 467 405.
    expect(euroToGnf(4999, "9350")).toEqual({ amountMinor: 467_405, currency: "GNF", rateUsed: "9350" });
    // 1 500 € at 9 412.75 = 14 119 125 exactly.
    expect(euroToGnf(150_000, "9412.75")).toEqual({
      amountMinor: 14_119_125,
      currency: "GNF",
      rateUsed: "9412.75",
    });
    // Halves go up: 0.25 € at 10 = 2.5 GNF → 5; 0.24 € at 10 = 2.4 → 0.
    expect(euroToGnf(25, "10").amountMinor).toBe(5);
    expect(euroToGnf(24, "10").amountMinor).toBe(0);
    // Trailing zeros of the rate are dropped from the stored rate.
    expect(euroToGnf(100, "9350.500").rateUsed).toBe("9350.5");
    expect(euroToGnf(100, "9350.000").rateUsed).toBe("9350");
  });

  it("refuses a bad rate or amount", () => {
    for (const rate of ["", "0", "0.000", "-1", "1e4", "9 350", "9350,5", "9350.1234567", "abc"]) {
      expect(() => euroToGnf(100, rate), rate).toThrow(RangeError);
    }
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => euroToGnf(amount, "9350"), String(amount)).toThrow(RangeError);
    }
  });

  it("accepts exactly the rates EUR_GNF_RATE accepts at start", () => {
    const rates = [
      "9350",
      "9350.5",
      "0.5",
      "11500.000001",
      "0",
      "0.000",
      "-1",
      "1e4",
      "9350,5",
      "09350",
      "9350.1234567",
    ];
    for (const rate of rates) {
      const atStart = (() => {
        try {
          return parseEnv({ EUR_GNF_RATE: rate }).EUR_GNF_RATE === rate;
        } catch {
          return false;
        }
      })();
      const converted = (() => {
        try {
          euroToGnf(100, rate);
          return true;
        } catch {
          return false;
        }
      })();
      expect(converted, rate).toBe(atStart);
    }
  });

  it("always gives a whole multiple of 5 within 2.5 GNF of the exact value", () => {
    fc.assert(
      fc.property(euroCentsArbitrary, rateArbitrary, (euroMinor, rate) => {
        const { amountMinor, currency } = euroToGnf(euroMinor, rate);
        expect(currency).toBe("GNF");
        expect(Number.isSafeInteger(amountMinor)).toBe(true);
        expect(amountMinor % CINETPAY_GNF_STEP).toBe(0);
        // The float is only a bound's check: a small tolerance absorbs its own error.
        expect(Math.abs(amountMinor - exactGnf(euroMinor, rate))).toBeLessThanOrEqual(
          2.5 + 1e-6 * amountMinor + 1e-6,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("never charges less for a higher price, nor at a higher rate", () => {
    fc.assert(
      fc.property(euroCentsArbitrary, euroCentsArbitrary, rateArbitrary, (a, b, rate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(euroToGnf(low, rate).amountMinor).toBeLessThanOrEqual(euroToGnf(high, rate).amountMinor);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        euroCentsArbitrary,
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (cents, rate, more) => {
          expect(euroToGnf(cents, String(rate)).amountMinor).toBeLessThanOrEqual(
            euroToGnf(cents, String(rate + more)).amountMinor,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("is exact where the conversion is exact", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (euros, rate) => {
          // Whole euros at a whole rate that is a multiple of 5: no rounding at all.
          expect(euroToGnf(euros * 100, String(rate * 5)).amountMinor).toBe(euros * rate * 5);
        },
      ),
    );
  });
});
