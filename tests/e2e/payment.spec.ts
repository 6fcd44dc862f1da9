import type { Page } from "@playwright/test";
import { messagesTo, ofKind, waitForMail } from "../helpers/mailbox";
import { signUpThroughApi } from "./accounts";
import { expect, languagesWith, test } from "./fixtures";
import { audit, prefix, submitRegistration } from "./registration";

/**
 * Paying a registration with the TEST MODE provider, in both languages, with and without
 * JavaScript: register from the course page, 'Payer maintenant', abandon on the TEST MODE page
 * (abandoned at once, 'try again' leads back to the pay page), decline (failed, the pay button
 * is back in Mes inscriptions), pay again and approve (paid,
 * the e-mail arrives). Session 5 of course 5 (30 seats, online) leaves the registration
 * journeys' sessions alone. And the About page's demo payment. With JavaScript the pay
 * buttons open the payment dialog; without, they lead to the pay page
 * (payment-outcomes.spec.ts checks the dialog's keyboard and error behaviour).
 */
const words = {
  fr: {
    payNow: "Payer maintenant",
    payLabel: /Payer l'inscription à/,
    submit: /^Payer /,
    approve: "Approuver",
    decline: "Refuser",
    abandon: "Abandonner",
    tryAgain: "Réessayer le paiement",
    testMode: "MODE TEST",
    mine: "Mes inscriptions",
    paid: "Paiement : Payée",
    failed: "Paiement : Échouée",
    demo: "Essayer le paiement (49,99 €)",
    demoAmount: "49,99\u00a0€",
  },
  en: {
    payNow: "Pay Now",
    payLabel: /Pay for the registration to/,
    submit: /^Pay /,
    approve: "Approve",
    decline: "Decline",
    abandon: "Abandon",
    tryAgain: "Try the payment again",
    testMode: "TEST MODE",
    mine: "My registrations",
    paid: "Payment: Paid",
    failed: "Payment: Failed",
    demo: "Try a payment (€49.99)",
    demoAmount: "€49.99",
  },
} as const;

/** After a pay button: the dialog with JavaScript, the pay page (/pay/...) without. */
async function expectPayForm(page: Page, lang: "fr" | "en", javaScriptEnabled: boolean, path: string) {
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).not.toHaveURL(/\/pay\//);
  } else {
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}${path}$`));
  }
}

async function payOnTestPage(
  page: Page,
  lang: "fr" | "en",
  javaScriptEnabled: boolean,
  outcome: "approve" | "decline" | "abandon",
) {
  const text = words[lang];
  await expect(page.getByRole("radio", { name: /TEST MODE/ })).toBeChecked();
  await audit(page, javaScriptEnabled, "pay page");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/test/GMS-`));
  await expect(page.getByText(text.testMode, { exact: true })).toBeVisible();
  await audit(page, javaScriptEnabled, "TEST MODE page");
  await page.getByRole("button", { name: text[outcome] }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/payments/GMS-[0-9A-Z-]+$`));
  const status = page.getByTestId("payment-status");
  const expected = { approve: "succeeded", decline: "failed", abandon: "expired" }[outcome];
  // An abandoned checkout says so at once: no "updates itself" while nothing will come.
  await expect(status).toHaveAttribute("data-status", expected);
  await audit(page, javaScriptEnabled, `return page (${outcome})`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const lang of languagesWith(javaScriptEnabled)) {
      const text = words[lang];
      const at = prefix(lang);

      test(`(${lang}) register, abandon and try again, decline then approve with the test provider, see it paid`, async ({
        page,
        visit,
      }) => {
        test.setTimeout(240_000);
        const account = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
        await visit(`${at}/courses/5`);
        await page.locator(`a[href="${at}/register/5?session=5"]`).click();
        await submitRegistration(page, lang);
        await expect(page).toHaveURL(new RegExp(`${at}/courses/5$`));

        // Registered: the course page's 'Payer maintenant' pays this registration.
        await page.getByRole("link", { name: text.payNow, exact: true }).click();
        await expectPayForm(page, lang, javaScriptEnabled, "/pay/\\d+");
        await payOnTestPage(page, lang, javaScriptEnabled, "abandon");
        // Abandoned: the payment's page offers to try again, which leads back to the pay page.
        await page.getByRole("link", { name: text.tryAgain }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/pay/\\d+$`));
        await payOnTestPage(page, lang, javaScriptEnabled, "decline");

        await page.getByRole("link", { name: text.mine }).click();
        const item = page.getByRole("article").first();
        await expect(item.getByText(text.failed)).toBeVisible();
        // The pay button is back.
        await item.getByRole("link", { name: text.payLabel }).click();
        await expectPayForm(page, lang, javaScriptEnabled, "/pay/\\d+");
        await payOnTestPage(page, lang, javaScriptEnabled, "approve");

        await page.getByRole("link", { name: text.mine }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
        const paid = page.getByRole("article").first();
        await expect(paid.getByText(text.paid)).toBeVisible();
        await expect(paid.getByRole("link", { name: text.payLabel })).toHaveCount(0);
        await audit(page, javaScriptEnabled, "Mes inscriptions, paid");

        const [received] = await waitForMail(() => messagesTo(account.email, ofKind("payment-received")));
        expect(received?.text).toMatch(/GMS-[0-9A-Z]{5}-[0-9A-Z]{5}/);
        expect(await messagesTo(account.email, ofKind("payment-failed"))).toHaveLength(1);
      });

      test(`(${lang}) the About page's demo payment goes through the same pipeline`, async ({
        page,
        visit,
      }) => {
        test.setTimeout(120_000);
        await signUpThroughApi(page.context(), { lang, name: "Moussa Camara" });
        await visit(`${at}/about`);
        if (javaScriptEnabled) {
          // A click before hydration would follow the link to the pay page (progressive enhancement).
          await page.waitForFunction(() =>
            Object.keys(document.querySelector("a[data-pay-dialog]") ?? {}).some((key) =>
              key.startsWith("__react"),
            ),
          );
        }
        await page.getByRole("link", { name: text.demo }).click();
        await expectPayForm(page, lang, javaScriptEnabled, "/pay/demo");
        await expect(page.getByTestId("pay-amount")).toHaveText(text.demoAmount);
        await payOnTestPage(page, lang, javaScriptEnabled, "approve");
      });
    }
  });
}
