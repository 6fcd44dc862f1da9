import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import type { SessionView } from "~/features/sessions/session-view";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { cancelWords } from "./cancel-words";
import { MyRegistrationsSection } from "./my-registrations-section";
import { RegistrationForm } from "./registration-form";
import { RegistrationStatusPanel } from "./registration-status-panel";
import type { RegistrationPageData, RegistrationView } from "./registration-view";

/*
 * Each state of a registration says what it is, in both languages: a seat taken, a place on the
 * waiting list, a request for a session yet to be planned, an offered seat, a cancellation.
 */

function i18nFor(lang: "fr" | "en") {
  return createI18n(lang, lang === "en" ? en : fr);
}

function render(lang: "fr" | "en", element: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18nFor(lang)}>
      <Stub initialEntries={[lang === "en" ? "/en/courses/103" : "/courses/103"]} />
    </TranslatorContext>,
  );
}

/** The text of the markup, tags and React's text separators removed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const registration = (overrides: Partial<RegistrationView>): RegistrationView => ({
  id: 41,
  courseId: 103,
  courseTitle: "Sauveteur secouriste du travail (SST)",
  status: "confirmed",
  paymentStatus: "pending",
  refundRequested: false,
  dates: "du mardi 10 mars 2026 au mercredi 11 mars 2026",
  startDate: "mardi 10 mars 2026",
  time: "08:00 – 17:00",
  place: "Centre de formation de Kaloum, Conakry (Guinée)",
  price: "399,00 €",
  reference: "GMS-41",
  position: null,
  offerUntil: null,
  offerHref: null,
  cancellable: true,
  hasCalendar: false,
  liveHref: null,
  liveOpensAt: null,
  hasReceipt: false,
  hasInvoice: false,
  certificateId: null,
  payable: false,
  paymentNote: null,
  holdNote: null,
  ...overrides,
});

describe("the status panel after registering", () => {
  it("a seat: the success sentence; the waiting list: where one stands and that nothing is due", () => {
    const seat = text(
      render("fr", <RegistrationStatusPanel registration={registration({})} justRegistered />),
    );
    expect(seat).toContain(
      "Inscription réussie ! Vous pouvez maintenant procéder au paiement si nécessaire.",
    );

    const queued = registration({ status: "waitlisted", position: 3 });
    const fr = text(render("fr", <RegistrationStatusPanel registration={queued} justRegistered />));
    expect(fr).not.toContain("Inscription réussie");
    expect(fr).not.toContain("paiement");
    expect(fr).toContain("Vous êtes sur la liste d'attente");
    expect(fr).toContain("en position 3");
    expect(fr).toContain("Rien à payer pour l'instant");
    const en = text(render("en", <RegistrationStatusPanel registration={queued} justRegistered />));
    expect(en).not.toContain("Registration successful");
    expect(en).toContain("You are on the waiting list");
    expect(en).toContain("Nothing to pay for now");
  });

  it("a request for a session yet to be planned says so", () => {
    const request = registration({
      status: "interest",
      dates: null,
      startDate: null,
      time: null,
      place: null,
    });
    const fr = text(render("fr", <RegistrationStatusPanel registration={request} justRegistered />));
    expect(fr).not.toContain("Inscription réussie");
    expect(fr).toContain("Votre demande est enregistrée");
    expect(text(render("en", <RegistrationStatusPanel registration={request} />))).toContain(
      "Your request is recorded",
    );
  });
});

const session = (id: number, availability: SessionView["availability"]): SessionView => ({
  id,
  courseId: 103,
  courseTitle: "SST",
  startsAt: Date.UTC(2026, 2, 10, 8),
  startDate: "mardi 10 mars 2026",
  endDate: null,
  time: "08:00 – 17:00",
  zone: { id: "Africa/Conakry", city: "Conakry", offset: "GMT" },
  format: "presentiel",
  place: { venue: "Centre", street: null, city: "Conakry", country: "Guinée" },
  price: "399,00 €",
  seatsLeft: availability === "full" ? 0 : 5,
  totalSeats: 12,
  availability,
});

function formData(sessions: SessionView[], selectedSessionId: number | null): RegistrationPageData {
  return {
    seo: { title: "", description: "", lang: "fr" },
    course: {
      id: 103,
      title: "SST",
      description: "",
      image: "/x.svg",
      duration: "2 jours",
      audience: "Tous",
      price: "399,00 €",
      isCertified: true,
      isNew: false,
      isFeatured: false,
    },
    sessions,
    selectedSessionId,
    viewer: {
      antiForgery: "token",
      prefill: {
        firstName: "Awa",
        lastName: "Diallo",
        email: "a@example.com",
        phone: "",
        company: "",
        position: "",
      },
    },
    existing: null,
    signInHref: "/auth",
    courseHref: "/courses/103",
  };
}

/** The submit button's words. */
const submitLabel = (html: string) =>
  text(/<button type="submit"[^>]*>(.*?)<\/button>/.exec(html)?.[1] ?? "").trim();

describe("the registration form's button says what the post does", () => {
  it("registers for a session with seats, joins the waiting list of a full one, asks for the next one without any", () => {
    const open = session(8, "available");
    const full = session(10, "full");
    expect(submitLabel(render("fr", <RegistrationForm data={formData([open, full], 8)} />))).toBe(
      "S'inscrire à la formation",
    );
    expect(submitLabel(render("fr", <RegistrationForm data={formData([open, full], 10)} />))).toBe(
      "Rejoindre la liste d'attente",
    );
    expect(submitLabel(render("en", <RegistrationForm data={formData([full], 10)} />))).toBe(
      "Join the waiting list",
    );
    expect(submitLabel(render("fr", <RegistrationForm data={formData([], null)} />))).toBe(
      "Être informé de la prochaine session",
    );
    expect(submitLabel(render("en", <RegistrationForm data={formData([], null)} />))).toBe(
      "Register interest in the next session",
    );
  });
});

describe("Mes inscriptions", () => {
  const items = [
    registration({ id: 1, courseTitle: "Seat", status: "confirmed" }),
    registration({ id: 2, courseTitle: "Queue", status: "waitlisted", position: 3 }),
    registration({ id: 3, courseTitle: "Request", status: "interest" }),
    registration({ id: 4, courseTitle: "Gone", status: "cancelled", cancellable: false }),
    registration({
      id: 5,
      courseTitle: "Refund",
      status: "cancelled",
      paymentStatus: "paid",
      refundRequested: true,
      cancellable: false,
    }),
  ];
  /** The text of each registration's card, by its course title. */
  function cards(lang: "fr" | "en") {
    const html = render(lang, <MyRegistrationsSection registrations={items} />);
    return Object.fromEntries(
      [...html.matchAll(/<article\b.*?<\/article>/g)].map(([card]) => {
        const words = text(card);
        return [/(Seat|Queue|Request|Gone|Refund)/.exec(words)![1], words];
      }),
    );
  }

  it("shows a payment line only where there is money due, paid or returned", () => {
    const fr = cards("fr");
    expect(fr.Seat).toContain("Paiement : En attente");
    for (const title of ["Queue", "Request", "Gone"]) expect(fr[title]).not.toContain("Paiement");
    expect(fr.Refund).toContain("Paiement : Remboursement demandé");
    const en = cards("en");
    expect(en.Seat).toContain("Payment: Pending");
    for (const title of ["Queue", "Request", "Gone"]) expect(en[title]).not.toContain("Payment");
  });

  it("names the way out after what is given up: a seat, a place in the queue, a request", () => {
    const fr = cards("fr");
    expect(fr.Seat).toContain("Annuler l'inscription");
    expect(fr.Queue).toContain("Quitter la liste d'attente");
    expect(fr.Queue).not.toContain("Annuler l'inscription");
    expect(fr.Request).toContain("Retirer ma demande");
    expect(cards("en").Queue).toContain("Leave the waiting list");
  });
});

describe("the cancellation step", () => {
  const t = (lang: "fr" | "en") => i18nFor(lang).t;

  it("a waiting-list place is left, not a seat freed for others", () => {
    const words = cancelWords(registration({ status: "waitlisted", position: 2 }), t("fr"));
    expect(words.title).toBe("Quitter la liste d'attente ?");
    expect(words.text).toContain("Vous quitterez la liste d'attente");
    expect(words.text).toContain("position 2");
    expect(words.text).not.toContain("Votre place sera libérée");
    expect(words.confirm).toBe("Oui, quitter la liste d'attente");
    expect(cancelWords(registration({ status: "waitlisted", position: 2 }), t("en")).title).toBe(
      "Leave the waiting list?",
    );
  });

  it("a seat is freed for the next person; a request is withdrawn", () => {
    expect(cancelWords(registration({}), t("fr")).text).toContain("Votre place sera libérée");
    expect(cancelWords(registration({ status: "offered" }), t("fr")).text).toContain(
      "La place qui vous est offerte",
    );
    expect(cancelWords(registration({ status: "interest" }), t("en")).confirm).toBe(
      "Yes, withdraw my request",
    );
  });
});
