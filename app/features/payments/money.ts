import { formatMinorAmount } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { Currency } from "./provider";

/*
 * Prices in the database are hundredths of the currency (price_cents),
 * for GNF too; providers count in the currency's minor units, and the franc has none.
 */

/** An amount in minor units, formatted for the page's language. */
export function formatMinor(amountMinor: number, currency: Currency, lang: Lang): string {
  return formatMinorAmount(amountMinor, currency, lang);
}

/**
 * An amount typed by staff in the currency's usual units ("150", "150.5", "150,50" euros;
 * "500000" francs) → minor units; null when it is not one.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  if (currency === "GNF") return match[2] ? null : Number(match[1]);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
