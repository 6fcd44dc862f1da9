import type { TFunction } from "i18next";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { createI18n } from "./i18n";
import type { Lang } from "./language";

const instances = { fr: createI18n("fr", fr), en: createI18n("en", en) };

/** A translate function bound to one language, for loaders, actions, meta and e-mails. */
export function getT(lang: Lang): TFunction {
  return instances[lang].t;
}

export const resourcesFor = (lang: Lang) => (lang === "en" ? en : fr);
