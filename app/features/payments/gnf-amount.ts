/*
 * A euro price converted to Guinean francs for CinetPay (ADR 1003). GNF has no minor unit, and
 * CinetPay's payment initialisation refuses an amount that is not a multiple of 5
 * (docs.cinetpay.com/api/1.0-fr/checkout/initialisation: "amount … doit être un multiple de 5").
 * The conversion is exact (integer arithmetic on the decimal rate, no floating point), then
 * rounded to the nearest multiple of 5, halves upwards: at most 2.5 GNF (a few ten-thousandths
 * of a euro) away from the exact value, which is fairer than always rounding one way.
 */

/** CinetPay accepts only amounts that are a multiple of this, in GNF. */
export const CINETPAY_GNF_STEP = 5;

/** A rate as EUR_GNF_RATE accepts it: GNF for 1 euro, a positive decimal with up to 6 decimals. */
export const eurGnfRatePattern = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/;

export interface GnfAmount {
  /** Whole Guinean francs (GNF has no minor unit), a multiple of 5. */
  amountMinor: number;
  currency: "GNF";
  /** The rate used, normalised (no trailing zeros), as stored on the payment. */
  rateUsed: string;
}

interface DecimalRate {
  /** rate = numerator / 10^scale */
  numerator: bigint;
  scale: number;
  text: string;
}

function parseRate(rate: string): DecimalRate {
  if (!eurGnfRatePattern.test(rate)) {
    throw new RangeError(`EUR_GNF_RATE must be a positive decimal such as 11500 or 11500.25, not "${rate}"`);
  }
  const [whole = "0", fraction = ""] = rate.split(".");
  const digits = fraction.replace(/0+$/, "");
  const numerator = BigInt(whole + digits);
  if (numerator === 0n) throw new RangeError("EUR_GNF_RATE must be greater than 0");
  return { numerator, scale: digits.length, text: digits ? `${whole}.${digits}` : whole };
}

/**
 * `euroMinor` euro cents at `rate` GNF per euro, rounded to a multiple of 5 GNF as CinetPay
 * requires. Throws a RangeError on a negative or fractional amount or an invalid rate.
 */
export function euroToGnf(euroMinor: number, rate: string): GnfAmount {
  if (!Number.isSafeInteger(euroMinor) || euroMinor < 0) {
    throw new RangeError(`a euro amount in cents must be a whole number ≥ 0, not ${euroMinor}`);
  }
  const { numerator, scale, text } = parseRate(rate);
  // exact GNF = euroMinor × numerator / (100 × 10^scale); in steps of 5 GNF, rounded half up:
  // floor((2 × value + step × denominator) / (2 × step × denominator)) steps.
  const denominator = 100n * 10n ** BigInt(scale);
  const step = BigInt(CINETPAY_GNF_STEP);
  const value = BigInt(euroMinor) * numerator;
  const steps = (2n * value + step * denominator) / (2n * step * denominator);
  const amount = steps * step;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("the GNF amount is too large");
  return { amountMinor: Number(amount), currency: "GNF", rateUsed: text };
}
