import type { Page } from "@playwright/test";
import { codeAt, currentStep } from "../helpers/totp-codes";
import { accountMenu, demoAccount, signInThroughApi, signOutFromHeader, signUpThroughApi } from "./accounts";
import { tourBackOffice } from "./back-office-tour";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/*
 * Two-factor sign-in (issue 8): set up from the profile, then sign in with a code, the same
 * code refused, and a backup code. Codes are computed here from the key the page shows, with
 * the same OTP helper better-auth uses; the clock is driven by choosing the time step (the
 * next step's code is valid now), never by waiting 30 seconds. /auth is built elsewhere: the
 * password step goes through the HTTP API, which leaves better-auth's two_factor cookie in
 * the browser, as /auth will.
 */

const texts = {
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
type Text = (typeof texts)["fr"];

/** axe on the page as it is now: in the page itself, or on its HTML replayed with JavaScript. */
async function audit(page: Page, label: string, javaScript: boolean) {
  if (javaScript) await expectAccessible(page, label);
  else {
    // The whole document, once it has finished streaming.
    await page.waitForLoadState("load");
    await auditDocument(page, label, await page.content());
  }
}

/** From the settings page with two-factor off: set it up; returns the key and the step used. */
async function setUp(page: Page, text: Text, password: string, javaScript: boolean) {
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.start }).click();
  await expect(page.getByRole("img", { name: text.qrAlt })).toBeVisible();
  await audit(page, "set-up step", javaScript);
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
  await audit(page, "backup codes", javaScript);
  return { key, step, codes };
}

/** The password step through the API, then the challenge page. */
async function startSignIn(
  page: Page,
  visit: (path: string) => Promise<void>,
  account: { email: string; password: string },
  returnTo: string,
) {
  await signInThroughApi(page.context(), account);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.endsWith("two_factor"))).toBe(true);
  expect(cookies.some((cookie) => cookie.name.endsWith("session_token"))).toBe(false);
  const challenge = `${returnTo.startsWith("/en") ? "/en" : ""}/auth/two-factor?redirectTo=${encodeURIComponent(returnTo)}`;
  await visit(challenge);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const lang of ["fr", "en"] as const) {
      const text = texts[lang];
      test(`(${lang}) set up, sign in with a code, the same code refused, then a backup code`, async ({
        page,
        visit,
      }) => {
        // A long journey (three sign-ins), audited with axe at each step.
        test.slow();
        const account = await signUpThroughApi(page.context(), { lang, name: "Kadiatou Barry" });
        await visit(`${text.prefix}/profile/two-factor`);
        await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
        const { key, step, codes } = await setUp(page, text, account.password, javaScript);

        // Signed out (every session), then the password, then the next time step's code.
        await signOutFromHeader(page, /Kadiatou Barry/, text.signOut);
        await expect(accountMenu(page, /Kadiatou Barry/)).toHaveCount(0);
        const courses = `${text.prefix}/courses`;
        await startSignIn(page, visit, account, courses);
        const code = await codeAt(key, step + 1);
        await page.getByLabel(text.code).fill(code);
        await page.getByRole("button", { name: text.verify }).click();
        await expect(page).toHaveURL(new RegExp(`${courses}$`));
        if (javaScript) await expect(page.getByText(text.signedIn)).toBeVisible();
        // Without JavaScript the flash is in <noscript>: read the whole document once it has streamed.
        else await expect.poll(() => page.content()).toContain(text.signedIn);
        await expect(accountMenu(page, /Kadiatou Barry/)).toBeVisible();

        // The same code again, in a new sign-in: refused like a wrong code.
        await signOutFromHeader(page, /Kadiatou Barry/, text.signOut);
        await expect(accountMenu(page, /Kadiatou Barry/)).toHaveCount(0);
        await startSignIn(page, visit, account, courses);
        await page.getByLabel(text.code).fill(code);
        await page.getByRole("button", { name: text.verify }).click();
        const alert = page.getByRole("alert").filter({ hasText: text.wrongCode });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(text.error);
        await expect(page.getByLabel(text.code)).toHaveAttribute("aria-invalid", "true");
        if (javaScript) await expect(alert).toBeFocused();
        await audit(page, "refused code", javaScript);

        // A backup code instead.
        await page.getByRole("link", { name: text.useBackup }).click();
        await expect(page.getByLabel(text.backupCode)).toBeVisible();
        await page.getByLabel(text.backupCode).fill(codes[3] ?? "");
        await page.getByRole("button", { name: text.verify }).click();
        await expect(page).toHaveURL(new RegExp(`${courses}$`));
        await expect(accountMenu(page, /Kadiatou Barry/)).toBeVisible();

        // The settings page now says it is on, with one backup code fewer.
        await visit(`${text.prefix}/profile/two-factor`);
        await expect(page.getByText(text.on, { exact: true })).toBeVisible();
        await expect(
          page.getByText(lang === "fr" ? "9 codes de secours restants." : "9 backup codes left."),
        ).toBeVisible();
      });
    }
  });
}

test("a page without a pending sign-in sends the visitor back to /auth", async ({ page }) => {
  const response = await page.request.get("/en/auth/two-factor?redirectTo=%2Fen%2Fcourses", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/en/auth?redirectTo=%2Fen%2Fcourses");
});

// @demo-admin: runs after every other journey (playwright.config.ts), which sign the shared demo
// admin in without a second factor.
test("the demo administrator, sent to set up two-factor, gets the way back, sees the back-office, then turns it off again @demo-admin", async ({
  page,
  visit,
}) => {
  test.slow();
  // The one test that changes the shared demo admin: it leaves it as it found it.
  const admin = demoAccount("admin");
  await signInThroughApi(page.context(), admin);
  const text = texts.fr;
  await visit(`/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/admin")}`);
  await expect(page.getByRole("heading", { name: text.required })).toBeVisible();
  const { key, step } = await setUp(page, text, admin.password, true);
  await expect(page.getByRole("link", { name: text.continue })).toHaveAttribute("href", "/admin");

  try {
    await tourBackOffice(page, visit);
  } finally {
    // The tour ends in the dark theme: back to the default, so that this clean-up is the same whatever failed.
    await page.emulateMedia({ colorScheme: null });
    await visit("/profile/two-factor");
    const withCode = page
      .locator("form")
      .filter({ has: page.locator("input[name=intent][value=disable-code]") });
    // The tour takes minutes (it grows with the back-office): the code of now, and never the
    // step already used (replay guard).
    await withCode.getByLabel(text.code).fill(await codeAt(key, Math.max(step + 1, currentStep())));
    await withCode.getByRole("button", { name: text.disable }).click();
    await expect(page.getByText(text.disabled)).toBeVisible();
    await expect(page.getByLabel(text.password)).toBeVisible();
  }
});
