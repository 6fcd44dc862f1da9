import { createContext, useContext } from "react";
import type { TFunction, Translator } from "./translator";

/**
 * The page's translator (root.tsx provides the one of the URL's language, component tests one
 * holding every namespace). No translator changes language: switching languages provides the
 * other language's translator, which re-renders every reader.
 */
export const TranslatorContext = createContext<Translator | null>(null);

/** The page's `t` and translator, from TranslatorContext. */
export function useTranslation(): { t: TFunction; translator: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation: no TranslatorContext above");
  return { t: translator.t, translator };
}
