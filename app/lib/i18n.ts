import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { fr } from "~/locales/fr";
import type { frPages } from "~/locales/fr/pages";
import type { PageTranslations, Translations } from "~/locales/types";
import type { Lang } from "./language";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr & typeof frPages };
  }
}

/**
 * An i18next instance fixed to one language: one per language on the server
 * (lib/i18n.server.ts), one for the page in the browser. Nothing changes its language.
 */
export function createI18n(lang: Lang, resources: Translations | (Translations & PageTranslations)): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // "{{language, lowercase}}": a name written as a label ("Français") inside running text, where
  // French writes language names in lower case ("en français").
  instance.services.formatter?.add("lowercase", (value: unknown, lng: string | undefined) =>
    String(value).toLocaleLowerCase(lng),
  );
  return instance;
}
