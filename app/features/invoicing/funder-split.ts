import { intlLocale, type Lang } from "~/lib/language";
import type { InvoiceCurrency } from "../../../db/schema";
import { computeTotals, type TotalsLine, type TotalsLineInput } from "./totals";

/**
 * A funder's share of an invoice (a French OPCO paying part of a company's training), split
 * from the invoice's lines: pure, so the property tests drive it over random amounts.
 */

/** What staff asked the funder to pay: an amount VAT included, or a percentage in basis points. */
export type FunderShare = { kind: "amount"; minor: number } | { kind: "percent"; basisPoints: number };

/** numerator / denominator, half away from zero, as totals.ts rounds. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** The funder's total, in minor units: a percentage of the total rounded to the unit (whole francs for GNF). */
export function funderTotalOf(totalMinor: number, share: FunderShare): number {
  if (share.kind === "amount") return share.minor;
  return Number(divideRounded(BigInt(totalMinor) * BigInt(share.basisPoints), 10_000n));
}

export interface SplitLabels {
  /** The line billed to the funder, from the original line's description. */
  funder: (description: string) => string;
  /** The line left to the company. */
  company: (description: string) => string;
  rounding: string;
}

export interface SplitLines {
  funder: TotalsLineInput[];
  company: TotalsLineInput[];
}

/**
 * The two invoices' lines: each original line's net is prorated (the funder's part rounded, the
 * company's the rest), at the line's VAT rate. VAT is rounded once per rate on each invoice, so
 * the two sums can miss the original by a unit or two: the funder's invoice gets a 0 % rounding
 * line to make its total exactly what was asked, and the company's another for whatever remains,
 * so the two totals always add up to the original total. With an exempt seller (0 % everywhere)
 * no rounding line is ever needed.
 */
export function splitLines(
  original: readonly TotalsLine[],
  currency: InvoiceCurrency,
  funderTotalMinor: number,
  labels: SplitLabels,
): SplitLines {
  const total = computeTotals(original, currency).totalMinor;
  if (!Number.isSafeInteger(funderTotalMinor) || funderTotalMinor <= 0 || funderTotalMinor >= total)
    throw new RangeError("a funder's share is more than nothing and less than the whole invoice");
  const line = (description: string, netMinor: number, vatRateBasisPoints: number): TotalsLineInput => ({
    description,
    quantityThousandths: 1000,
    unitPriceMinor: netMinor,
    vatRateBasisPoints,
  });
  const funder: TotalsLineInput[] = [];
  const company: TotalsLineInput[] = [];
  // Prorated on the running sum, so the lines' parts add up to the prorated sum itself (each
  // line rounded on its own could drift a unit per line): with every line at 0 % that is
  // exactly the funder's total.
  let runningNet = 0n;
  let runningFunder = 0n;
  for (const source of original) {
    runningNet += BigInt(source.netMinor);
    const funderSoFar = divideRounded(runningNet * BigInt(funderTotalMinor), BigInt(total));
    const funderNet = Number(funderSoFar - runningFunder);
    runningFunder = funderSoFar;
    const companyNet = source.netMinor - funderNet;
    if (funderNet !== 0)
      funder.push(line(labels.funder(source.description), funderNet, source.vatRateBasisPoints));
    if (companyNet !== 0)
      company.push(line(labels.company(source.description), companyNet, source.vatRateBasisPoints));
  }
  const totalOf = (lines: TotalsLineInput[]) =>
    lines.length ? computeTotals(lines, currency).totalMinor : 0;
  const funderGap = funderTotalMinor - totalOf(funder);
  if (funderGap !== 0) funder.push(line(labels.rounding, funderGap, 0));
  const companyGap = total - funderTotalMinor - totalOf(company);
  if (companyGap !== 0) company.push(line(labels.rounding, companyGap, 0));
  return { funder, company };
}

/** A share in basis points as the lines print it: "40 %", "33,33 %" / "40%", "33.33%". */
export function formatPercent(basisPoints: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 2 })
    .format(basisPoints / 10_000)
    .replace(/\u202f/g, "\u00a0");
}
