import { messagesTo, ofKind, waitForMail } from "../helpers/mailbox";
import { auditDocument, expect, expectAccessible, languagesWith, test } from "./fixtures";

/*
 * A trainee's questionnaire link, at phone size: the server's survey pass e-mails the positioning
 * questionnaire to the demo attendees of sessions to come when it starts (db/seed: session 1,
 * nine days after the seed day); the test opens the link from the .eml file, answers, and opens it
 * again. French with JavaScript, English without (the same link under /en), each audited by axe.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const words = {
  fr: {
    prefix: "",
    heading: "Questionnaire de positionnement",
    goals: /Qu'attendez-vous de cette formation/,
    level: "Quelques notions",
    submit: "Envoyer mes réponses",
    thanks: "Merci pour vos réponses\u00a0!",
    answered: "Questionnaire déjà rempli",
    attendee: "demo.attendee.1.1@example.com",
  },
  en: {
    prefix: "/en",
    heading: "Positioning questionnaire",
    goals: /What do you expect from this training/,
    level: "Some knowledge",
    submit: "Send my answers",
    thanks: "Thank you for your answers!",
    answered: "Questionnaire already answered",
    attendee: "demo.attendee.1.2@example.com",
  },
} as const;

for (const javaScriptEnabled of [true, false]) {
  for (const lang of languagesWith(javaScriptEnabled)) {
    const w = words[lang];
    test.describe(`a questionnaire link (${lang}, ${javaScriptEnabled ? "with" : "without"} JavaScript)`, () => {
      test.use({ ...phone, javaScriptEnabled });

      test("opens without a password, is answered once, and says so when opened again", async ({ page }) => {
        const [mail] = await waitForMail(() => messagesTo(w.attendee, ofKind("survey-positioning")));
        const link = mail!.links.find((href) => href.includes("/survey/"));
        expect(link, "the e-mail's survey link").toBeTruthy();
        const { pathname } = new URL(link!);
        const path = `${w.prefix}${pathname}`;

        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
        if (javaScriptEnabled) await expectAccessible(page, "the questionnaire");
        else await auditDocument(page, "the questionnaire");

        await page.getByRole("textbox", { name: w.goals }).fill("Savoir porter secours sur un chantier");
        await page.getByRole("radio", { name: w.level }).check();
        const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
        await page.getByRole("button", { name: w.submit }).click();
        const answer = await posted;
        await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
        if (javaScriptEnabled) await expectAccessible(page, "the thanks");
        else await auditDocument(page, "the thanks", await answer.text());

        // The link again: answered, no form.
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: w.answered })).toBeVisible();
        await expect(page.getByRole("button", { name: w.submit })).toHaveCount(0);
      });
    });
  }
}
