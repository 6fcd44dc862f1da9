import type { Locator, Page } from "@playwright/test";
import { signUpThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { audit, prefix, submitRegistration } from "./registration";

/**
 * The payment dialog, with JavaScript, in both languages: 'Payer maintenant' on the
 * course page opens a labelled modal dialog with the server's amount and product; Tab stays in
 * it, Escape closes it and gives the focus back to the button; by keyboard alone it reaches the
 * TEST MODE page. While a payment starts both buttons are disabled and the pay button reads
 * 'Processing'; a decline leaves the payment failed and the pay button back in Mes inscriptions;
 * a form without its anti-forgery token gets the product's 'Session expired' in the dialog.
 * (payment.spec.ts pays through the dialog and, without JavaScript, through the pay page.)
 */
const words = {
  fr: {
    payNow: "Payer maintenant",
    dialog: /^Paiement de /,
    cardNote: /ne sont jamais stockées/,
    submit: /^Payer /,
    processing: "Traitement en cours…",
    cancel: "Annuler",
    decline: "Refuser",
    testMode: "MODE TEST",
    mine: "Mes inscriptions",
    failed: "Paiement : Échouée",
    payLabel: /Payer l'inscription à/,
    errorTitle: "Erreur de paiement",
    sessionExpired: "Session expirée. Veuillez recharger la page.",
  },
  en: {
    payNow: "Pay Now",
    dialog: /^Payment for /,
    cardNote: /Card data is never stored/,
    submit: /^Pay /,
    processing: "Processing…",
    cancel: "Cancel",
    decline: "Decline",
    testMode: "TEST MODE",
    mine: "My registrations",
    failed: "Payment: Failed",
    payLabel: /Pay for the registration to/,
    errorTitle: "Payment Error",
    sessionExpired: "Session expired. Please reload the page.",
  },
} as const;

const focusIsIn = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has the focus (at most `limit` times), checking it never leaves the dialog. */
async function tabTo(page: Page, dialog: Locator, target: Locator, limit = 12) {
  for (let index = 0; index < limit; index++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
    expect(await focusIsIn(dialog), "the focus stays in the dialog").toBe(true);
  }
  await expect(target).toBeFocused();
}

test.use({ javaScriptEnabled: true });

for (const lang of ["fr", "en"] as const) {
  const text = words[lang];
  const at = prefix(lang);

  test(`(${lang}) the payment dialog: keyboard, Escape, Processing, decline, pay button back, session expired`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(180_000);
    await signUpThroughApi(page.context(), { lang, name: "Mariama Bah" });
    await visit(`${at}/courses/5`);
    await page.locator(`a[href="${at}/register/5?session=5"]`).click();
    await submitRegistration(page, lang);
    await expect(page).toHaveURL(new RegExp(`${at}/courses/5$`));

    // Opened from the keyboard: a modal dialog named after the product, the server's figures.
    const payNow = page.getByRole("link", { name: text.payNow, exact: true });
    await payNow.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: text.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("pay-amount")).toHaveText(/\d/);
    await expect(dialog.getByText(text.cardNote)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /TEST MODE/ })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${at}/courses/5$`));
    await audit(page, true, "course page, payment dialog open");

    // Tab goes round inside; Escape closes and the focus is back on the button.
    const submit = dialog.getByRole("button", { name: text.submit });
    await tabTo(page, dialog, submit);
    for (let index = 0; index < 8; index++) {
      await page.keyboard.press("Tab");
      expect(await focusIsIn(dialog), "the focus stays in the dialog").toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(payNow).toBeFocused();

    // Again, by keyboard to the pay button; the start is held until 'Processing' is seen.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\/pay\/\d+\.data$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await tabTo(page, dialog, dialog.getByRole("button", { name: text.submit }));
    await page.keyboard.press("Enter");
    const processing = dialog.getByRole("button", { name: text.processing });
    await expect(processing).toBeDisabled();
    await expect(dialog.getByRole("button", { name: text.cancel })).toBeDisabled();
    release();
    await page.unroute((url) => /\/pay\/\d+\.data$/.test(url.pathname));

    // The TEST MODE page: decline → failed.
    await expect(page).toHaveURL(new RegExp(`${at}/payments/test/GMS-`));
    await expect(page.getByText(text.testMode, { exact: true })).toBeVisible();
    await audit(page, true, "TEST MODE page");
    await page.getByRole("button", { name: text.decline }).click();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "failed");
    await audit(page, true, "return page (declined)");

    // Mes inscriptions: failed, and the pay button is back; it opens the dialog again.
    await page.getByRole("link", { name: text.mine }).click();
    const item = page.getByRole("article").first();
    await expect(item.getByText(text.failed)).toBeVisible();
    await audit(page, true, "Mes inscriptions, payment failed");
    await item.getByRole("link", { name: text.payLabel }).click();
    await expect(dialog).toBeVisible();

    // The anti-forgery token gone (an expired page): the product's message, nothing started.
    await dialog.locator('input[name="csrf"]').evaluate((input) => input.remove());
    await dialog.getByRole("button", { name: text.submit }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(text.errorTitle);
    await expect(alert).toContainText(text.sessionExpired);
    await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
    await expectAccessible(page, "Mes inscriptions, dialog with the error");
  });
}
