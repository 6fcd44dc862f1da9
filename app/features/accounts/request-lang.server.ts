import { isLang, langFromCookieHeader, langFromPath, type Lang } from "~/lib/language";

/**
 * The language of the page a request to better-auth comes from, written by our actions
 * (sign-in/auth-request.server.ts) from the page's URL. A client of /api/auth may send it too:
 * it only chooses a language.
 */
export const PAGE_LANG_HEADER = "x-gms-page-lang";

/**
 * The language of the page that asked: the header our actions write, else the path of a
 * Referer on this site (a page of ours that posts to /api/auth itself). Null when neither
 * tells, for the caller's own fallback (an account's e-mails: the account's language).
 */
export function pageLang(headers: Headers | null | undefined, siteUrl: string): Lang | null {
  if (!headers) return null;
  const declared = headers.get(PAGE_LANG_HEADER);
  if (isLang(declared)) return declared;
  const referer = headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(siteUrl).origin ? langFromPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** French or English, whichever an Accept-Language header ranks first; null for neither. */
export function acceptedLang(header: string | null | undefined): Lang | null {
  let best: { lang: Lang; quality: number } | null = null;
  for (const part of (header ?? "").split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = part.trim().toLowerCase().split(";");
    const lang = tag.split("-")[0];
    if (!isLang(lang)) continue;
    const q = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (!best || quality > best.quality)) best = { lang, quality };
  }
  return best?.lang ?? null;
}

/**
 * The language to answer a request in (a refusal's message): the asking page's, else the saved
 * choice (the `lang` cookie), else the browser's, else French.
 */
export function requestLang(headers: Headers | null | undefined, siteUrl: string): Lang {
  return (
    pageLang(headers, siteUrl) ??
    langFromCookieHeader(headers?.get("cookie")) ??
    acceptedLang(headers?.get("accept-language")) ??
    "fr"
  );
}
