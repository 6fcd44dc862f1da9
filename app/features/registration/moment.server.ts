import { formatDate, formatTime, formatUtcOffset, zoneCity } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";

/**
 * "mardi 2 mars 2027 à 11:00 (heure de Conakry, UTC+0)": a moment in a session's own zone, as
 * pages and e-mails write it, so a deadline reads the same in each.
 */
export function momentIn(date: Date, timeZone: string, lang: Lang): string {
  const zone = getT(lang)("registration.sessions.zone", {
    city: zoneCity(timeZone),
    offset: formatUtcOffset(date, timeZone),
  });
  const at = lang === "fr" ? "à" : "at";
  return `${formatDate(date, lang, "long", timeZone)} ${at} ${formatTime(date, lang, timeZone)} (${zone})`;
}
