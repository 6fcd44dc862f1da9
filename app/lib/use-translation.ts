import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

/**
 * The page's `t` and i18next instance, from the provider (root.tsx).
 *
 * react-i18next's own `useTranslation` copies the whole i18n instance into a wrapper for every
 * component that calls it, and wraps `t` again, so that a language change re-renders them. No
 * instance of ours changes language (switching languages gives the provider the other
 * language's instance, root.tsx, which re-renders every reader), and on the server, where
 * every component renders once, those copies were about a twentieth of a page's render time
 *. This reads the instance as it is.
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return { t: i18n.t, i18n };
}
