import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { localize } from "~/features/catalog/localize";
import { localizePath, type Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import type { RegistrationDetails } from "./registration-details.server";

/**
 * The calendar file (.ics) of a registration, made with ical-generator: the session in its own
 * time zone (DTSTART;TZID=Europe/Paris:... with the zone's VTIMEZONE from timezones-ical-library),
 * one event per day for a multi-day session (RRULE daily), a UID stable for the registration and
 * a SEQUENCE that grows with every change, so calendars update the event instead of adding one.
 *
 * - REQUEST: the invitation sent with the confirmation (organizer: the group, attendee: the registrant);
 * - CANCEL: sent with the cancellation, same UID, higher SEQUENCE;
 * - PUBLISH: the file downloaded from "Mes inscriptions".
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

const methods: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** What the clocks of `timeZone` read at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    wallFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/**
 * ical-generator writes a native Date given with a time zone from its local fields, "assuming
 * the given time matches the time zone": the Date handed to it must read the zone's wall clock.
 */
function asLocalFields(wall: WallClock): Date {
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, 0, 0);
}

function calendarDays(start: WallClock, end: WallClock): number {
  const first = Date.UTC(start.year, start.month - 1, start.day);
  const last = Date.UTC(end.year, end.month - 1, end.day);
  return Math.max(1, Math.round((last - first) / 86_400_000) + 1);
}

/**
 * The VTIMEZONE of `zone`, named as the event names it. The library answers a linked zone (Conakry,
 * Dakar, Bamako… are links to Abidjan in the time-zone database) with its target's block, whose
 * TZID a calendar could not match with the event's `TZID=Africa/Conakry`.
 */
function zoneDefinition(zone: string): string | null {
  const block = (tzlib_get_ical_block(zone) as string[])[0];
  if (!block) return null;
  return block.replace(/^(TZID|X-LIC-LOCATION):.*$/gm, (_line, name: string) => `${name}:${zone}`);
}

const remote: Record<Lang, string> = {
  fr: "À distance (classe virtuelle)",
  en: "Online (virtual classroom)",
};

export function calendarUid(registrationId: number, siteUrl: string): string {
  return `registration-${registrationId}@${new URL(siteUrl).hostname}`;
}

/** The .ics text, or null for a registration without a session (nothing to put in a calendar). */
export function registrationCalendar(
  details: RegistrationDetails,
  { method, lang, siteUrl, now }: { method: CalendarMethod; lang: Lang; siteUrl: string; now: Date },
): string | null {
  const { registration, session, course } = details;
  if (!session) return null;
  const zone = session.timeZone;
  const start = wallClock(session.startsAt, zone);
  const end = wallClock(session.endsAt, zone);
  const days = calendarDays(start, end);
  // Every day of the session from its start time to its end time.
  const firstDayEnd = { ...start, hour: end.hour, minute: end.minute };
  const title = localize(course.title, lang);
  const place = session.city
    ? [session.venueName, session.streetAddress, session.city].filter(Boolean).join(", ")
    : remote[lang];
  const myRegistrations = `${siteUrl}${localizePath("/profile/registrations", lang)}`;

  const calendar = ical({
    prodId: { company: siteConfig.shortName, product: "registrations", language: lang.toUpperCase() },
    method: methods[method],
    name: siteConfig.name,
  });
  // No calendar-wide zone (it would write DTSTAMP without its Z): each event names its own, and
  // the generator adds the VTIMEZONE of every zone used.
  calendar.timezone({ name: null, generator: zoneDefinition });
  const event = calendar.createEvent({
    id: calendarUid(registration.id, siteUrl),
    sequence: registration.calendarSequence,
    stamp: now,
    start: asLocalFields(start),
    end: asLocalFields(firstDayEnd),
    timezone: zone,
    summary: title,
    description: `${title}\n${myRegistrations}`,
    location: place,
    url: `${siteUrl}${localizePath(`/courses/${course.id}`, lang)}`,
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(days > 1 ? { repeating: { freq: ICalEventRepeatingFreq.DAILY, count: days } } : {}),
  });
  if (method !== "PUBLISH") {
    event.organizer({ name: siteConfig.name, email: siteConfig.email });
    event.createAttendee({
      email: registration.email,
      name: `${registration.firstName} ${registration.lastName}`,
    });
  }
  return calendar.toString();
}

/** The attachment of a registration e-mail. */
export function calendarAttachment(text: string, method: CalendarMethod) {
  return {
    filename: method === "CANCEL" ? "annulation.ics" : "session.ics",
    contentType: `${CALENDAR_CONTENT_TYPE}; method=${method}`,
    content: text,
  };
}
