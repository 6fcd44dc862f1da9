import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { RegistrationDetails } from "./registration-details.server";
import { registrationCalendar } from "./calendar.server";

/** Parses an .ics back with ical.js, its VTIMEZONEs registered so times convert. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

function details(overrides: Partial<NonNullable<RegistrationDetails["session"]>> = {}): RegistrationDetails {
  return {
    registration: {
      id: 42,
      calendarSequence: 0,
      email: "awa@example.com",
      firstName: "Awa",
      lastName: "Diallo",
    } as RegistrationDetails["registration"],
    session: {
      id: 8,
      startsAt: new Date("2026-12-10T08:00:00Z"),
      endsAt: new Date("2026-12-12T16:00:00Z"),
      timeZone: "Europe/Paris",
      format: "presentiel",
      venueName: "Centre d'affaires Part-Dieu",
      streetAddress: "129 rue Servient",
      city: "Lyon",
      country: "FR",
      priceCents: null,
      currency: "EUR",
      status: "scheduled",
      totalSeats: 14,
      ...overrides,
    },
    course: {
      id: 101,
      title: { fr: "Fondamentaux QHSE", en: "QHSE Fundamentals" },
      priceCents: 189000,
      currency: "EUR",
    },
  };
}

const options = {
  lang: "fr" as const,
  siteUrl: "https://site.example",
  now: new Date("2026-11-01T10:00:00Z"),
};

describe("calendar files", () => {
  it("put the session in its own zone, with its VTIMEZONE, a daily rule for each day, and a stable UID", () => {
    const text = registrationCalendar(details(), { ...options, method: "REQUEST" })!;
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Paris");
    // 09:00 to 17:00 in Lyon (UTC+1 in December) is 08:00 to 16:00 UTC.
    expect(event.startDate.toString()).toBe("2026-12-10T09:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-10T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-10T16:00:00.000Z");
    expect(vevent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=DAILY;COUNT=3");
    expect(event.uid).toBe("registration-42@site.example");
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe("Fondamentaux QHSE");
    expect(event.location).toBe("Centre d'affaires Part-Dieu, 129 rue Servient, Lyon");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-01T10:00:00Z");
    expect(String(vevent.getFirstPropertyValue("attendee"))).toBe("MAILTO:awa@example.com");
  });

  it("keep the wall-clock hours across a change of summer time, and Conakry's zone for Conakry", () => {
    const summer = registrationCalendar(
      details({ startsAt: new Date("2027-03-26T08:00:00Z"), endsAt: new Date("2027-03-29T15:00:00Z") }),
      { ...options, method: "PUBLISH" },
    )!;
    const { event, vevent } = parse(summer);
    expect(event.startDate.toString()).toBe("2027-03-26T09:00:00");
    expect(vevent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=DAILY;COUNT=4");
    // After the change (28 March), the last day still runs 09:00-17:00 Paris time: 07:00-15:00 UTC.
    const iterator = event.iterator();
    let last = iterator.next();
    for (let next = iterator.next(); next; next = iterator.next()) last = next;
    expect(last?.toJSDate().toISOString()).toBe("2027-03-29T07:00:00.000Z");
    expect(vevent.getFirstPropertyValue("organizer")).toBeNull();

    const conakry = registrationCalendar(
      details({ timeZone: "Africa/Conakry", city: "Conakry", venueName: null, streetAddress: null }),
      { ...options, method: "REQUEST" },
    )!;
    const parsed = parse(conakry);
    expect(parsed.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Africa/Conakry");
    // The zone's definition carries the name the event uses, not the zone it links to.
    const zones = parsed.calendar.getAllSubcomponents("vtimezone");
    expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Africa/Conakry"]);
    expect(conakry).not.toContain("Abidjan");
    expect(parsed.event.startDate.toString()).toBe("2026-12-10T08:00:00");
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe("2026-12-10T08:00:00.000Z");
  });

  it("cancel with the same UID, a higher SEQUENCE and STATUS:CANCELLED", () => {
    const cancelled = details();
    cancelled.registration = { ...cancelled.registration, calendarSequence: 1 };
    const { calendar, vevent, event } = parse(
      registrationCalendar(cancelled, { ...options, method: "CANCEL" })!,
    );
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("registration-42@site.example");
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("are not made for a registration of interest (no session)", () => {
    expect(
      registrationCalendar({ ...details(), session: null }, { ...options, method: "PUBLISH" }),
    ).toBeNull();
  });
});
