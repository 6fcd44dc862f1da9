import { signUpThroughApi } from "./accounts";
import { expect, languagesWith, test } from "./fixtures";
import {
  attachedCalendar,
  audit,
  expectFlash,
  prefix,
  readCalendar,
  registrationMail,
  submitRegistration,
  words,
} from "./registration";

/**
 * Registering from a course page: the session chosen on the course
 * page, the confirmation e-mail with its calendar file in the session's own zone, "Mes
 * inscriptions", and cancelling — in both languages, with and without JavaScript. Session 8 of
 * course 101 is held in Lyon: Paris time, 09:00 to 17:00.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const lang of languagesWith(javaScriptEnabled)) {
      const text = words[lang];
      const at = prefix(lang);

      test(`(${lang}) register from a course page, get the .ics, see it in Mes inscriptions, cancel`, async ({
        page,
        visit,
      }) => {
        // Two accounts, several e-mails and an axe audit on every page: a long journey.
        test.setTimeout(240_000);
        const account = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
        await visit(`${at}/courses/101`);
        await page.locator(`a[href="${at}/register/101?session=8"]`).click();
        await expect(page).toHaveURL(new RegExp(`${at}/register/101\\?session=8$`));
        await audit(page, javaScriptEnabled, "registration page");
        // The session chosen on the course page, the details from the profile.
        await expect(page.locator('input[name="sessionId"][value="8"]')).toBeChecked();
        await expect(page.getByText(lang === "fr" ? "heure de Paris" : "Paris time").first()).toBeVisible();
        await expect(page.locator("#registration-form-email")).toHaveValue(account.email);
        await expect(page.locator("#registration-form-firstName")).toHaveValue("Awa");
        await submitRegistration(page, lang);

        await expect(page).toHaveURL(new RegExp(`${at}/courses/101$`));
        await expect(page.getByRole("heading", { name: text.registered })).toBeVisible();
        await expectFlash(page, javaScriptEnabled, text.toastTitle);
        // No second register button for a registered visitor.
        await expect(page.locator(`main a[href^="${at}/register/101"]`)).toHaveCount(0);
        await audit(page, javaScriptEnabled, "course page after registering");

        // The e-mail, in the registrant's language, with the session in its own zone.
        const [confirmation] = await registrationMail(account.email, "confirmed");
        expect(confirmation?.text).toContain(lang === "fr" ? "heure de Paris" : "Paris time");
        const invitation = attachedCalendar(confirmation);
        expect(invitation.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
        expect(invitation).toMatchObject({
          method: "REQUEST",
          zone: "Europe/Paris",
          zoneBlock: "Europe/Paris",
        });
        expect(invitation.localStart).toMatch(/T09:00:00$/);
        expect(invitation.localEnd).toMatch(/T17:00:00$/);
        // 09:00 in Paris is 08:00 or 07:00 UTC, depending on the season.
        expect([7, 8]).toContain(invitation.start.getUTCHours());
        expect(invitation.uid).toMatch(/^registration-\d+@localhost$/);

        await page.getByRole("link", { name: text.mine }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
        await expect(page.getByRole("heading", { level: 1, name: text.myTitle })).toBeVisible();
        await audit(page, javaScriptEnabled, "Mes inscriptions");
        const item = page.getByRole("article").filter({ hasText: "QHSE" });
        await expect(item.getByText(text.confirmed)).toBeVisible();
        // The same calendar, downloaded by its owner only.
        const download = item.getByRole("link", { name: text.calendar });
        const href = (await download.getAttribute("href")) ?? "";
        const file = await page.request.get(href);
        expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
        expect(readCalendar(await file.text()).uid).toBe(invitation.uid);
        const stranger = await page.context().browser()!.newContext();
        await signUpThroughApi(stranger);
        expect((await stranger.request.get(href)).status()).toBe(404);
        await stranger.close();

        await item.getByRole("link", { name: text.cancel }).click();
        await audit(page, javaScriptEnabled, "cancel confirmation");
        await page.getByRole("button", { name: text.cancelConfirm }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
        await expectFlash(page, javaScriptEnabled, text.cancelledTitle);
        await expect(
          page.getByRole("article").filter({ hasText: "QHSE" }).getByText(text.cancelled),
        ).toBeVisible();

        // The cancellation withdraws the event: same UID, a higher SEQUENCE.
        const [cancellation] = await registrationMail(account.email, "cancelled");
        const withdrawal = attachedCalendar(cancellation);
        expect(withdrawal).toMatchObject({
          method: "CANCEL",
          uid: invitation.uid,
          sequence: 1,
          status: "CANCELLED",
        });
      });
    }
  });
}

test.describe("signed out", () => {
  test("the form shows with 'Connexion requise' disabled and a sign-in link back; a POST goes to /auth", async ({
    page,
    visit,
    baseURL,
  }) => {
    await visit("/register/101?session=1");
    const button = page.getByRole("button", { name: words.fr.signInRequired });
    await expect(button).toBeDisabled();
    await expect(page.getByText("Vous devez être connecté pour vous inscrire.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fregister%2F101%3Fsession%3D1",
    );
    await expect(page.locator("#registration-form-firstName")).toBeVisible();
    const posted = await page.request.post("/register/101", {
      form: { firstName: "Awa", sessionId: "1" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
    expect(posted.headers().location).toBe("/auth?redirectTo=%2Fregister%2F101");
  });

  test("an unknown course goes to the catalogue; the English page has the English twin", async ({
    page,
    visit,
  }) => {
    await visit("/register/999999");
    await expect(page).toHaveURL(/\/courses$/);
    await visit("/en/register/105");
    await expect(page.getByRole("button", { name: words.en.signInRequired })).toBeDisabled();
    await expect(page.getByText("Certified").first()).toBeVisible();
  });
});

test.describe("the course summary at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("its facts read in lines, and the price stays inside the card, clear of the other facts", async ({
    page,
    visit,
  }) => {
    for (const path of ["/register/105", "/en/register/105", "/register/101"]) {
      await visit(path);
      const card = page.locator("section[aria-labelledby=course-summary-title]");
      const cardBox = (await card.boundingBox())!;
      const price = card.locator("[data-course-price]");
      const priceBox = (await price.boundingBox())!;
      expect(priceBox.x, `${path}: price inside the card`).toBeGreaterThanOrEqual(cardBox.x);
      expect(priceBox.x + priceBox.width, `${path}: price inside the card`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      // One line for the price, and each fact beside or under another, never over it.
      expect(priceBox.height, `${path}: the price on one line`).toBeLessThan(30);
      const facts = await card.locator("[data-course-facts] > div").all();
      expect(facts).toHaveLength(3);
      const boxes = await Promise.all(facts.map(async (fact) => (await fact.boundingBox())!));
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${path}: facts overlap`).toBe(true);
        }
        // Not one word per line: each fact is at least 8 rem wide.
        expect(a.width, `${path}: fact ${i} width`).toBeGreaterThanOrEqual(128);
        expect(a.x + a.width, `${path}: fact ${i} inside the card`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
    }
  });
});
