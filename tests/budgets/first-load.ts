/**
 * The first-load budgets, in one place for the CI check (tests/integration/first-load-js.test.ts)
 * and the benchmarks (tests/bench/run.ts). Compressed bytes as the server sends them.
 */
export const firstLoadBudgets = {
  /** JavaScript the home page's HTML loads (module scripts and their preloads), KB. */
  homeJsKb: 155,
  /** The same for every other public page, KB. */
  publicPageJsKb: 183,
  /** Everything the home page loads, KB (the bench measures it with Lighthouse). */
  homeTotalKb: 400,
};

/** The JavaScript files a page's HTML loads at once: its module preloads and module imports. */
export function firstLoadScripts(html: string): string[] {
  const files = new Set<string>();
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.add(href!);
  for (const [, src] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) files.add(src!);
  for (const [, body] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body!.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
      files.add(specifier!);
    for (const [, specifier] of body!.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) files.add(specifier!);
  }
  return [...files];
}
