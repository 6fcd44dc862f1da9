import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Pages from the render cache (ADR 1301) run in Chromium under their CSP of script
 * hashes and 'self': no violation, the page hydrates, and a client navigation works.
 */

/** Collects the page's CSP violations, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

// Pages that hydrate (/about: this machine offers the demo payment, whose dialog needs scripts).
for (const path of ["/", "/courses", "/courses/101", "/en/courses", "/about"]) {
  test(`${path} from the cache runs without a CSP violation and hydrates`, async ({ page }) => {
    const violations = await watchViolations(page);
    // The first visit may render it; then it comes from memory.
    await expect.poll(async () => (await page.request.get(path)).headers()["x-cache"]).toBe("hit");
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe("hit");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/nonce|unsafe-inline/);
    // React Router's hydration: its context script ran and its modules were allowed to load.
    await page.waitForFunction(() => {
      const context = (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules;
      return context !== undefined && Object.keys(document.body).some((key) => key.startsWith("__react"));
    });
    await expectAccessible(page, path);
    expect(violations).toEqual([]);
  });
}

test("a client navigation from a cached page works under its policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await expect.poll(async () => (await page.request.get("/")).headers()["x-cache"]).toBe("hit");
  await page.goto("/");
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "À propos" })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(violations).toEqual([]);
});

test("/legal from the cache ships no script file; its inline menu script runs under the hashed policy", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations = await watchViolations(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await expect.poll(async () => (await page.request.get("/legal")).headers()["x-cache"]).toBe("hit");
  const response = await page.goto("/legal");
  expect(response?.headers()["x-cache"]).toBe("hit");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expectAccessible(page, "/legal");
  // Escape closes the menu and gives the focus back: the inline script ran, so its hash matched.
  const toggle = page.locator("summary", { hasText: "Menu" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(scripts, "no script file on /legal").toEqual([]);
  // A link leads to a hydrated page as a whole document.
  await page.locator("header a", { hasText: "GMS Conakry" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
  expect(violations).toEqual([]);
});
