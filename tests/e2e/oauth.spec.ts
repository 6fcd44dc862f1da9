import type { Page } from "@playwright/test";
import { e2eOidcIssuer } from "../helpers/e2e-env";
import { unique } from "../helpers/mailbox";
import { accountMenu, signUpThroughApi } from "./accounts";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";
import { localizePath, type Lang } from "../../app/lib/language";

/*
 * Sign-in with an OpenID provider, in a browser, against a real provider started by the
 * tests (oidc-provider, tests/helpers/oidc-provider-server.ts): the provider's button, its
 * own login page, and back on the site signed in. Which account a sign-in opens (linking,
 * unverified addresses, two-factor) is tested in detail in oauth-linking.server.test.ts.
 */

const text = {
  fr: { button: "Continuer avec Test ID", courses: "/courses" },
  en: { button: "Continue with Test ID", courses: "/en/courses" },
};

/** The sign-in page as a visitor reaches it from `redirectTo`, with the provider's button. */
async function openSignIn(page: Page, { lang, redirectTo }: { lang: Lang; redirectTo: string }) {
  await page.goto(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(redirectTo)}`);
  await expect(page.getByRole("button", { name: text[lang].button })).toBeVisible();
}

/** The provider's own login page (its development page: any login, any password). */
async function logInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL((url) => url.href.startsWith(`${e2eOidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

for (const lang of ["fr", "en"] as const) {
  test(`(${lang}) a newcomer signs in with the OpenID provider and comes back signed in`, async ({
    page,
  }) => {
    // The provider vouches for the address; the name comes from its claims.
    const login = `mariama.bah.${unique("n1")}@example.com`;
    await openSignIn(page, { lang, redirectTo: `${text[lang].courses}?category=qhse` });
    await page.getByRole("button", { name: text[lang].button }).click();
    await logInAtProvider(page, login);

    await expect(page).toHaveURL(
      (url) => url.pathname === text[lang].courses && url.search === "?category=qhse",
    );
    await expect(accountMenu(page, /Mariama Bah/)).toBeVisible();
    await expectAccessible(page);
  });
}

test("(en) the provider's sign-in of an address that has an account opens that account", async ({ page }) => {
  const account = await signUpThroughApi(page.context(), { lang: "en", name: "Moussa Camara" });
  await page.context().clearCookies();
  await page.goto("/en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await openSignIn(page, { lang: "en", redirectTo: "/en" });
  await page.getByRole("button", { name: text.en.button }).click();
  await logInAtProvider(page, account.email);

  await expect(page).toHaveURL((url) => url.pathname === "/en");
  // The existing account's name, not the provider's ("Test Provider" for this address).
  await expect(accountMenu(page, /Moussa Camara/)).toBeVisible();
  await expectAccessible(page);
});

test("(en) a tampered provider form gets a 400 page in the page's language", async ({ page }) => {
  await openSignIn(page, { lang: "en", redirectTo: "/en" });
  const button = page.getByRole("button", { name: text.en.button });
  // The post is tampered on its way out: changing the field in the page raced React, whose
  // hydration (or a later render) could write the real provider back before the click.
  await page.route("**/en/auth/social", async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? "");
    expect(form.get("providerId")).toBeTruthy();
    form.set("providerId", "github");
    await route.continue({ postData: form.toString() });
  });
  const [response] = await Promise.all([page.waitForResponse("**/en/auth/social"), button.click()]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    "This sign-in request is not valid. Go back to the sign-in page and choose a provider.",
  );
  await expect(page.getByRole("link", { name: "Back to sign-in" })).toHaveAttribute("href", "/en/auth");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("(fr) the provider's button is a plain form post, and the sign-in works through", async ({ page }) => {
    const login = `awa.toure.${unique("n1")}@example.com`;
    await openSignIn(page, { lang: "fr", redirectTo: "/about" });
    await page.getByRole("button", { name: text.fr.button }).click();
    await logInAtProvider(page, login);

    await expect(page).toHaveURL((url) => url.pathname === "/about");
    await expect(accountMenu(page, /Awa Toure/)).toBeVisible();
    await auditDocument(page, "/about after a provider sign-in");
  });
});
