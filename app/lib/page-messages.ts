import { useTranslation } from "~/lib/use-translation";
import type { frPages } from "~/locales/fr/pages";
import type { PageTranslations } from "~/locales/types";
import { isLang, type Lang } from "./language";

type Namespace = keyof typeof frPages;

/** A page's own namespaces, in both languages (the page module imports them). */
export type PageMessages<N extends Namespace> = Record<Lang, Pick<PageTranslations, N>>;

/**
 * Makes a page's own strings available to `t` in the browser. The server knows every string
 * (lib/i18n.server.ts); the browser's first download holds only the strings of every page,
 * so the pages few visitors open (accounts, back-office) bring theirs in their own module.
 * Call it at the top of the page's component, before anything uses those keys.
 */
export function usePageMessages<N extends Namespace>(messages: PageMessages<N>): void {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : "fr";
  const bundle = messages[lang];
  const [first] = Object.keys(bundle);
  if (first && i18n.getResource(lang, "translation", first) === undefined) {
    i18n.addResourceBundle(lang, "translation", bundle, true, false);
  }
}
