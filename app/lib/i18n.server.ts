import type { i18n, TFunction } from "i18next";
import { en } from "~/locales/en";
import { enPages } from "~/locales/en/pages";
import { fr } from "~/locales/fr";
import { frPages } from "~/locales/fr/pages";
import { createI18n } from "./i18n";
import type { Lang } from "./language";

// The server knows every string: the shared ones and those of the pages that ship their own.
const serverResources = { fr: { ...fr, ...frPages }, en: { ...en, ...enPages } };
// One instance per language for the whole process: its language never changes and the server
// already holds every string (usePageMessages adds none here), so concurrent renders can share it
// instead of building an instance, and its resource store, per request.
const instances = { fr: createI18n("fr", serverResources.fr), en: createI18n("en", serverResources.en) };

/** The i18next instance that renders pages in `lang`. */
export function serverI18n(lang: Lang): i18n {
  return instances[lang];
}

/** A translate function bound to one language, for loaders, actions, meta and e-mails. */
export function getT(lang: Lang): TFunction {
  return instances[lang].t;
}
