import { formatDate, formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";

/** An amount in the currency's minor unit (cents, whole francs), for the page's language. */
export function formatInvoiceAmount(minor: number, currency: string, lang: Lang): string {
  return currency === "GNF" ? formatMoney(minor * 100, "GNF", lang) : formatMoney(minor, "EUR", lang);
}

/** A calendar day stored as "YYYY-MM-DD", shown as that day whatever the server's zone. */
export function formatInvoiceDay(day: string, lang: Lang): string {
  return formatDate(new Date(`${day}T12:00:00Z`), lang, "medium", "UTC");
}
