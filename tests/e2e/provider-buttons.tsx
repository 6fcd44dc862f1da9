import type { Page } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { OAuthButtons } from "../../app/features/accounts/oauth-buttons";
import { createI18n } from "../../app/lib/i18n";
import { localizePath, type Lang } from "../../app/lib/language";
import { en } from "../../app/locales/en";
import { fr } from "../../app/locales/fr";
import { e2eOidcName } from "../helpers/e2e-env";

/*
 * The provider buttons as /auth draws them (the OAuthButtons component, rendered here with
 * the site's strings), on a page of the e2e site's origin. The sign-in page itself is built
 * on another branch; once it renders these buttons, `openProviderButtons` can simply visit
 * /auth. Everything after the click is the real thing: our /auth/social, the provider,
 * better-auth's callback.
 */
export async function openProviderButtons(
  page: Page,
  { lang, redirectTo }: { lang: Lang; redirectTo: string },
) {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang, lang === "en" ? en : fr)}>
      <MemoryRouter initialEntries={[localizePath("/auth", lang)]}>
        <OAuthButtons providers={[{ id: "oidc", name: e2eOidcName }]} redirectTo={redirectTo} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const path = `${localizePath("/e2e-sign-in-buttons", lang)}`;
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="${lang}"><head><title>Sign-in</title></head><body><main>${markup}</main></body></html>`,
    }),
  );
  await page.goto(path);
}
