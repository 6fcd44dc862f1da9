import { localeChunks } from "~/locales/chunks";
import type { Namespace } from "~/locales/types";
import { createI18n, type I18nSource } from "./i18n";
import type { Lang } from "./language";
import type { Translator } from "./translator";

// One translator per language, made when a page first needs it: a client-side navigation to the
// other language uses the other translator, which receives that language's namespaces.
const instances = new Map<Lang, Translator>();
// The load under way for each set of missing namespaces: a component that suspends on it is
// given the same promise when React renders it again.
const loading = new Map<string, Promise<void>>();

function instance(lang: Lang): Translator {
  let found = instances.get(lang);
  if (!found) {
    found = createI18n(lang, {});
    instances.set(lang, found);
  }
  return found;
}

function load(lang: Lang, names: readonly Namespace[]): Promise<void> | null {
  const target = instance(lang);
  const missing = [...new Set(names)].filter((name) => !target.hasNamespace(name)).sort();
  if (missing.length === 0) return null;
  const key = `${lang}:${missing.join(",")}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all(
      missing.map(async (name) => {
        target.addNamespace(name, await localeChunks[lang][name]());
      }),
    )
      .then(() => undefined)
      // Settled either way: loaded namespaces are found in the translator from now on, and a
      // failed download (a network error, a new deployment) is tried again by the next render.
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The browser's translators: each namespace downloaded once, in the page's language only. */
export const browserI18nSource: I18nSource = { instance, load };
