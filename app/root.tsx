import { useMemo, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { FlashMessage } from "./layout/flash-message";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { StaticDisclosures } from "./layout/static-disclosures";
import { GuardMessage } from "./features/accounts/guard-message";
import { isGuardRefusal } from "./features/accounts/guard-refusal";
import { displayName, lookUpViewer } from "./features/accounts/viewer.server";
import { isRole } from "./features/accounts/roles";
import { initialsOf } from "./features/accounts/profile/profile-data.server";
import { takeFlash } from "./lib/flash.server";
import { readSettings } from "./lib/settings.server";
import { defaultSiteContact, siteContactOf, type SiteContact } from "./lib/site-contact";
import { handleNamespaces, useNamespaces, type I18nHandle } from "./lib/i18n";
import { TranslatorContext } from "./lib/use-translation";
import { NoscriptRefresh } from "./lib/noscript-refresh";
import { shipsNoScripts } from "./lib/static-page";
import { langFromPath, localizePath } from "./lib/language";
import { useRootData, type RootData } from "./lib/root-data";
import { themeFromCookieHeader } from "./lib/theme";
import { ToastHost } from "./ui/toast";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The shell's strings (header, footer with its newsletter form, error pages), on every page;
// each route's handle adds its page's own.
export const handle = { i18n: ["common", "newsletter"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { flash, headers } = await takeFlash(request, context);
  const { viewer, headers: sessionHeaders } = await lookUpViewer(request, context);
  for (const cookie of sessionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const rootData: RootData = {
    theme: themeFromCookieHeader(request.headers.get("Cookie")),
    siteUrl: context.env.SITE_URL,
    flash,
    viewer: viewer
      ? {
          name: displayName(viewer.user),
          initials: initialsOf(displayName(viewer.user), viewer.user.email),
          role: isRole(viewer.user.role) ? viewer.user.role : "user",
        }
      : null,
    contact: await contactFromSettings(context),
    year: new Date().getFullYear(),
  };
  return data(rootData, { headers });
}

/**
 * The footer's phone and e-mail: the settings, or the defaults when the database is away (the
 * pages that need no database still answer; no page is cached then, version-watch.ts).
 */
async function contactFromSettings(context: Route.LoaderArgs["context"]): Promise<SiteContact> {
  try {
    return siteContactOf(await readSettings(context.db, context.env));
  } catch (error) {
    context.logger.warn({ err: error }, "settings unreadable: default contact shown");
    return defaultSiteContact;
  }
}

/** The namespaces the matched routes' handles declare, each once, in a stable order. */
function usePageNamespaces() {
  const matches = useMatches();
  return useMemo(
    () => [...new Set(matches.flatMap((match) => handleNamespaces(match.handle)))].sort(),
    [matches],
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const { pathname } = useLocation();
  // The URL's language: a client-side navigation to the other language changes it, and the
  // root loader does not run again for it.
  const lang = langFromPath(pathname);
  const theme = rootData?.theme;
  const siteUrl = rootData?.siteUrl;
  const namespaces = usePageNamespaces();
  const translator = useNamespaces(lang, namespaces);
  const matches = useMatches();
  // Decided by the server: a page without scripts never reaches the browser's React, and a
  // client-side render (a navigation) keeps the scripts the document already has.
  const noScripts = import.meta.env.SSR && shipsNoScripts(matches);

  return (
    <TranslatorContext value={translator}>
      <html lang={lang} className={theme ?? undefined} dir="ltr">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content={theme ?? "light dark"} />
          {/* What entry.client.tsx loads before hydrating: the same namespaces as the server's. */}
          <meta name="i18n-namespaces" content={namespaces.join(" ")} />
          <Meta />
          <NoscriptRefresh />
          {siteUrl ? <AlternateLinks siteUrl={siteUrl} pathname={pathname} /> : null}
          <Links />
        </head>
        <body className="min-h-dvh bg-surface text-ink antialiased">
          {children}
          {noScripts ? (
            // Only in the server's HTML: a page without scripts never hydrates, and a client-side
            // render of one (a navigation from a hydrated page) has its menus' hooks already.
            import.meta.env.SSR ? (
              <StaticDisclosures />
            ) : null
          ) : (
            <>
              <ScrollRestoration />
              <Scripts />
            </>
          )}
        </body>
      </html>
    </TranslatorContext>
  );
}

/** Canonical and hreflang twins, absolute from SITE_URL, without the query string. */
function AlternateLinks({ siteUrl, pathname }: { siteUrl: string; pathname: string }) {
  const lang = langFromPath(pathname);
  const fr = siteUrl + localizePath(pathname, "fr");
  const en = siteUrl + localizePath(pathname, "en");
  return (
    <>
      <link rel="canonical" href={lang === "en" ? en : fr} />
      <link rel="alternate" hrefLang="fr" href={fr} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="x-default" href={fr} />
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-brand focus:px-4 focus:py-2 focus:text-white"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ToastHost />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return (
    <Shell>
      <FlashMessage flash={loaderData.flash} scripts={!(import.meta.env.SSR && shipsNoScripts(matches))} />
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  const lang = langFromPath(pathname);
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && isGuardRefusal(error.data)) {
    return (
      <Shell>
        <GuardMessage refusal={error.data} lang={lang} />
      </Shell>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // entry.server.tsx answers 503 when a loader could not reach the database: it comes back by itself.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const title = notFound
    ? t("common.notFound.title")
    : unavailable
      ? t("common.unavailable.title")
      : t("common.error.title");
  const description = notFound
    ? t("common.notFound.description")
    : unavailable
      ? t("common.unavailable.description")
      : t("common.error.description");
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Shell>
      <title>{title}</title>
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-ink-muted">{description}</p>
        {unavailable ? (
          <a href={pathname + search} className="btn-primary mt-8 inline-flex">
            {t("common.unavailable.retry")}
          </a>
        ) : (
          <a href={localizePath("/", lang)} className="btn-primary mt-8 inline-flex">
            {notFound ? t("common.notFound.backHome") : t("common.error.backHome")}
          </a>
        )}
        {details ? <pre className="mt-8 overflow-auto text-left text-xs">{details}</pre> : null}
      </section>
    </Shell>
  );
}
