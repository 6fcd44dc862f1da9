import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { signUpThroughApi, type NewAccount } from "./accounts";

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is now; fails on any violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * axe needs JavaScript in the page. A page seen without it is audited in a JavaScript-enabled
 * context with the same cookies: the same URL is loaded again, or, when `html` is given (a POST
 * response, a one-time flash), that exact document is replayed.
 */
export async function auditDocument(page: Page, label: string, html?: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to audit with");
  // Playwright applies the test's options to new contexts: turn JavaScript back on explicitly.
  // Reduced motion: a toast still fading in would be measured half transparent.
  const context = await browser.newContext({
    locale: "fr-FR",
    javaScriptEnabled: true,
    reducedMotion: "reduce",
  });
  try {
    await context.addCookies(await page.context().cookies());
    const auditor = await context.newPage();
    if (html !== undefined) {
      await auditor.route(page.url(), (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
      );
    }
    await auditor.goto(page.url());
    await expectAccessible(auditor, `${label} (audited with JavaScript)`);
  } finally {
    await context.close();
  }
}

/** Links already checked by this worker: the header and footer are on every page. */
const checkedLinks = new Map<string, number>();

/** Every link of the page to a path of this site answers below 400 (after redirects). */
export async function expectLinksWork(page: Page, label = page.url()) {
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const broken: string[] = [];
  for (const href of new Set(hrefs.map((value) => value.split("#")[0] ?? ""))) {
    if (href === "") continue;
    let status = checkedLinks.get(href);
    if (status === undefined) {
      status = (await page.request.get(href)).status();
      checkedLinks.set(href, status);
    }
    if (status >= 400) broken.push(`${href} (${status})`);
  }
  expect(broken, `broken links on ${label}`).toEqual([]);
}

/**
 * A client address of its own for each test (in 10.0.0.0/8), sent as X-Forwarded-For to the
 * e2e server, which trusts the loopback proxy: the per-client limits (sign-in attempts, forms)
 * count each test apart, as they would count different visitors. 24 bits of hash, because with
 * a few hundred tests a smaller range gives two tests one address (and one limit) now and then.
 */
function clientAddressOf(testId: string, retry: number): string {
  let hash = 0;
  for (const char of `${testId}#${retry}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 255) || 1}`;
}

export const test = base.extend<{
  /** Navigates, checks the status, runs axe on the page and checks its links. */
  visit: (path: string, options?: { status?: number }) => Promise<void>;
  /**
   * A new account ("Awa Diallo", French), its address confirmed without waiting for the
   * e-mail, signed in in the page's context: for journeys that are not about signing up.
   */
  account: NewAccount;
}>({
  account: async ({ page }, use) => {
    await use(await signUpThroughApi(page.context()));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ "x-forwarded-for": clientAddressOf(testInfo.testId, testInfo.retry), ...extraHTTPHeaders });
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(path);
      expect(response, `no response for ${path}`).not.toBeNull();
      const status = response?.status() ?? 0;
      if (options.status) expect(status, `status of ${path}`).toBe(options.status);
      else expect(status, `status of ${path}`).toBeLessThan(400);
      if (javaScriptEnabled) await expectAccessible(page, path);
      else await auditDocument(page, path);
      // An error page's language twin is an error page too: links are checked on pages that work.
      if (status < 400) await expectLinksWork(page, path);
    });
  },
});

export { expect };

/**
 * The language a long journey runs in, with or without JavaScript: French with it, English
 * without. Each language and each way of submitting is covered once, as pairs; running all four
 * combinations took the same paths twice and cost the suite several minutes. What differs by
 * language alone (every string, every page) is checked by the i18n tests and pages.spec.ts.
 */
export function languagesWith(javaScriptEnabled: boolean): readonly ["fr"] | readonly ["en"] {
  return javaScriptEnabled ? (["fr"] as const) : (["en"] as const);
}
