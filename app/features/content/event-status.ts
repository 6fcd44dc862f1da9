import { intlLocale, type Lang } from "~/lib/language";
import { intlFormatter, SITE_TIME_ZONE } from "~/lib/format";

export type EventStatus = "upcoming" | "ongoing" | "past";

/** An event held on whole days, in Conakry time (UTC+0 all year, no daylight saving). */
export interface DatedEvent {
  /** First day, "YYYY-MM-DD". */
  startDate: string;
  /** Last day, "YYYY-MM-DD", inclusive. */
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayStart(isoDate: string): number {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${isoDate}`);
  return time;
}

/**
 * Where `now` falls relative to the event: it is past once its last day has ended, so the
 * page needs no edit when the dates go by.
 */
export function eventStatus(event: DatedEvent, now: Date): EventStatus {
  const time = now.getTime();
  if (time < dayStart(event.startDate)) return "upcoming";
  if (time < dayStart(event.endDate) + DAY_MS) return "ongoing";
  return "past";
}

/** "9–12 octobre 2025" / "9–12 October 2025". */
export function formatEventDates(event: DatedEvent, lang: Lang): string {
  const formatter = intlFormatter(
    `event-dates:${lang}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[lang], {
        timeZone: SITE_TIME_ZONE,
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
  );
  return formatter
    .formatRange(new Date(dayStart(event.startDate)), new Date(dayStart(event.endDate)))
    .replace(/\u202f/g, "\u00a0");
}
