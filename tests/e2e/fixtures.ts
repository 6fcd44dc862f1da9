import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is now; fails on any violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
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
  const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: true });
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

export const test = base.extend<{
  /** Navigates, checks the status is not a 5xx, and runs axe on the page. */
  visit: (path: string, options?: { status?: number }) => Promise<void>;
}>({
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(path);
      expect(response, `no response for ${path}`).not.toBeNull();
      const status = response?.status() ?? 0;
      if (options.status) expect(status, `status of ${path}`).toBe(options.status);
      else expect(status, `status of ${path}`).toBeLessThan(500);
      if (javaScriptEnabled) await expectAccessible(page, path);
      else await auditDocument(page, path);
    });
  },
});

export { expect };
