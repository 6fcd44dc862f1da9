import { demoAccount, signInThroughApi } from "./accounts";
import { expect, test } from "./fixtures";

/*
 * /admin's guard in the browser: a visitor is asked to sign in (401),
 * a user is told the role required (403: moderators read the back-office), an admin who has not
 * signed in with two factors is sent to enrol. The back-office's screens, for staff, are in
 * back-office-*.spec.ts.
 */

const text = {
  fr: {
    path: "/admin",
    signedOutTitle: "Connexion requise",
    signedOut: "Vous devez être connecté pour accéder à cette page.",
    signIn: "Se connecter",
    signInHref: "/auth?redirectTo=%2Fadmin",
    forbidden:
      "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Rôle requis: Modérateur",
    enrol: "/profile/two-factor?required=1&redirectTo=%2Fadmin",
  },
  en: {
    path: "/en/admin",
    signedOutTitle: "Sign-in required",
    signedOut: "You must be signed in to access this page.",
    signIn: "Sign in",
    signInHref: "/en/auth?redirectTo=%2Fen%2Fadmin",
    forbidden: "You do not have the permissions needed to access this page. Required role: Moderator",
    enrol: "/en/profile/two-factor?required=1&redirectTo=%2Fen%2Fadmin",
  },
};

for (const lang of ["fr", "en"] as const) {
  const t = text[lang];

  test(`(${lang}) a visitor is asked to sign in, with a way back to /admin (401)`, async ({
    page,
    visit,
  }) => {
    await visit(t.path, { status: 401 });
    await expect(page.getByRole("heading", { level: 1, name: t.signedOutTitle })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(t.signedOut);
    await expect(page.getByRole("main").getByRole("link", { name: t.signIn })).toHaveAttribute(
      "href",
      t.signInHref,
    );
  });

  test(`(${lang}) a user is told the role required (403)`, async ({ page, visit }) => {
    await signInThroughApi(page.context(), demoAccount("user"));
    await visit(t.path, { status: 403 });
    await expect(page.getByRole("alert")).toHaveText(t.forbidden);
  });

  test(`(${lang}) an admin without two-factor sign-in is sent to enrol, and back to /admin after`, async ({
    page,
  }) => {
    await signInThroughApi(page.context(), demoAccount("admin"));
    const response = await page.request.get(t.path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(t.enrol);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("(fr) the guard's message and sign-in link are in the page as sent", async ({ page, visit }) => {
    await visit("/admin", { status: 401 });
    await expect(page.getByRole("alert")).toHaveText(text.fr.signedOut);
    await expect(page.getByRole("main").getByRole("link", { name: text.fr.signIn })).toHaveAttribute(
      "href",
      text.fr.signInHref,
    );
    await signInThroughApi(page.context(), demoAccount("user"));
    await visit("/admin", { status: 403 });
    await expect(page.getByRole("alert")).toHaveText(text.fr.forbidden);
  });
});
