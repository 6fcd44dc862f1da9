import type { Page } from "@playwright/test";
import { codeAt, currentStep } from "../helpers/totp-codes";
import { expect } from "./fixtures";

/*
 * Two-factor set-up and turning it off, from the profile's page, as a person does it: the key
 * read from the page, the codes computed with the same OTP helper better-auth uses. Shared by
 * the two-factor journeys and the back-office's (an admin must sign in with two factors).
 */

export const twoFactorTexts = {
  fr: {
    prefix: "",
    heading: "Validation en deux étapes",
    password: "Mot de passe actuel",
    start: "Continuer",
    qrAlt: /QR code de configuration/,
    code: "Code à 6 chiffres",
    confirm: "Activer",
    codesTitle: "Validation en deux étapes activée",
    codesList: "Codes de secours",
    saveNow: "Enregistrez ces codes maintenant : ils ne seront plus jamais affichés.",
    download: "Télécharger les codes (.txt)",
    on: "Activée",
    signOut: "Déconnexion",
    verify: "Vérifier",
    signedIn: "Vous êtes connecté.",
    wrongCode: "Code incorrect ou déjà utilisé. Attendez le code suivant et réessayez.",
    useBackup: "Utiliser un code de secours",
    backupCode: "Code de secours",
    error: "Erreur",
    required: "Validation en deux étapes obligatoire",
    continue: "Continuer vers la page demandée",
    disable: "Désactiver",
    disabled: "Aucun code ne vous sera plus demandé à la connexion.",
  },
  en: {
    prefix: "/en",
    heading: "Two-step verification",
    password: "Current password",
    start: "Continue",
    qrAlt: /Set-up QR code/,
    code: "6-digit code",
    confirm: "Turn on",
    codesTitle: "Two-step verification is on",
    codesList: "Backup codes",
    saveNow: "Save these codes now: they will never be shown again.",
    download: "Download the codes (.txt)",
    on: "On",
    signOut: "Sign out",
    verify: "Verify",
    signedIn: "You are signed in.",
    wrongCode: "Incorrect or already used code. Wait for the next code and try again.",
    useBackup: "Use a backup code",
    backupCode: "Backup code",
    error: "Error",
    required: "Two-step verification required",
    continue: "Continue to the page you asked for",
    disable: "Turn off",
    disabled: "You will no longer be asked for a code when you sign in.",
  },
};
export type TwoFactorText = (typeof twoFactorTexts)["fr"];

/**
 * From the settings page with two-factor off: set it up; returns the key, the step used and the
 * backup codes. `audit` runs at the set-up step and on the backup codes.
 */
export async function setUpTwoFactor(
  page: Page,
  text: TwoFactorText,
  password: string,
  audit: (label: string) => Promise<void> = async () => {},
) {
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.start }).click();
  await expect(page.getByRole("img", { name: text.qrAlt })).toBeVisible();
  await audit("set-up step");
  const key = (await page.locator("#two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const step = currentStep();
  await page.getByLabel(text.code).fill(await codeAt(key, step));
  await page.getByRole("button", { name: text.confirm, exact: true }).click();
  await expect(page.getByRole("heading", { name: text.codesTitle })).toBeVisible();
  await expect(page.getByText(text.saveNow)).toBeVisible();
  const codes = await page
    .getByRole("list", { name: text.codesList })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.getByRole("link", { name: text.download });
  expect(await download.getAttribute("href")).toMatch(/^data:text\/plain;charset=utf-8,/);
  await audit("backup codes");
  return { key, step, codes };
}

/**
 * From anywhere: turns two-factor off with a code, leaving the account as it was before its
 * set-up. `step` is the time step the set-up used: never used again (replay guard).
 */
export async function turnOffTwoFactor(
  page: Page,
  visit: (path: string) => Promise<void>,
  text: TwoFactorText,
  key: string,
  step: number,
) {
  await visit(`${text.prefix}/profile/two-factor`);
  const withCode = page
    .locator("form")
    .filter({ has: page.locator("input[name=intent][value=disable-code]") });
  // A journey takes minutes: the code of now, and never the step already used.
  await withCode.getByLabel(text.code).fill(await codeAt(key, Math.max(step + 1, currentStep())));
  await withCode.getByRole("button", { name: text.disable }).click();
  await expect(page.getByText(text.disabled)).toBeVisible();
  await expect(page.getByLabel(text.password)).toBeVisible();
}
