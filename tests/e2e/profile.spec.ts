import { messagesTo, unique, waitForMail } from "../helpers/mailbox";
import { accountMenu, demoAccount, signInThroughApi, signUpThroughApi } from "./accounts";
import { expect, expectAccessible, languagesWith, test } from "./fixtures";
import { audit, expectFlash, isSignedIn, otherDevice, profileText, submit } from "./profile-helpers";

/**
 * /profile in both languages, with and without JavaScript: the card, editing, the password
 * (then signing in with the new one through the API), signed-in devices, the security
 * events, deleting the account; a visitor gets the guard. Each test has its own account.
 */

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    // Many audited pages, a sign-up that waits for its e-mail, two more devices.
    test.slow();

    for (const lang of languagesWith(javaScript)) {
      const text = profileText[lang];

      test(`(${lang}) a visitor gets the guard message with a sign-in link back to the profile`, async ({
        page,
        visit,
      }) => {
        await visit(text.path, { status: 401 });
        const guard =
          lang === "fr"
            ? "Vous devez être connecté pour accéder à cette page."
            : "You must be signed in to access this page.";
        await expect(page.getByText(guard)).toBeVisible();
        const signIn = page.getByRole("link", { name: lang === "fr" ? "Se connecter" : "Sign in" }).last();
        await expect(signIn).toHaveAttribute(
          "href",
          new RegExp(`auth\\?redirectTo=${encodeURIComponent(text.path)}$`),
        );
      });

      test(`(${lang}) a member edits the profile, changes the password, signs out devices, reads the events and deletes the account`, async ({
        page,
        visit,
        browser,
      }) => {
        const account = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
        await visit(text.path);
        await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
        const main = page.getByRole("main");
        await expect(main.getByText("Awa Diallo", { exact: true })).toBeVisible();
        await expect(main.getByText(text.role, { exact: true })).toBeVisible();
        await expect(main.getByText(text.active, { exact: true })).toBeVisible();
        await expect(main.getByText(text.memberSince)).toBeVisible();
        await expect(page.getByRole("heading", { name: text.registrations })).toBeVisible();
        await expect(page.getByRole("link", { name: text.catalogue })).toHaveAttribute(
          "href",
          lang === "fr" ? "/courses" : "/en/courses",
        );
        await expect(page.getByRole("link", { name: text.twoFactor })).toBeVisible();
        const fresh = await page.request.get(text.path);
        expect(fresh.headers()["cache-control"]).toBe("private, no-store");

        // Edit: a phone the form refuses (JavaScript shows it at once), then good values.
        const details = page.locator("form#update-profile");
        await details.getByLabel(text.firstName, { exact: true }).fill("Aïssatou");
        await details.getByLabel(text.lastName, { exact: true }).fill("Bah");
        await details.getByLabel(text.company).fill("Mines de Boké");
        if (javaScript) {
          await details.getByLabel(text.phone).fill("06 12 34 56 78");
          await details.getByRole("button", { name: text.save }).click();
          await expect(details.getByText(text.phoneFormat)).toBeVisible();
          await expect(details.getByLabel(text.phone)).toHaveAttribute("aria-invalid", "true");
        }
        await details.getByLabel(text.phone).fill("+224 620 12 34 56");
        const saved = await submit(page, javaScript, () =>
          details.getByRole("button", { name: text.save }).click(),
        );
        await expectFlash(page, text.saved, javaScript);
        if (javaScript)
          await expect(page.getByRole("heading", { name: text.editLink, level: 2 })).toBeFocused();
        await expect(main.getByText("Aïssatou Bah", { exact: true })).toBeVisible();
        await expect(details.getByLabel(text.company)).toHaveValue("Mines de Boké");
        // The toast fades in and out (axe would measure it half transparent): audit once it is gone.
        if (javaScript) await expect(page.getByText(text.saved)).toBeHidden({ timeout: 10_000 });
        await audit(page, `${text.path} after saving`, javaScript, saved);

        // Two more devices; the password change signs both out and keeps this one.
        const phone = await otherDevice(browser, account, { ip: "198.51.100.71" });
        const wrong = page.locator("form#change-password");
        await wrong.getByLabel(text.current, { exact: true }).fill("pas le bon mot de passe");
        const newPassword = `Nv-${unique("")}-mdp`;
        await wrong.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
        await wrong.getByLabel(text.confirm, { exact: true }).fill(newPassword);
        const refused = await submit(page, javaScript, () =>
          wrong.getByRole("button", { name: text.changePassword }).click(),
        );
        if (refused) {
          expect(refused.status()).toBe(400);
          // Without JavaScript the page reloads at the top: a link there leads to the form's errors.
          expect(await refused.text()).toContain('href="#change-password-alert"');
        }
        await expect(page.locator("form#change-password").getByText(text.wrongCurrent)).toBeVisible();
        if (javaScript) await expect(page.locator("#change-password-alert")).toBeFocused();
        await audit(page, `${text.path} with a refused password`, javaScript, refused);
        const passwordForm = page.locator("form#change-password");
        await passwordForm.getByLabel(text.current, { exact: true }).fill(account.password);
        await passwordForm.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
        await passwordForm.getByLabel(text.confirm, { exact: true }).fill(newPassword);
        await submit(page, javaScript, () =>
          passwordForm.getByRole("button", { name: text.changePassword }).click(),
        );
        await expectFlash(page, text.passwordSaved, javaScript);
        expect(await isSignedIn(phone)).toBe(false);
        expect(await isSignedIn(page.context())).toBe(true);
        // Signing in again with it, through the API, from a new client.
        const again = await otherDevice(
          browser,
          { ...account, password: newPassword },
          { ip: "198.51.100.72" },
        );
        await again.close();
        await phone.close();

        // Devices: sign one out by its button, then all the others at once.
        const tablet = await otherDevice(
          browser,
          { ...account, password: newPassword },
          { ip: "198.51.100.73" },
        );
        const laptop = await otherDevice(
          browser,
          { ...account, password: newPassword },
          { ip: "198.51.100.74" },
        );
        await page.goto(text.path);
        const devices = page.locator("section[aria-labelledby=sessions]");
        await expect(devices.getByText(text.thisDevice, { exact: true })).toBeVisible();
        await expect(devices.getByRole("listitem").filter({ hasText: text.iphone })).toHaveCount(3);
        const tabletButton = devices.getByRole("button", {
          name: new RegExp(`${text.signOutDevice}.*198\\.51\\.100\\.73`),
        });
        await submit(page, javaScript, () => tabletButton.click());
        await expectFlash(page, text.deviceSignedOut, javaScript);
        expect(await isSignedIn(tablet)).toBe(false);
        expect(await isSignedIn(laptop)).toBe(true);
        await submit(page, javaScript, () =>
          devices.getByRole("button", { name: text.signOutOthers }).click(),
        );
        await expectFlash(page, text.othersSignedOut, javaScript);
        expect(await isSignedIn(laptop)).toBe(false);
        await tablet.close();
        await laptop.close();

        // The events, newest first.
        await page.goto(text.path);
        const events = page.locator("section[aria-labelledby=events]").getByRole("listitem");
        await expect(events.first()).toContainText(text.othersEvent);
        await expect(events.filter({ hasText: text.passwordChanged })).toHaveCount(1);

        // Deleting: its own page, the password again; then signed out, home, a message.
        await page.getByRole("link", { name: text.deleteLink }).click();
        await expect(page.getByRole("heading", { level: 1, name: text.deleteHeading })).toBeVisible();
        await audit(page, `${text.path}/delete`, javaScript);
        await page.getByLabel(text.deletePassword, { exact: true }).fill(account.password);
        const notDeleted = await submit(page, javaScript, () =>
          page.getByRole("button", { name: text.deleteSubmit }).click(),
        );
        await expect(page.getByText(text.wrongPassword)).toBeVisible();
        if (notDeleted) expect(notDeleted.status()).toBe(400);
        await page.getByLabel(text.deletePassword, { exact: true }).fill(newPassword);
        await submit(page, javaScript, () => page.getByRole("button", { name: text.deleteSubmit }).click());
        await expect(page).toHaveURL(lang === "fr" ? /\/$/ : /\/en$/);
        await expectFlash(page, text.deleted, javaScript);
        await expect(page.getByRole("banner").getByRole("link", { name: text.signIn })).toBeVisible();
        const signIn = await page.request.post("/api/auth/sign-in/email", {
          data: { email: account.email, password: newPassword },
        });
        expect(signIn.status()).toBe(401);
      });
    }

    test("changing the e-mail address waits for the link sent to the new one", async ({ page, visit }) => {
      const lang = javaScript ? "fr" : "en";
      const text = profileText[lang];
      const account = await signUpThroughApi(page.context(), { lang });
      await visit(text.path);
      const form = page.locator("form#change-email");
      const newEmail = `${unique("moved")}@example.com`;
      await form.getByLabel(text.newEmail).fill(newEmail);
      await form.getByLabel(text.emailPassword).fill(account.password);
      await submit(page, javaScript, () => form.getByRole("button", { name: text.changeEmail }).click());
      await expect(page.locator("form#change-email").getByRole("status")).toContainText(
        `${text.pending} ${newEmail}`,
      );
      await expect(page.getByText(account.email).first()).toBeVisible();

      // The link of the .eml (the verify-email page is tested elsewhere: its API here).
      const [mail] = await waitForMail(() => messagesTo(newEmail));
      const token = /verify-email\?token=([^\s"<]+)/.exec(mail?.text ?? "")?.[1];
      const verified = await page.request.get(`/api/auth/verify-email?token=${token}`, { maxRedirects: 0 });
      expect(verified.status()).toBe(200);
      await page.goto(text.path);
      await expect(page.getByText(newEmail).first()).toBeVisible();
      await expect(
        page.locator("section[aria-labelledby=events]").getByText(text.emailChanged),
      ).toBeVisible();
      await waitForMail(() => messagesTo(account.email, (message) => message.text.includes("***@example.com")));
    });
  });
}

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });
  test("the profile and the deletion step have no accessibility violation", async ({ visit, account: _signedIn }) => {
    await visit("/profile");
    await visit("/en/profile/delete");
  });
});

test.describe("the way to the back-office and to Mes inscriptions", () => {
  for (const lang of ["fr", "en"] as const) {
    const at = lang === "fr" ? "" : "/en";
    const text = {
      fr: { menu: /Mamadou Modérateur/, admin: "Administration", open: "Ouvrir l'administration", mine: "Mes inscriptions", myTitle: "Mes Inscriptions" },
      en: { menu: /Mamadou Modérateur/, admin: "Administration", open: "Open the administration", mine: "My registrations", myTitle: "My Registrations" },
    }[lang];

    test(`(${lang}) a moderator opens the back-office from the profile and from the header's account menu`, async ({
      page,
      visit,
    }) => {
      await signInThroughApi(page.context(), demoAccount("moderator"));
      await visit(`${at}/profile`);
      const section = page.locator("section[aria-labelledby=back-office]");
      await expect(section.getByRole("heading", { level: 2, name: text.admin })).toBeVisible();
      await section.getByRole("link", { name: text.open }).click();
      await expect(page).toHaveURL(new RegExp(`${at}/admin$`));
      await expect(page.getByRole("heading", { level: 1, name: text.admin })).toBeVisible();

      const menu = accountMenu(page, text.menu);
      await menu.click();
      await expect(page.getByRole("banner").getByRole("link", { name: text.admin })).toBeVisible();
      await expectAccessible(page, "account menu open");
      await page.getByRole("banner").getByRole("link", { name: text.mine }).click();
      await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
      await expect(page.getByRole("heading", { level: 1, name: text.myTitle })).toBeVisible();
      // Choosing a link closed the menu.
      await expect(page.getByRole("banner").getByRole("link", { name: text.admin })).toBeHidden();
    });
  }

  test("a user has 'Mes inscriptions' in the account menu but no back-office, in the menu or the profile", async ({
    page,
    visit,
    account: _signedIn,
  }) => {
    await visit("/profile");
    await expect(page.locator("section[aria-labelledby=back-office]")).toHaveCount(0);
    await accountMenu(page, /Awa Diallo/).click();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Mes inscriptions" })).toHaveAttribute(
      "href",
      "/profile/registrations",
    );
    await expect(header.getByRole("link", { name: "Mon profil" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Administration" })).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the phone menu lists Mes inscriptions and, for staff, the back-office", async ({ page, visit }) => {
      await signInThroughApi(page.context(), demoAccount("moderator"));
      await visit("/courses");
      await page.locator("header summary", { hasText: /^Menu$/ }).click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Administration" })).toHaveAttribute("href", "/admin");
      await expectAccessible(page, "phone menu open, signed in");
      await menu.getByRole("link", { name: "Mes inscriptions" }).click();
      await expect(page).toHaveURL(/\/profile\/registrations$/);
      await expect(menu).toBeHidden();
    });
  });
});
