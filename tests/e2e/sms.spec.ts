import { signUpThroughApi } from "./accounts";
import { expect, test } from "./fixtures";
import { prefix, words } from "./registration";

/**
 * Texts at registration: the box off by default, an impossible number refused in the page's
 * language (by the browser's check, and by the server's without JavaScript), the choice kept in
 * the profile. The texts themselves (the reminder the day before, its receipt seen by staff) need
 * a server whose clock is driven: sms-reminder.spec.ts.
 */
const copy = {
  fr: {
    box: /Recevoir aussi par SMS/,
    impossible: "Ce numéro n'existe pas",
    profileBox: /Recevoir par SMS les rappels/,
  },
  en: {
    box: /Also send me reminders and changes for this course by text message/,
    impossible: "This number cannot exist",
    profileBox: /Send me reminders and changes for my courses by text message/,
  },
} as const;

for (const javaScriptEnabled of [true, false]) {
  const lang = javaScriptEnabled ? "fr" : "en";
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test(`(${lang}) register with texts ticked; an impossible number is refused in the page's language`, async ({
      page,
      visit,
    }) => {
      test.setTimeout(180_000);
      const at = prefix(lang);
      await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
      await visit(`${at}/register/101?session=8`);
      const box = page.getByLabel(copy[lang].box);
      await expect(box).not.toBeChecked();

      const phoneError = page.locator('[id$="phone-error"]');
      // A number of the right shape that no Guinean line can have: the browser's check (shape
      // and length) lets it through, the server refuses it with the field's message.
      await page.getByLabel(words[lang].phone).fill("120 12 34 56");
      if (javaScriptEnabled) {
        await page.getByLabel(words[lang].phone).press("Tab");
        await expect(phoneError).toHaveText("");
      }
      await box.check();
      await page.getByRole("button", { name: words[lang].register }).click();
      await expect(phoneError).toContainText(copy[lang].impossible);
      await expect(page).toHaveURL(new RegExp(`${at}/register/101`));

      await page.getByLabel(words[lang].phone).fill("620 12 34 56");
      if (!(await box.isChecked())) await box.check();
      await page.getByRole("button", { name: words[lang].register }).click();
      await expect(page).toHaveURL(new RegExp(`${at}/courses/101$`));
      await expect(page.getByRole("heading", { name: words[lang].registered })).toBeVisible();

      // The profile shows the number as stored (E.164) and texts on.
      await visit(`${at}/profile`);
      await expect(page.getByLabel(copy[lang].profileBox)).toBeChecked();
      await expect(page.getByRole("textbox", { name: /Téléphone|Phone/ })).toHaveValue("+224620123456");
    });
  });
}
