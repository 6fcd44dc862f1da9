import { modulesLoadedAfterPaint } from "../../app/lib/hydrate-after-paint.server";

/**
 * The first-load budgets, in one place for the CI check (tests/integration/first-load-js.test.ts)
 * and the benchmarks (tests/bench/run.ts). Compressed bytes as the server sends them.
 */
export const firstLoadBudgets = {
  /**
   * JavaScript the home page's HTML loads (module scripts and their preloads), KB. DESIGN.md's
   * budget is 130 KB; the ceiling is today's size plus about 3 KB (114.2 KB without i18next), so
   * growth shows in the suite before it eats the margin.
   */
  homeJsKb: 117,
  /** The same for every other public page that hydrates, KB: DESIGN.md's 140 KB; today at most 118.6 (/auth). */
  publicPageJsKb: 122,
  /** Everything the home page loads, KB (the bench measures it with Lighthouse). */
  homeTotalKb: 400,
};

/**
 * Public pages whose routes ship no JavaScript (`scripts: false` in their handle,
 * app/lib/static-page.ts), in French; their English twins too. Their budget is nothing.
 */
export const pagesWithoutScripts = [
  "/services",
  "/real-estate",
  "/consulting",
  "/mining",
  "/partners",
  "/news",
  "/features",
  "/pricing",
  "/blog",
  "/careers",
  "/support",
  "/legal",
  "/privacy",
  "/terms",
  "/cookies",
];

/**
 * The JavaScript files a page's HTML loads at first: its module preloads and module imports,
 * and those it loads once painted (app/lib/hydrate-after-paint.server.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const files = new Set<string>(modulesLoadedAfterPaint(html));
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    files.add(href!);
  for (const [, src] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) files.add(src!);
  for (const [, body] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body!.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
      files.add(specifier!);
    for (const [, specifier] of body!.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g))
      files.add(specifier!);
  }
  return [...files];
}
