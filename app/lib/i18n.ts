import i18next, { type i18n } from "i18next";
import { createContext, use, useContext } from "react";
import { I18nContext, initReactI18next } from "react-i18next";
import { localeChunks } from "~/locales/chunks";
import type { fr } from "~/locales/fr";
import type { Namespace, Translations } from "~/locales/types";
import type { Lang } from "./language";

declare module "i18next" {
  interface CustomTypeOptions {
    // Typed as one tree whose first level is the namespace: `t("registration.heading")` checks
    // the key exactly as the instance resolves it (namespace "registration", key "heading",
    // nsSeparator "." below), so a missing key is a type error whatever namespace holds it.
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}

/** Every namespace's name, for the browser too: it knows their names before their strings. */
const namespaces = Object.keys(localeChunks.fr) as Namespace[];

/**
 * An i18next instance fixed to one language, holding the namespaces given: one per language on
 * the server with every namespace (lib/i18n.server.ts), one per language in the browser that
 * receives its namespaces as pages need them (lib/i18n.client.ts). Nothing changes its language.
 */
export function createI18n(lang: Lang, resources: Partial<Translations>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: false,
    // The key's first segment names its namespace: the keys read the same as when every string
    // was in one tree, and each namespace can be loaded on its own.
    nsSeparator: ".",
    resources: { [lang]: resources },
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

/** Where the page's i18next instances come from: the server's, or the browser's (entries). */
export interface I18nSource {
  /** The instance that renders pages in `lang`. */
  instance(lang: Lang): i18n;
  /** Settles once `lang`'s instance holds `names`; null when it already does. */
  load(lang: Lang, names: readonly Namespace[]): Promise<void> | null;
}

export const I18nSourceContext = createContext<I18nSource | null>(null);

/**
 * A route's `handle`: the namespaces its page shows (root.tsx gathers those of every matched
 * route). Only they, in the page's language, reach the browser.
 */
export interface I18nHandle {
  i18n: readonly Namespace[];
}

/** The namespaces a route's handle declares (none for a handle that is not an I18nHandle). */
export function handleNamespaces(handle: unknown): readonly Namespace[] {
  const names = (handle as Partial<I18nHandle> | null | undefined)?.i18n;
  return Array.isArray(names) ? names : [];
}

/**
 * `lang`'s instance, once it holds `names`: until then the component suspends. In a navigation
 * (a transition) React keeps the current page on screen meanwhile; on the server, and on the
 * first render in the browser (entry.client.tsx loads the page's namespaces before hydrating),
 * it never waits. Without a source (component tests), the provider's instance, which holds
 * every namespace.
 */
export function useNamespaces(lang: Lang, names: readonly Namespace[]): i18n {
  const source = useContext(I18nSourceContext);
  // Undefined outside any I18nextProvider (the root, which makes the provider from this hook).
  const provided = useContext(I18nContext) as { i18n: i18n } | undefined;
  if (!source) {
    if (!provided) throw new Error("useNamespaces: neither an I18nSourceContext nor an I18nextProvider above");
    return provided.i18n;
  }
  const pending = source.load(lang, names);
  if (pending) use(pending);
  return source.instance(lang);
}
