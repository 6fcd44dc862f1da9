import { describe, expect, it } from "vitest";
import type { RegistrationDetails } from "../registration-details.server";
import { registrationEmail } from "./registration-emails.server";

/** The confirmation and reminders of a remote session carry its live page. */
function details(format: "presentiel" | "distanciel", lang: "fr" | "en" = "fr"): RegistrationDetails {
  const now = new Date("2027-03-01T08:00:00Z");
  return {
    registration: {
      id: 41,
      userId: "u1",
      courseId: 6,
      sessionId: 15,
      firstName: "Awa",
      lastName: "Diallo",
      email: "awa@example.com",
      phone: "+224 620 00 00 00",
      company: null,
      position: null,
      payer: "self",
      status: "confirmed",
      paymentStatus: "paid",
      lang,
      confirmedAt: now,
      offerExpiresAt: null,
      reminder7dSentAt: null,
      reminder24hSentAt: null,
      refundRequestedAt: null,
      priceCents: 35000,
      priceCurrency: "EUR",
      priceSource: "course",
      paymentReference: "GMS-7K2M9-Q4R8T",
      holdExtendedUntil: null,
      holdReminderSentAt: null,
      calendarSequence: 0,
      cancelledAt: null,
      companyBookingId: null,
      participantTokenHash: null,
      participantConfirmedAt: null,
      createdAt: now,
      updatedAt: now,
    },
    session: {
      id: 15,
      startsAt: new Date("2027-03-10T09:00:00Z"),
      endsAt: new Date("2027-03-10T13:00:00Z"),
      timeZone: "Africa/Conakry",
      format,
      venueName: format === "presentiel" ? "Centre" : null,
      streetAddress: null,
      city: format === "presentiel" ? "Conakry" : null,
      country: format === "presentiel" ? "GN" : null,
      priceCents: 0,
      currency: "EUR",
      status: "scheduled",
      totalSeats: 10,
    },
    course: { id: 6, title: { fr: "Réseaux sociaux", en: "Social media" }, priceCents: 0, currency: "EUR" },
  };
}

const options = { siteUrl: "https://site.example", now: new Date("2027-03-01T08:00:00Z") };

describe("the live page's link in registration e-mails", () => {
  it("is in the confirmation and both reminders of a remote session, in the registrant's language", () => {
    for (const kind of ["confirmed", "reminder-7d", "reminder-24h"] as const) {
      const mail = registrationEmail(kind, details("distanciel"), options);
      expect(mail.text).toContain("https://site.example/sessions/15/live");
      expect(mail.html).toContain('href="https://site.example/sessions/15/live"');
      expect(mail.html).toContain("Rejoindre la session en direct");
    }
    const english = registrationEmail("confirmed", details("distanciel", "en"), options);
    expect(english.text).toContain("https://site.example/en/sessions/15/live");
    expect(english.html).toContain("Join the live session");
  });

  it("is in no e-mail of a session on site, nor in a cancellation", () => {
    expect(registrationEmail("confirmed", details("presentiel"), options).text).not.toContain("/live");
    expect(registrationEmail("cancelled", details("distanciel"), options).text).not.toContain("/live");
  });
});
