import { intlLocale, type Lang } from "./language";

/** Session times are shown in Conakry time whatever the reader's zone (labelled as such). */
export const SITE_TIME_ZONE = "Africa/Conakry";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Money from integer minor units: 4999 EUR is "49,99 €" in French and "€49.99" in English.
 * GNF has no minor unit in practice: amounts are whole francs, stored as cents like the rest.
 */
export function formatMoney(cents: number, currency: "EUR" | "GNF", lang: Lang): string {
  const digits = currency === "GNF" ? 0 : 2;
  const formatter = cached(`money:${lang}:${currency}`, () =>
    new Intl.NumberFormat(intlLocale[lang], {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  );
  // Intl uses narrow no-break spaces in French; plain no-break spaces render everywhere.
  return formatter.format(cents / 100).replace(/\u202f/g, "\u00a0");
}

/** "lundi 12 janvier 2026" / "Monday, 12 January 2026", in Conakry time. */
export function formatDate(date: Date, lang: Lang, style: "long" | "medium" = "long"): string {
  const formatter = cached(`date:${lang}:${style}`, () =>
    new Intl.DateTimeFormat(intlLocale[lang], {
      timeZone: SITE_TIME_ZONE,
      ...(style === "long" ? { weekday: "long", day: "numeric", month: "long", year: "numeric" } : { dateStyle: "medium" }),
    }),
  );
  return formatter.format(date);
}

/** "08:30" in Conakry time (24-hour clock in both languages). */
export function formatTime(date: Date, lang: Lang): string {
  const formatter = cached(`time:${lang}`, () =>
    new Intl.DateTimeFormat(intlLocale[lang], { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  );
  return formatter.format(date);
}
