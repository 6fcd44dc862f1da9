import { intlFormatter, SITE_TIME_ZONE } from "~/lib/format";
import type { CourseFormat } from "../../../db/schema/catalog";
import type { CourseDetailView } from "./course-view";

/** A dated session as the structured data needs it (sessions/session-json-ld.ts builds these). */
export interface CourseInstanceInput {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** The session's own IANA zone: its times are given in it. */
  timeZone: string;
  format: CourseFormat;
  place: { venue: string | null; street: string | null; city: string; countryCode: string | null } | null;
  priceCents: number | null;
  currency: string;
  seatsLeft: number;
  totalSeats: number;
  /** A schema.org ItemAvailability URL. */
  availability: string;
}

export interface CourseJsonLdInput {
  course: CourseDetailView;
  sessions: CourseInstanceInput[];
  /** Absolute URL of the course page in its language. */
  pageUrl: string;
  siteUrl: string;
  providerName: string;
  lang: "fr" | "en";
  /**
   * The end-of-training satisfaction measured from trainees' answers (1 to 5), only when enough
   * answers make it a result: without it the structured data carries no rating at all.
   */
  rating?: { average: number; count: number } | null;
}

const courseMode: Record<CourseFormat, string> = { presentiel: "Onsite", distanciel: "Online" };
const attendanceMode: Record<CourseFormat, string> = {
  presentiel: "https://schema.org/OfflineEventAttendanceMode",
  distanciel: "https://schema.org/OnlineEventAttendanceMode",
};

/** "2026-03-10T08:00:00+00:00": the wall time in the zone (Conakry by default) with its offset from UTC. */
export function isoWithOffset(date: Date, timeZone = SITE_TIME_ZONE): string {
  const parts = Object.fromEntries(
    intlFormatter(
      `iso-parts:${timeZone}`,
      () =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
          hourCycle: "h23",
          timeZoneName: "longOffset",
        }),
    )
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = /([+-]\d{2}:\d{2})/.exec(parts.timeZoneName ?? "")?.[1] ?? "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** "1890.00" for euros; whole units for GNF. */
function amount(cents: number, currency: string): string {
  return currency === "GNF" ? String(Math.round(cents / 100)) : (cents / 100).toFixed(2);
}

function hoursDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours}H${rest ? `${rest}M` : ""}`;
}

const DAY_MS = 86_400_000;

function instance(
  session: CourseInstanceInput,
  input: CourseJsonLdInput,
  organization: object,
  workload: string | undefined,
) {
  const { course, pageUrl, siteUrl } = input;
  const start = isoWithOffset(session.startsAt, session.timeZone);
  const end = isoWithOffset(session.endsAt, session.timeZone);
  // Whole days between the first and last day (in the session's wall time), the same hours each day.
  const days = Math.round((Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / DAY_MS) + 1;
  const firstDayEnd = new Date(session.endsAt.getTime() - (days - 1) * DAY_MS);
  const price = session.priceCents ?? course.priceCents;
  return {
    "@type": ["CourseInstance", "Event"],
    "@id": `${pageUrl}#session-${session.id}`,
    name: course.title,
    description: course.description,
    image: `${siteUrl}${course.image}`,
    courseMode: courseMode[session.format],
    eventAttendanceMode: attendanceMode[session.format],
    eventStatus: "https://schema.org/EventScheduled",
    startDate: start,
    endDate: end,
    courseSchedule: {
      "@type": "Schedule",
      startDate: start.slice(0, 10),
      endDate: end.slice(0, 10),
      startTime: start.slice(11, 19),
      endTime: end.slice(11, 19),
      scheduleTimezone: session.timeZone,
      repeatFrequency: "P1D",
      repeatCount: days,
      duration: hoursDuration(firstDayEnd.getTime() - session.startsAt.getTime()),
    },
    ...(workload ? { courseWorkload: workload } : {}),
    location: session.place
      ? {
          "@type": "Place",
          name: session.place.venue ?? session.place.city,
          address: {
            "@type": "PostalAddress",
            ...(session.place.street ? { streetAddress: session.place.street } : {}),
            addressLocality: session.place.city,
            ...(session.place.countryCode ? { addressCountry: session.place.countryCode } : {}),
          },
        }
      : { "@type": "VirtualLocation", url: pageUrl },
    ...(price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: amount(price, session.priceCents === null ? course.currency : session.currency),
            priceCurrency: session.priceCents === null ? course.currency : session.currency,
            availability: session.availability,
            url: pageUrl,
          },
        }),
    remainingAttendeeCapacity: session.seatsLeft,
    maximumAttendeeCapacity: session.totalSeats,
    organizer: organization,
    ...(course.trainers.length
      ? {
          instructor: course.trainers.map((trainer) => ({
            "@type": "Person",
            name: trainer.name,
            jobTitle: trainer.title,
          })),
        }
      : {}),
  };
}

/** schema.org `Course` with its offers and instances: every dated session is also an Event. */
export function courseJsonLd(input: CourseJsonLdInput): Record<string, unknown> {
  const { course, sessions, pageUrl, siteUrl, providerName, lang, rating } = input;
  const organization = { "@type": "Organization", name: providerName, url: siteUrl };
  const workload = course.hours ? `PT${course.hours}H` : undefined;
  const instances = sessions.length
    ? sessions.map((session) => instance(session, input, organization, workload))
    : // No dated session: one instance per format, with the workload instead of a schedule.
      course.formats.map((format) => ({
        "@type": "CourseInstance",
        courseMode: courseMode[format],
        ...(workload ? { courseWorkload: workload } : {}),
      }));
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": pageUrl,
    url: pageUrl,
    name: course.title,
    description: course.description,
    inLanguage: lang,
    image: `${siteUrl}${course.image}`,
    provider: organization,
    ...(course.objectives.length ? { teaches: course.objectives } : {}),
    ...(course.prerequisites ? { coursePrerequisites: course.prerequisites } : {}),
    ...(course.isCertified ? { educationalCredentialAwarded: "Certificate" } : {}),
    dateModified: course.updatedAtIso,
    ...(course.priceCents === null
      ? {}
      : {
          offers: [
            {
              "@type": "Offer",
              category: "Paid",
              price: amount(course.priceCents, course.currency),
              priceCurrency: course.currency,
              url: pageUrl,
            },
          ],
        }),
    hasCourseInstance: instances,
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: "<" escaped so that no text can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
