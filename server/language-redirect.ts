import type { Request, RequestHandler } from "express";
import { isbot } from "isbot";
import { langFromCookieHeader, langFromPath, localizePath } from "../app/lib/language";

const NON_PAGE_PREFIXES = ["/healthz", "/assets/", "/dev/", "/api/", "/resources/"];

/**
 * A first visit to an unprefixed (French) page by a browser that prefers English, by its
 * saved `lang` cookie or its Accept-Language, is sent to the English twin. Never a crawler,
 * never away from /en, never a navigation that started on this site (that is not a first
 * visit, and it keeps the switcher working without JavaScript).
 */
export const englishRedirect: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isPage(req.path)) return next();
  res.vary("Accept-Language");
  res.vary("Cookie");
  if (isbot(req.get("user-agent")) || cameFromThisSite(req)) return next();
  const saved = langFromCookieHeader(req.get("cookie"));
  const prefersEnglish = saved ? saved === "en" : req.acceptsLanguages("fr", "en") === "en";
  if (!prefersEnglish) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(302, localizePath(req.path, "en") + query);
};

function isPage(path: string): boolean {
  if (langFromPath(path) === "en") return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function cameFromThisSite(req: Request): boolean {
  const referer = req.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).host === req.get("host");
  } catch {
    return false;
  }
}
