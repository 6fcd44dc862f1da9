import { useTranslation } from "~/lib/use-translation";
import { Link, useLocation } from "react-router";
import { LANG_COOKIE_MAX_AGE, langFromPath, localizePath } from "~/lib/language";

/**
 * Goes to the same page (and query) in the other language and saves the choice: a client-side
 * navigation, during which the other language's namespaces for that page are downloaded
 * (root.tsx). Without JavaScript the link still works: the server never redirects a navigation
 * that started on this site.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other = langFromPath(pathname) === "en" ? "fr" : "en";
  return (
    <Link
      to={localizePath(pathname, other) + search}
      hrefLang={other}
      lang={other}
      aria-label={t("common.language.switchTo")}
      onClick={() => {
        const secure = window.location.protocol === "https:" ? "; Secure" : "";
        document.cookie = `lang=${other}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
      }}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-bold hover:bg-surface-muted ${className}`}
    >
      {t("common.language.short")}
    </Link>
  );
}
