import { accountMenu, demoAccount, signInThroughApi, signOutFromHeader, signUpThroughApi } from "./accounts";
import { expect, test } from "./fixtures";

/** The header of a signed-in visitor, and signing out. */

for (const lang of ["fr", "en"] as const) {
  const home = lang === "fr" ? "/" : "/en";
  const text = {
    fr: { signIn: "Connexion", signOut: "Déconnexion", done: "Vous avez été déconnecté avec succès." },
    en: { signIn: "Sign in", signOut: "Sign out", done: "You have been signed out successfully." },
  }[lang];

  test(`(${lang}) an admin's header shows the name and an Admin badge`, async ({ page, visit }) => {
    await signInThroughApi(page.context(), demoAccount("admin"));
    await visit(home);
    const name = accountMenu(page, /Aïssatou Admin/);
    await expect(name).toBeVisible();
    await expect(name.getByText("Admin", { exact: true })).toBeVisible();
  });

  test(`(${lang}) signing out ends every session of the account`, async ({ page, visit }) => {
    const account = await signUpThroughApi(page.context(), { lang, name: "Moussa Camara" });
    await visit(home);
    const header = page.getByRole("banner");
    await expect(accountMenu(page, /Moussa Camara/)).toBeVisible();
    await expect(header.getByText("Admin", { exact: true })).toHaveCount(0);
    // A second device of the same account.
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error("no browser");
    await signInThroughApi(other, account);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));

    await signOutFromHeader(page, /Moussa Camara/, text.signOut);
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(header.getByRole("link", { name: text.signIn })).toBeVisible();

    // The cookie from before is refused, and so is the other device's session.
    const replay = await page.request.get("/api/auth/get-session", {
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(await replay.json()).toBeNull();
    expect(await (await other.request.get("/api/auth/get-session")).json()).toBeNull();
    await other.close();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing out is a plain form post that comes back home with a banner", async ({
    page,
    visit,
    account: _signedIn,
  }) => {
    await visit("/about");
    await signOutFromHeader(page, /Awa Diallo/, "Déconnexion");
    await expect(page).toHaveURL(/\/$/);
    // The banner is in <noscript>, which Playwright's script-disabled Chromium keeps as text.
    await expect.poll(() => page.content()).toContain("Déconnexion réussie");
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  });
});
