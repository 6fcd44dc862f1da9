import type { Page } from "@playwright/test";
import { codeAt, currentStep } from "../helpers/totp-codes";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect } from "./fixtures";

/*
 * The demo admin signed in with two factors, for a journey of the back-office as an admin
 * (@demo-admin: they run one at a time, after every other journey). Each set-up counts towards
 * the account's limit of two-factor changes (a few in a quarter of an hour): journeys share one
 * where they can, as the back-office tour does. Two-factor is set up through
 * its settings page, the journey runs, and two-factor is turned off again, so the shared account
 * is left as found. No TOTP time step is accepted twice for one account, whatever the secret: a
 * code refused because the previous @demo-admin journey used its step is tried again once the
 * clock has moved on, and this helper waits for the next step before handing the account back.
 */

const text = {
  password: "Mot de passe actuel",
  start: "Continuer",
  // A set-up begun and not finished (a journey stopped half-way): a new key.
  restart: "Recommencer",
  code: "Code à 6 chiffres",
  confirm: "Activer",
  enabled: "Validation en deux étapes activée",
  wrongCode: /Code incorrect ou déjà utilisé/,
  disable: "Désactiver",
  disabled: "Aucun code ne vous sera plus demandé à la connexion.",
};

/** The first time step after `step`, by the clock (a code is one step's). */
async function stepAfter(step: number): Promise<number> {
  await expect.poll(() => currentStep(), { timeout: 65_000, intervals: [1_000] }).toBeGreaterThan(step);
  return currentStep();
}

export async function asDemoAdmin(page: Page, journey: () => Promise<void>): Promise<void> {
  const admin = demoAccount("admin");
  await signInThroughApi(page.context(), admin);
  await page.goto("/profile/two-factor");
  await page.getByLabel(text.password).fill(admin.password);
  await page
    .getByRole("button", { name: text.start, exact: true })
    .or(page.getByRole("button", { name: text.restart, exact: true }))
    .click();
  const key = (await page.locator("#two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  let step = currentStep();
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel(text.code).fill(await codeAt(key, step));
    await page.getByRole("button", { name: text.confirm, exact: true }).click();
    const enabled = page.getByRole("heading", { name: text.enabled });
    const refused = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(enabled.or(refused).first()).toBeVisible();
    if (await enabled.isVisible()) break;
    // A code whose time step was used already is refused like a wrong one; anything else is not for retrying.
    await expect(refused.first()).toContainText(text.wrongCode);
    expect(attempt, "the second factor refused twice").toBeLessThan(2);
    step = await stepAfter(step);
  }

  try {
    await journey();
  } finally {
    await page.emulateMedia({ colorScheme: null });
    await page.goto("/profile/two-factor");
    const withCode = page
      .locator("form")
      .filter({ has: page.locator("input[name=intent][value=disable-code]") });
    const last = Math.max(step + 1, currentStep());
    await withCode.getByLabel(text.code).fill(await codeAt(key, last));
    await withCode.getByRole("button", { name: text.disable }).click();
    await expect(page.getByText(text.disabled)).toBeVisible();
    // The next journey to set up two-factor on this account starts with a step not used yet.
    await stepAfter(last);
  }
}
