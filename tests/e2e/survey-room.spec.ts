import type { Browser, Page } from "@playwright/test";
import { readDemoAccounts } from "../../app/features/accounts/demo-accounts.server";
import { decodeQr } from "../helpers/qr";
import { startServerProcess, type ServerProcess } from "../helpers/server-process";
import { signInThroughApi } from "./accounts";
import { auditDocument, expect, expectAccessible, languagesWith, test } from "./fixtures";

/*
 * The end-of-training survey from the trainer's QR code, on the trainee's phone: the trainer
 * shows the code on the session's last day, the trainee scans it, gives the address they
 * registered with, answers their own questionnaire, and the code used again leads to the same
 * link, answered. French with JavaScript, English without, at phone size, audited by axe.
 *
 * The code works only on the session's last day. Demo session 16 (course 103, the demo
 * moderator its trainer, three demo attendees) begins on the seed day and lasts two days, so
 * the journey runs a server of its own (tests/helpers/server-process.ts): first started on a
 * seed day, then again on the same data the next day, at 10:00 in Conakry, with its clock
 * driven (tests/helpers/driven-clock.ts): whatever the day and hour the suite runs at.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAY = 24 * 3600_000;

const words = {
  fr: {
    prefix: "",
    qrAlt: "QR code du questionnaire de fin de formation",
    room: "Questionnaire de fin de formation",
    email: "Adresse e-mail de votre inscription",
    open: "Ouvrir mon questionnaire",
    heading: "Évaluation de fin de formation",
    ratings: [/satisfait\(e\) de la formation/, /répondu à vos objectifs/, /qualité de l'animation/],
    rating: (value: number) => `${value} sur 5`,
    submit: "Envoyer mes réponses",
    thanks: "Merci pour vos réponses\u00a0!",
    answered: "Questionnaire déjà rempli",
    attendee: "demo.attendee.16.1@example.com",
  },
  en: {
    prefix: "/en",
    qrAlt: "QR code of the end-of-training survey",
    room: "End-of-training survey",
    email: "E-mail address of your registration",
    open: "Open my questionnaire",
    heading: "End-of-training evaluation",
    ratings: [/satisfied are you with the training/, /meet your goals/, /trainer's teaching/],
    rating: (value: number) => `${value} out of 5`,
    submit: "Send my answers",
    thanks: "Thank you for your answers!",
    answered: "Questionnaire already answered",
    attendee: "demo.attendee.16.2@example.com",
  },
} as const;

/** Tomorrow at 10:00 UTC (10:00 in Conakry): later than the browser's clock, so no cookie it is given has expired. */
function tomorrowAtTen(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10));
}

test.describe.configure({ mode: "serial" });

let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const seedDay = tomorrowAtTen();
  const first = await startServerProcess({ clock: seedDay });
  expect(await first.stop()).toBe(0);
  server = await startServerProcess({ dataDir: first.dataDir, clock: new Date(seedDay.getTime() + DAY) });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The trainer's page of the session's last day: its QR code, read as a phone's camera reads it. */
async function scanTrainerQr(browser: Browser, lang: "fr" | "en"): Promise<string> {
  const w = words[lang];
  const trainer = readDemoAccounts(server.dataDir).find((account) => account.role === "moderator")!;
  const context = await browser.newContext({ baseURL: server.base, locale: "fr-FR", javaScriptEnabled: true });
  try {
    await signInThroughApi(context, trainer);
    const page = await context.newPage();
    const response = await page.goto(`${w.prefix}/trainer/sessions/16/survey`);
    expect(response?.status()).toBe(200);
    const qr = page.getByRole("img", { name: w.qrAlt });
    await expect(qr).toBeVisible();
    await expectAccessible(page, "the trainer's QR code");
    const scanned = await decodeQr((await qr.getAttribute("src")) ?? "");
    expect(scanned).toBe(await page.locator("[data-survey-qr]").getAttribute("data-survey-qr"));
    return scanned!;
  } finally {
    await context.close();
  }
}

/** On the room's page: the registration's address, then the person's own link opens. */
async function openOwnLink(page: Page, link: string, lang: "fr" | "en") {
  const w = words[lang];
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: w.room })).toBeVisible();
  await page.getByLabel(w.email).fill(w.attendee.toUpperCase());
  await page.getByRole("button", { name: w.open }).click();
  // The link is in the language of the registration (French): the page's other-language link
  // gives the English twin, as the header's switch does.
  await expect(page).toHaveURL(/\/survey\/[A-Za-z0-9_-]{20,}$/);
  if (lang === "en") await page.goto(`/en${new URL(page.url()).pathname}`);
}

for (const javaScriptEnabled of [true, false]) {
  for (const lang of languagesWith(javaScriptEnabled)) {
    const w = words[lang];
    test(`(${lang}, ${javaScriptEnabled ? "with" : "without"} JavaScript) the trainer's QR code leads the trainee to their own end-of-training survey, answered once`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const link = await scanTrainerQr(browser, lang);
      expect(new URL(link).pathname).toMatch(new RegExp(`^${w.prefix}/survey/session/`));

      const context = await browser.newContext({
        ...phone,
        javaScriptEnabled,
        baseURL: server.base,
        locale: "fr-FR",
      });
      try {
        const page = await context.newPage();
        await page.goto(link);
        if (javaScriptEnabled) await expectAccessible(page, "the room's page");
        else await auditDocument(page, "the room's page");

        await openOwnLink(page, link, lang);
        await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
        if (javaScriptEnabled) await expectAccessible(page, "the questionnaire");
        else await auditDocument(page, "the questionnaire");
        for (const [index, question] of w.ratings.entries())
          await page
            .getByRole("group", { name: question })
            .getByRole("radio", { name: w.rating(5 - index) })
            .check();
        const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
        await page.getByRole("button", { name: w.submit }).click();
        const answer = await posted;
        await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
        if (javaScriptEnabled) await expectAccessible(page, "the thanks");
        else await auditDocument(page, "the thanks", await answer.text());

        // The QR code again, the same address: the same link, answered, no form.
        await openOwnLink(page, link, lang);
        await expect(page.getByRole("heading", { level: 1, name: w.answered })).toBeVisible();
        await expect(page.getByRole("button", { name: w.submit })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
}
