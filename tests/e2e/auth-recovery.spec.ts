import { accountMenu, signUpThroughApi } from "./accounts";
import { audit, fill, form, mailedLink, words, type Lang } from "./auth-pages";
import { expect, test } from "./fixtures";

/*
 * Forgotten password: ask for a link, reset by e-mail, land on /auth with a success message,
 * sign in with the new password; a used link is a clear 410.
 */

for (const [lang, javaScriptEnabled] of [
  ["fr", true],
  ["en", false],
] as [Lang, boolean][]) {
  const w = words[lang];
  test.describe(`(${lang}) ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("forgotten password: a link by e-mail, a new password, signed in with it", async ({
      page,
      visit,
    }) => {
      const account = await signUpThroughApi(page.context(), { lang, name: "Mariama Keïta" });
      await page.context().clearCookies();
      await visit(`${w.prefix}/auth`);
      await form(page).getByRole("link", { name: w.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/auth/forgot-password$`));
      await audit(page, javaScriptEnabled, "forgot-password");
      await fill(page, w.email, account.email);
      await form(page).getByRole("button", { name: w.sendLink }).click();
      await expect(form(page).getByRole("status").filter({ hasText: w.resetSent })).toBeVisible();
      await audit(page, javaScriptEnabled, "forgot-password sent");

      const link = await mailedLink(account.email, `${w.prefix}/auth/reset-password`);
      await visit(link);
      const newPassword = `Kola ${Date.now()} nouveau`;
      await fill(page, w.newPassword, newPassword);
      await fill(page, w.confirmPassword, newPassword);
      await form(page).getByRole("button", { name: w.savePassword }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/auth\\?mode=login$`));
      if (javaScriptEnabled) await expect(page.getByText(w.resetDone)).toBeVisible();
      else await expect.poll(() => page.content()).toContain(w.resetDone);

      // The link is used up: a clear 410 page with a way to ask for another.
      await visit(link, { status: 410 });
      await expect(form(page).getByRole("link")).toHaveAttribute("href", `${w.prefix}/auth/forgot-password`);

      await visit(`${w.prefix}/auth`);
      await fill(page, w.email, account.email);
      await fill(page, w.password, newPassword);
      await form(page).getByRole("button", { name: w.signIn }).click();
      await expect(accountMenu(page, /Mariama Keïta/)).toBeVisible();
    });
  });
}

test("a broken verification link is a 400 page that offers a new link", async ({ page, visit }) => {
  await visit("/auth/verify-email?token=broken", { status: 400 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lien invalide");
  await fill(page, "Email", "someone@example.com");
  await form(page).getByRole("button", { name: "Envoyer un nouveau lien" }).click();
  await expect(
    form(page)
      .getByRole("status")
      .filter({ hasText: "un nouveau lien de confirmation vient de lui être envoyé" }),
  ).toBeVisible();
});
