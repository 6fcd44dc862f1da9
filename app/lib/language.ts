/**
 * French lives at the product's paths, English under /en. The language of a page is a
 * property of its URL, never of shared server state.
 */
export const languages = ["fr", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "fr";

export const intlLocale: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };
export const ogLocale: Record<Lang, string> = { fr: "fr_FR", en: "en_GB" };

export function isLang(value: unknown): value is Lang {
  return value === "fr" || value === "en";
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}

/** "/en/about" -> "/about", "/en" -> "/". */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) !== "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The path of `pathname` (with or without a prefix) in `lang`: localizePath("/about", "en") is "/en/about". */
export function localizePath(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === "fr") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

/** Reads the saved `lang` preference from a Cookie header. */
export function langFromCookieHeader(cookieHeader: string | null | undefined): Lang | null {
  const match = /(?:^|;\s*)lang=(fr|en)(?:;|$)/.exec(cookieHeader ?? "");
  return match ? (match[1] as Lang) : null;
}

export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
