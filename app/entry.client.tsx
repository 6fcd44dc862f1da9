import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "~/lib/i18n";
import { isLang } from "~/lib/language";

// Only the page's language is downloaded; the switcher reloads the document.
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : "fr";
const resources = lang === "en" ? (await import("~/locales/en")).en : (await import("~/locales/fr")).fr;
const i18n = createI18n(lang, resources);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
