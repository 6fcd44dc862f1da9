import type { TFunction } from "i18next";
import { en } from "~/locales/en";
import { enPages } from "~/locales/en/pages";
import { fr } from "~/locales/fr";
import { frPages } from "~/locales/fr/pages";
import { createI18n } from "./i18n";
import type { Lang } from "./language";

// The server knows every string: the shared ones and those of the pages that ship their own.
const serverResources = { fr: { ...fr, ...frPages }, en: { ...en, ...enPages } };
const instances = { fr: createI18n("fr", serverResources.fr), en: createI18n("en", serverResources.en) };

/** A translate function bound to one language, for loaders, actions, meta and e-mails. */
export function getT(lang: Lang): TFunction {
  return instances[lang].t;
}

export const resourcesFor = (lang: Lang) => serverResources[lang];
