import { describe, expect, it } from "vitest";
import { courseJsonLd, isoWithOffset, serializeJsonLd, type CourseInstanceInput } from "./course-json-ld";
import type { CourseDetailView } from "./course-view";

const course: CourseDetailView = {
  id: 101,
  title: "Fondamentaux QHSE",
  description: "Une formation </script><script>alert(1)</script>",
  category: "qhse",
  subcategory: "QHSE",
  duration: "5 jours",
  formats: ["presentiel", "distanciel"],
  price: "1 890,00 €",
  isCertified: true,
  isNew: false,
  isFeatured: true,
  image: "/images/courses/course-101.svg",
  nextSession: null,
  objectives: ["Comprendre la démarche QHSE"],
  detailedDuration: "35 heures",
  hours: 35,
  audience: "Responsables QHSE",
  prerequisites: "Aucun",
  modules: [],
  methodology: null,
  expectedOutcomes: [],
  advantages: [],
  assessment: null,
  accessDelay: null,
  accessibility: null,
  trainers: [
    {
      id: 1,
      name: "Mamadou Lamine Diallo",
      title: "Ingénieur QHSE",
      experience: "",
      bio: "",
      specialties: [],
      image: "",
    },
  ],
  updatedAt: "22 janv. 2024",
  updatedAtIso: "2024-01-22T09:00:00.000Z",
  priceCents: 189000,
  currency: "EUR",
};

const onsite: CourseInstanceInput = {
  id: 1,
  startsAt: new Date("2026-03-10T08:00:00Z"),
  endsAt: new Date("2026-03-12T17:00:00Z"),
  timeZone: "Africa/Conakry",
  format: "presentiel",
  place: { venue: "Centre de Kaloum", street: "Avenue de la République", city: "Conakry", countryCode: "GN" },
  priceCents: null,
  currency: "EUR",
  seatsLeft: 4,
  totalSeats: 20,
  availability: "https://schema.org/LimitedAvailability",
};
const online: CourseInstanceInput = {
  ...onsite,
  id: 5,
  format: "distanciel",
  place: null,
  priceCents: 99900,
};

const base = {
  pageUrl: "https://example.com/courses/101",
  siteUrl: "https://example.com",
  providerName: "GMS",
  lang: "fr" as const,
};

describe("course JSON-LD", () => {
  it("describes the course with its provider, offer and dated instances that are also events", () => {
    const ld = JSON.parse(JSON.stringify(courseJsonLd({ ...base, course, sessions: [onsite, online] })));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Fondamentaux QHSE",
      provider: { "@type": "Organization", name: "GMS", url: "https://example.com" },
      offers: [{ "@type": "Offer", price: "1890.00", priceCurrency: "EUR" }],
    });
    const [first, second] = ld.hasCourseInstance;
    expect(first).toMatchObject({
      "@type": ["CourseInstance", "Event"],
      courseMode: "Onsite",
      startDate: "2026-03-10T08:00:00+00:00",
      endDate: "2026-03-12T17:00:00+00:00",
      courseWorkload: "PT35H",
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "P1D",
        repeatCount: 3,
        duration: "PT9H",
        startTime: "08:00:00",
      },
      location: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Conakry", addressCountry: "GN" },
      },
      offers: {
        price: "1890.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/LimitedAvailability",
      },
      remainingAttendeeCapacity: 4,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    });
    expect(second).toMatchObject({
      courseMode: "Online",
      location: { "@type": "VirtualLocation", url: base.pageUrl },
      offers: { price: "999.00" },
    });
  });

  it("falls back to one instance per format with the workload when no session is scheduled", () => {
    const ld = JSON.parse(JSON.stringify(courseJsonLd({ ...base, course, sessions: [] })));
    expect(ld.hasCourseInstance).toEqual([
      { "@type": "CourseInstance", courseMode: "Onsite", courseWorkload: "PT35H" },
      { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT35H" },
    ]);
  });

  it("cannot close its script element", () => {
    const json = serializeJsonLd(courseJsonLd({ ...base, course, sessions: [] }));
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).description).toBe(course.description);
  });

  it("writes dates with their offset", () => {
    expect(isoWithOffset(new Date("2026-07-01T08:30:00Z"))).toBe("2026-07-01T08:30:00+00:00");
    expect(isoWithOffset(new Date("2026-07-01T08:30:00Z"), "Europe/Paris")).toBe("2026-07-01T10:30:00+02:00");
  });
});
