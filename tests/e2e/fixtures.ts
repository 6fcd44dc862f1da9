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

export const test = base.extend<{
  /** Navigates, checks the status is not a 5xx, and runs axe on the page. */
  visit: (path: string, options?: { status?: number }) => Promise<void>;
}>({
  visit: async ({ page }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(path);
      expect(response, `no response for ${path}`).not.toBeNull();
      const status = response?.status() ?? 0;
      if (options.status) expect(status, `status of ${path}`).toBe(options.status);
      else expect(status, `status of ${path}`).toBeLessThan(500);
      await expectAccessible(page, path);
    });
  },
});

export { expect };
