import { useCallback } from "react";
import { useLocation } from "react-router";
import { langFromPath, localizePath, type Lang } from "./language";

/** The current page's language and a function that puts a path in it. */
export function useLang(): { lang: Lang; href: (path: string) => string } {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const href = useCallback(
    (path: string) => {
      const [bare = "/", query] = path.split("?");
      return localizePath(bare, lang) + (query ? `?${query}` : "");
    },
    [lang],
  );
  return { lang, href };
}
