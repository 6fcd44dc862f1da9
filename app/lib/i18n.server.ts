import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { createI18n, type I18nSource } from "./i18n";
import type { Lang } from "./language";
import type { TFunction, Translator } from "./translator";

// One translator per language for the whole process, holding every namespace: its language never
// changes and nothing is ever added to it, so concurrent renders share it instead of building
// one, and its flattened strings, per request.
const instances = { fr: createI18n("fr", fr), en: createI18n("en", en) };

/** The translator that renders pages in `lang`. */
export function serverI18n(lang: Lang): Translator {
  return instances[lang];
}

/** The server's translators for the page (entry.server.tsx): they already hold every namespace. */
export const serverI18nSource: I18nSource = { instance: serverI18n, load: () => null };

/** A translate function bound to one language, for loaders, actions, meta and e-mails. */
export function getT(lang: Lang): TFunction {
  return instances[lang].t;
}
