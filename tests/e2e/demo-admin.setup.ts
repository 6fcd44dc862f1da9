import type { Page } from "@playwright/test";
import { codeAt, currentStep } from "../helpers/totp-codes";
import { demoAccount, signInThroughApi } from "./accounts";
import { newUser } from "./back-office-steps";
import { expect, expectAccessible, test } from "./fixtures";
import { granterState, nameStaff, secureWithTwoFactor } from "./staff-accounts";
import { turnOffTwoFactor, twoFactorTexts as texts } from "./two-factor-steps";

/*
 * The one journey of the demo admin from DATA_DIR/demo-accounts.txt (project "demo-admin",
 * before every other journey, which sign that account in with its password alone): sent to
 * set up two-factor on its way to /admin, it sets it up (each step audited with axe), is let
 * into the back-office, names the first staff administrator (the "granter", which names the
 * back-office journeys' own administrators, tests/e2e/staff-accounts.ts), then turns two-factor
 * off again, leaving the shared account as found.
 *
 * No TOTP time step is accepted twice for one account, whatever the secret: a code refused
 * because an earlier run on the same data folder used its step is tried again at the next one.
 */

const text = texts.fr;

/** The first time step after `step`, by the clock (a code is one step's). */
async function stepAfter(step: number): Promise<number> {
  await expect.poll(() => currentStep(), { timeout: 65_000, intervals: [1_000] }).toBeGreaterThan(step);
  return currentStep();
}

/** On the settings page with two-factor off: set up, each step audited. Returns the key and step. */
async function setUp(page: Page, password: string) {
  await page.getByLabel(text.password).fill(password);
  await page
    .getByRole("button", { name: text.start, exact: true })
    // A set-up begun and not finished (a run stopped half-way): a new key.
    .or(page.getByRole("button", { name: "Recommencer", exact: true }))
    .click();
  await expect(page.getByRole("img", { name: text.qrAlt })).toBeVisible();
  await expectAccessible(page, "set-up step");
  const key = (await page.locator("#two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  let step = currentStep();
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel(text.code).fill(await codeAt(key, step));
    await page.getByRole("button", { name: text.confirm, exact: true }).click();
    const enabled = page.getByRole("heading", { name: text.codesTitle });
    const refused = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(enabled.or(refused).first()).toBeVisible();
    if (await enabled.isVisible()) break;
    // A code whose time step was used already is refused like a wrong one; anything else is not for retrying.
    await expect(refused.first()).toContainText(text.wrongCode);
    expect(attempt, "the second factor refused twice").toBeLessThan(2);
    step = await stepAfter(step);
  }
  await expect(page.getByText(text.saveNow)).toBeVisible();
  await expect(page.getByRole("list", { name: text.codesList }).getByRole("listitem")).toHaveCount(10);
  expect(await page.getByRole("link", { name: text.download }).getAttribute("href")).toMatch(
    /^data:text\/plain;charset=utf-8,/,
  );
  await expectAccessible(page, "backup codes");
  return { key, step };
}

test("the demo administrator, sent to set up two-factor, gets the way back, names the first staff administrator, then turns it off again", async ({
  page,
  visit,
}) => {
  test.slow();
  const admin = demoAccount("admin");
  await signInThroughApi(page.context(), admin);
  const gate = await page.request.get("/admin", { maxRedirects: 0 });
  expect(gate.status()).toBe(302);
  const enrol = gate.headers()["location"] ?? "";
  expect(enrol).toBe(`/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/admin")}`);
  await visit(enrol);
  await expect(page.getByRole("heading", { name: text.required })).toBeVisible();
  const { key, step } = await setUp(page, admin.password);
  await expect(page.getByRole("link", { name: text.continue })).toHaveAttribute("href", "/admin");

  try {
    await page.getByRole("link", { name: text.continue }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();

    // The granter: a new account named administrator by the demo admin, with two-factor of its own.
    const granter = await newUser(page, "fr", "Fodé Soumah");
    try {
      await nameStaff(page, granter.account.email, "admin");
      await expect(page.locator("dd[data-role]")).toHaveText("Administrateur");
      await secureWithTwoFactor(granter, "fr");
      expect((await granter.page.goto("/admin"))?.status()).toBe(200);
      await granter.context.storageState({ path: granterState });
    } finally {
      await granter.context.close();
    }
  } finally {
    // The next run on this data folder sets it up again with a step not used yet (stepAfter above).
    await turnOffTwoFactor(page, visit, text, key, step);
  }
});
