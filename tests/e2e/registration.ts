import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { type Eml, messagesTo, ofKind, waitForMail } from "../helpers/mailbox";
import { expect, expectAccessible } from "./fixtures";

/** Helpers of the registration journeys (registration*.spec.ts). */

export const words = {
  fr: {
    register: "S'inscrire à la formation",
    phone: "Téléphone",
    registered: "Inscription réussie ! Vous pouvez maintenant procéder au paiement si nécessaire.",
    toastTitle: "Inscription réussie",
    waitlistedTitle: "Inscription sur liste d'attente",
    waiting: /Vous êtes sur la liste d'attente de la session du .*, en position 1\./,
    mine: "Voir mes inscriptions",
    myTitle: "Mes Inscriptions",
    confirmed: "Confirmée",
    cancelled: "Annulée",
    cancel: /Annuler l'inscription/,
    cancelConfirm: "Oui, annuler mon inscription",
    cancelledTitle: "Inscription annulée",
    calendar: /^Ajouter à mon agenda \(\.ics\) la session de/,
    offerTitle: "Confirmer votre place",
    offerConfirm: "Confirmer ma place",
    offerDone: "Place confirmée",
    signInRequired: "Connexion requise",
    joinWaitlist: "Rejoindre la liste d'attente",
    onWaitlist: "Vous êtes sur la liste d'attente",
    nothingToPay: /Rien à payer pour l'instant/,
    queueBadge: "Liste d'attente, position 1",
    leaveWaitlist: /Quitter la liste d'attente de/,
    leaveTitle: "Quitter la liste d'attente ?",
    stay: "Non, rester sur la liste d'attente",
    otherAccountTitle: "Offre destinée à un autre compte",
    switchAccount: "Me déconnecter et changer de compte",
  },
  en: {
    register: "Register for the training",
    phone: "Phone",
    registered: "Registration successful! You can now proceed to payment if needed.",
    toastTitle: "Registration successful",
    waitlistedTitle: "Registered on the waiting list",
    waiting: /You are on the waiting list of the session of .*, in position 1\./,
    mine: "See my registrations",
    myTitle: "My Registrations",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    cancel: /Cancel the registration/,
    cancelConfirm: "Yes, cancel my registration",
    cancelledTitle: "Registration cancelled",
    calendar: /^Add to my calendar \(\.ics\) the session of/,
    offerTitle: "Confirm your seat",
    offerConfirm: "Confirm my seat",
    offerDone: "Seat confirmed",
    signInRequired: "Sign-in required",
    joinWaitlist: "Join the waiting list",
    onWaitlist: "You are on the waiting list",
    nothingToPay: /Nothing to pay for now/,
    queueBadge: "Waiting list, position 1",
    leaveWaitlist: /Leave the waiting list of/,
    leaveTitle: "Leave the waiting list?",
    stay: "No, stay on the waiting list",
    otherAccountTitle: "Offer meant for another account",
    switchAccount: "Sign out and switch accounts",
  },
} as const;

export const prefix = (lang: "fr" | "en") => (lang === "fr" ? "" : "/en");

/**
 * Waits until nothing slides or fades: a toast coming in is half transparent, and axe would
 * measure that. Endless animations (an image placeholder's pulse) are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * axe on the page reached by a click or a form post: in place with JavaScript; without, the
 * document as received is replayed in a JavaScript-enabled context with the same cookies (axe
 * needs scripts), as the `visit` fixture's auditDocument does, once its toast has settled.
 */
export async function audit(page: Page, javaScriptEnabled: boolean, label: string) {
  if (javaScriptEnabled) {
    // A toast may come in (its chunk loads late) or fade out (after 5 s) while axe runs; with
    // reduced motion it appears and leaves at once, so axe never measures it half transparent.
    await page.emulateMedia({ reducedMotion: "reduce" });
    try {
      await settled(page);
      await expectAccessible(page, label);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
    return;
  }
  // After a click the new document may still be streaming in: read it whole.
  await page.waitForLoadState("load");
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ locale: "fr-FR", javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    const auditor = await context.newPage();
    await auditor.route(page.url(), (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await auditor.goto(page.url());
    // A flash in the document (its <noscript> banner) becomes a toast once scripts run: wait for it
    // (at most 15 s: on a loaded machine it may come and go, 5 s on screen, before the wait begins).
    if (/<noscript><div role="status"/.test(html)) {
      await auditor
        .locator('[data-sonner-toast][data-mounted="true"]')
        .first()
        .waitFor({ state: "attached", timeout: 15_000 })
        .catch(() => {});
    }
    await settled(auditor);
    await expectAccessible(auditor, `${label} (audited with JavaScript)`);
  } finally {
    await context.close();
  }
}

/**
 * A one-time message: a toast with JavaScript, a <noscript> banner without (Playwright's
 * script-disabled Chromium keeps it as text: read the HTML).
 */
export async function expectFlash(page: Page, javaScriptEnabled: boolean, title: string) {
  if (javaScriptEnabled) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  } else {
    await page.waitForLoadState("load");
    expect(await page.content()).toContain(title);
  }
}

/** The registration e-mails of `kind` sent to `address`, waiting for `count` of them. */
export async function registrationMail(address: string, kind: string, count = 1): Promise<Eml[]> {
  return waitForMail(() => messagesTo(address, ofKind(`registration-${kind}`)), count);
}

/** An .ics read back with ical.js, its VTIMEZONEs registered so that times convert to instants. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    zone: vevent.getFirstProperty("dtstart")?.getParameter("tzid"),
    zoneBlock: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
    localStart: event.startDate.toString(),
    localEnd: event.endDate.toString(),
    start: event.startDate.toJSDate(),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
  };
}

/** The calendar file attached to a message. */
export function attachedCalendar(mail: Eml | undefined) {
  const file = mail?.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(file, "a calendar file attached").toBeTruthy();
  return { contentType: file!.contentType, ...readCalendar(file!.content.toString("utf8")) };
}

/**
 * Fills the phone (the profile has none) and submits the registration form with its button,
 * which says what it does ('S'inscrire à la formation' by default).
 */
export async function submitRegistration(page: Page, lang: "fr" | "en", button: string = words[lang].register) {
  await page.getByLabel(words[lang].phone).fill("+224 620 12 34 56");
  await page.getByRole("button", { name: button }).click();
}
