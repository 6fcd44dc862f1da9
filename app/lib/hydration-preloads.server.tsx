import { preloadModule, type PreloadModuleOptions } from "react-dom";
import type { EntryContext } from "react-router";

/**
 * The JavaScript modules the browser needs to hydrate this document: the client entry and its
 * imports, then each matched route's module and imports. The same list React Router's
 * `<Scripts>` preloads, in the same order, without duplicates.
 */
export function hydrationModules(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const routeModules = staticHandlerContext.matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id];
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
}

/**
 * Announces the hydration modules at the top of `<head>` with `fetchpriority="low"`, as React
 * does for its own bootstrap modules. Every page is complete and usable as server-rendered HTML,
 * so on a slow mobile link the stylesheet, the text and the main image must win the bandwidth;
 * the ~160 KB of JavaScript that only enhances the page follows. `<Scripts>` later asks for the
 * same URLs; the browser reuses these requests instead of fetching them again.
 */
export function HydrationPreloads({ modules, nonce }: { modules: string[]; nonce: string }) {
  // react-dom passes fetchPriority through for module preloads as well; its types lag behind.
  const options: PreloadModuleOptions & { fetchPriority: "low" } = { as: "script", fetchPriority: "low", nonce };
  for (const href of modules) preloadModule(href, options);
  return null;
}
