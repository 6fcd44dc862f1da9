import { intlLocale, type Lang } from "./language";

/**
 * The group's home zone. A session's date and time are shown in the session's own zone
 * (Conakry, Paris...) whatever the reader's, labelled as such; this is the default.
 */
export const SITE_TIME_ZONE = "Africa/Conakry";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/**
 * The formatter made once for `key` and kept: making an Intl formatter costs far more than using
 * one, and pages format dozens of dates and prices per render.
 */
export function intlFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
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
  const formatter = intlFormatter(
    `money:${lang}:${currency}`,
    () =>
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

/** A rating with one decimal: "4,3" in French, "4.3" in English. */
export function formatRating(value: number, lang: Lang): string {
  const formatter = intlFormatter(
    `rating:${lang}`,
    () => new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  return formatter.format(value);
}

/** "lundi 12 janvier 2026" / "Monday, 12 January 2026", in Conakry time unless told another zone. */
export function formatDate(
  date: Date,
  lang: Lang,
  style: "long" | "medium" = "long",
  timeZone = SITE_TIME_ZONE,
): string {
  const formatter = intlFormatter(
    `date:${lang}:${style}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[lang], {
        timeZone,
        ...(style === "long"
          ? { weekday: "long", day: "numeric", month: "long", year: "numeric" }
          : { dateStyle: "medium" }),
      }),
  );
  return formatter.format(date);
}

/** "08:30" in Conakry time unless told another zone (24-hour clock in both languages). */
export function formatTime(date: Date, lang: Lang, timeZone = SITE_TIME_ZONE): string {
  const formatter = intlFormatter(
    `time:${lang}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[lang], {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  );
  return formatter.format(date);
}

/** The zone's offset from UTC at `date`: "GMT", "UTC+1", "UTC+2"... (the same in both languages). */
export function formatUtcOffset(date: Date, timeZone: string): string {
  const formatter = intlFormatter(
    `offset:${timeZone}`,
    () => new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "shortOffset" }),
  );
  const name = formatter.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // ICU writes "GMT" or "GMT+0" for a zone on UTC.
  return /^GMT([+-]0)?$/.test(name) ? "GMT" : name.replace(/^GMT/, "UTC");
}

/** The city of an IANA zone, as people name it: "Africa/Conakry" -> "Conakry", "America/New_York" -> "New York". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/**
 * An amount in its currency's own minor unit, as invoices keep it: cents for EUR, whole francs
 * for GNF (which has no smaller unit). formatMoney reads hundredths of every currency.
 */
export function formatMinorAmount(minor: number, currency: "EUR" | "GNF", lang: Lang): string {
  return formatMoney(currency === "GNF" ? minor * 100 : minor, currency, lang);
}

/** A catalogue price (hundredths of every currency) in the currency's minor unit: cents, or whole francs. */
export function toMinorUnits(hundredths: number, currency: "EUR" | "GNF"): number {
  return currency === "GNF" ? Math.round(hundredths / 100) : hundredths;
}

/** A calendar day stored as "YYYY-MM-DD", shown as that day whatever the server's zone. */
export function formatCalendarDay(day: string, lang: Lang): string {
  return formatDate(new Date(`${day}T12:00:00Z`), lang, "medium", "UTC");
}
