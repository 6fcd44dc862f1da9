import type { InvoiceCurrency, VatBreakdownLine } from "../../../db/schema";

/**
 * An invoice's or a quote's totals, from its lines: pure, so the issuing code, the PDF and later
 * the quotes compute them the same way. Amounts are integers in the currency's minor unit (cents
 * for EUR, whole francs for GNF: the franc has no smaller unit, so every amount stays whole by
 * construction); quantities in thousandths (half a day = 500); VAT rates in basis points
 * (20 % = 2000). The products go through BigInt: a quantity times a price in minor units can pass
 * 2^53 before it is divided back.
 */

export interface TotalsLineInput {
  description: string;
  quantityThousandths: number;
  unitPriceMinor: number;
  vatRateBasisPoints: number;
}

export interface TotalsLine extends TotalsLineInput {
  netMinor: number;
}

export interface Totals {
  currency: InvoiceCurrency;
  lines: TotalsLine[];
  /** One row per rate, lowest rate first. */
  vatBreakdown: VatBreakdownLine[];
  totalNetMinor: number;
  totalVatMinor: number;
  totalMinor: number;
}

/**
 * numerator / denominator rounded half away from zero ("half up" on the magnitude): a discount
 * line rounds like the charge it offsets, with the opposite sign.
 */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is too large to be stored`);
  }
  return Number(value);
}

function assertLine(line: TotalsLineInput): void {
  if (!Number.isSafeInteger(line.quantityThousandths) || line.quantityThousandths <= 0) {
    throw new RangeError("a line's quantity is a positive whole number of thousandths");
  }
  if (!Number.isSafeInteger(line.unitPriceMinor)) {
    throw new RangeError("a line's unit price is a whole number of the currency's minor unit");
  }
  if (
    !Number.isInteger(line.vatRateBasisPoints) ||
    line.vatRateBasisPoints < 0 ||
    line.vatRateBasisPoints > 10_000
  ) {
    throw new RangeError("a VAT rate is a whole number of basis points between 0 and 10000");
  }
}

/** A line's net: quantity × unit price, rounded to the minor unit. */
export function lineNetMinor(line: Pick<TotalsLineInput, "quantityThousandths" | "unitPriceMinor">): number {
  return toSafeNumber(
    divideRounded(BigInt(line.quantityThousandths) * BigInt(line.unitPriceMinor), 1000n),
    "a line's net",
  );
}

/**
 * The totals, EN 16931 style: each line's net is rounded, then the VAT of each rate is computed
 * once on the sum of that rate's nets and rounded, so the breakdown's VAT is what a reader
 * recomputes from the printed bases (rounding each line's VAT would drift by a cent per line).
 */
export function computeTotals(lines: readonly TotalsLineInput[], currency: InvoiceCurrency): Totals {
  const computed: TotalsLine[] = lines.map((line) => {
    assertLine(line);
    return { ...line, netMinor: lineNetMinor(line) };
  });
  const bases = new Map<number, bigint>();
  for (const line of computed) {
    bases.set(line.vatRateBasisPoints, (bases.get(line.vatRateBasisPoints) ?? 0n) + BigInt(line.netMinor));
  }
  let totalNet = 0n;
  let totalVat = 0n;
  const vatBreakdown: VatBreakdownLine[] = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => {
      const vat = divideRounded(base * BigInt(rate), 10_000n);
      totalNet += base;
      totalVat += vat;
      return {
        rateBasisPoints: rate,
        baseMinor: toSafeNumber(base, "a VAT base"),
        vatMinor: toSafeNumber(vat, "a VAT amount"),
      };
    });
  return {
    currency,
    lines: computed,
    vatBreakdown,
    totalNetMinor: toSafeNumber(totalNet, "the net total"),
    totalVatMinor: toSafeNumber(totalVat, "the VAT total"),
    totalMinor: toSafeNumber(totalNet + totalVat, "the total"),
  };
}

/**
 * The lines that invoice an amount already paid, VAT included (a price on the site is what the
 * payer pays): at `rateBasisPoints`, the net whose total with its VAT is the amount. Some amounts
 * have no such net (VAT rounded per rate can step the total by two units); the unit missing is
 * then a line of its own at 0 %, so the invoice's total is always the amount received.
 */
export function linesForPaidAmount(
  amountMinor: number,
  rateBasisPoints: number,
  description: string,
  roundingDescription: string,
): TotalsLineInput[] {
  const line = (unitPriceMinor: number, vatRateBasisPoints: number, text = description): TotalsLineInput => ({
    description: text,
    quantityThousandths: 1000,
    unitPriceMinor,
    vatRateBasisPoints,
  });
  if (rateBasisPoints === 0) return [line(amountMinor, 0)];
  const totalOf = (net: number) =>
    net + Number(divideRounded(BigInt(net) * BigInt(rateBasisPoints), 10_000n));
  const estimate = Math.floor((amountMinor * 10_000) / (10_000 + rateBasisPoints));
  let best = estimate - 2;
  for (let net = estimate - 2; net <= estimate + 2; net++) {
    if (totalOf(net) === amountMinor) return [line(net, rateBasisPoints)];
    if (totalOf(net) < amountMinor) best = net;
  }
  return [line(best, rateBasisPoints), line(amountMinor - totalOf(best), 0, roundingDescription)];
}
