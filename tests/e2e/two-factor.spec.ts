import type { Page } from "@playwright/test";
import { codeAt } from "../helpers/totp-codes";
import { accountMenu, signInThroughApi, signOutFromHeader, signUpThroughApi } from "./accounts";
import { auditDocument, expect, expectAccessible, languagesWith, test } from "./fixtures";
import { setUpTwoFactor, twoFactorTexts as texts, type TwoFactorText } from "./two-factor-steps";

/*
 * Two-factor sign-in: set up from the profile, then sign in with a code, the same
 * code refused, and a backup code. Codes are computed here from the key the page shows, with
 * the same OTP helper better-auth uses; the clock is driven by choosing the time step (the
 * next step's code is valid now), never by waiting 30 seconds. /auth is built elsewhere: the
 * password step goes through the HTTP API, which leaves better-auth's two_factor cookie in
 * the browser, as /auth will. The demo admin's set-up is tests/e2e/demo-admin.setup.ts.
 */

/** axe on the page as it is now: in the page itself, or on its HTML replayed with JavaScript. */
async function audit(page: Page, label: string, javaScript: boolean) {
  if (javaScript) await expectAccessible(page, label);
  else {
    // The whole document, once it has finished streaming.
    await page.waitForLoadState("load");
    await auditDocument(page, label, await page.content());
  }
}

/** From the settings page with two-factor off: set it up, each step audited with axe. */
function setUp(page: Page, text: TwoFactorText, password: string, javaScript: boolean) {
  return setUpTwoFactor(page, text, password, (label) => audit(page, label, javaScript));
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

    for (const lang of languagesWith(javaScript)) {
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
