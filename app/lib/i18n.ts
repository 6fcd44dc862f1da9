import { createContext, use, useContext } from "react";
import type { Namespace, Translations } from "~/locales/types";
import type { Lang } from "./language";
import { Translator } from "./translator";
import { TranslatorContext } from "./use-translation";

/**
 * A translator fixed to one language, holding the namespaces given: one per language on the
 * server with every namespace (lib/i18n.server.ts), one per language in the browser that
 * receives its namespaces as pages need them (lib/i18n.client.ts). Nothing changes its language.
 */
export function createI18n(lang: Lang, resources: Partial<Translations>): Translator {
  return new Translator(lang, resources);
}

/** Where the page's translators come from: the server's, or the browser's (entries). */
export interface I18nSource {
  /** The translator that renders pages in `lang`. */
  instance(lang: Lang): Translator;
  /** Settles once `lang`'s translator holds `names`; null when it already does. */
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
 * `lang`'s translator, once it holds `names`: until then the component suspends. In a navigation
 * (a transition) React keeps the current page on screen meanwhile; on the server, and on the
 * first render in the browser (entry.client.tsx loads the page's namespaces before hydrating),
 * it never waits. Without a source (component tests), the provided translator, which holds
 * every namespace.
 */
export function useNamespaces(lang: Lang, names: readonly Namespace[]): Translator {
  const source = useContext(I18nSourceContext);
  // Null outside any TranslatorContext (the root, which provides it from this hook).
  const provided = useContext(TranslatorContext);
  if (!source) {
    if (!provided)
      throw new Error("useNamespaces: neither an I18nSourceContext nor a TranslatorContext above");
    return provided;
  }
  const pending = source.load(lang, names);
  if (pending) use(pending);
  return source.instance(lang);
}
