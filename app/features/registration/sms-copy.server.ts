import { siteConfig } from "~/lib/site-config";
import { formatDate, formatTime } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import type { EmailOptions, RegistrationEmailKind } from "./emails/email-parts.server";
import type { RegistrationDetails } from "./registration-details.server";

/** The registration messages that also go by text, to people who accepted texts. */
export const SMS_KINDS = ["reminder-24h", "offer", "hold-reminder", "session-changed", "cancelled"] as const;
export type RegistrationSmsKind = (typeof SMS_KINDS)[number];

/** A course title cut to keep a text within one SMS part (160 GSM-7 characters). */
const TITLE_MAX = 30;

function shortTitle(title: string): string {
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** "12 mars 2027 09:00": the moment in the session's own zone, short. */
function when(date: Date, timeZone: string, lang: Lang): string {
  return `${formatDate(date, lang, "medium", timeZone)} ${formatTime(date, lang, timeZone)}`;
}

/**
 * The text of a registration message in each language, or null when this one has none (a
 * cancellation is texted only when the centre cancelled the session). Short: the e-mail
 * carries the details, the text what must not be missed and a link to Mes inscriptions.
 */
export function registrationSms(
  kind: RegistrationEmailKind,
  details: RegistrationDetails,
  options: EmailOptions,
): Record<Lang, string> | null {
  if (!(SMS_KINDS as readonly string[]).includes(kind)) return null;
  if (kind === "cancelled" && !options.sessionCancelled) return null;
  const session = details.session;
  if (!session) return null;
  const sender = siteConfig.shortName;
  const text = (lang: Lang): string => {
    const course = `"${shortTitle(details.course.title[lang])}"`;
    const at = when(session.startsAt, session.timeZone, lang);
    const link = `${options.siteUrl}${localizePath("/m", lang)}`;
    const fr = lang === "fr";
    switch (kind as RegistrationSmsKind) {
      case "reminder-24h":
        return fr
          ? `${sender} : rappel, ${course} commence demain, ${at}. A demain !`
          : `${sender}: reminder, ${course} starts tomorrow, ${at}. See you there!`;
      case "offer": {
        const until = options.offerUntil ? when(options.offerUntil, session.timeZone, lang) : "";
        return fr
          ? `${sender} : place libre pour ${course} jusqu'au ${until}. Confirmez : ${link}`
          : `${sender}: a seat in ${course} is yours until ${until}. Confirm: ${link}`;
      }
      case "hold-reminder": {
        const until = options.holdUntil ? when(options.holdUntil, session.timeZone, lang) : "";
        return fr
          ? `${sender} : payez ${course} avant le ${until} pour garder votre place. ${link}`
          : `${sender}: pay for ${course} by ${until} to keep your seat. ${link}`;
      }
      case "session-changed":
        return fr
          ? `${sender} : ${course} a changé, nouvelle date ${at}. Détails : ${link}`
          : `${sender}: ${course} has changed, now ${at}. Details: ${link}`;
      case "cancelled":
        return fr
          ? `${sender} : la session ${course} du ${at} est annulée. Détails : ${link}`
          : `${sender}: the ${course} session of ${at} is cancelled. Details: ${link}`;
    }
  };
  return { fr: text("fr"), en: text("en") };
}
