import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The visual regression net: the key pages at a phone and a desktop width, in both themes and
 * both languages, compared with the baselines committed beside this file
 * (visual.spec.ts-snapshots/). After an intended change, regenerate them on this machine:
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 * What moves is frozen or masked: the page's clock is paused (countdowns, the chat's 8 s) and
 * only moved on by 2 s, animations are stopped, and what depends on today's date (session dates and countdowns,
 * next sessions, last-update dates, the footer's year) is masked.
 */

const pages = [
  { name: "home", path: "/" },
  { name: "catalogue", path: "/courses" },
  { name: "course", path: "/courses/5" },
  { name: "contact", path: "/contact" },
  { name: "not-found", path: "/page-introuvable" },
] as const;
type Lang = "fr" | "en";
type Theme = "light" | "dark";
/**
 * Four looks per page, not all eight: every width, theme and language is seen twice, and every
 * pair of them (a phone in the dark, English on a desktop...) once. What breaks a layout comes
 * from one of them or from two together; the eight took twice as long and covered no pair more.
 */
const looks: readonly { lang: Lang; theme: Theme; width: 390 | 1280 }[] = [
  { lang: "fr", theme: "light", width: 390 },
  { lang: "fr", theme: "dark", width: 1280 },
  { lang: "en", theme: "light", width: 1280 },
  { lang: "en", theme: "dark", width: 390 },
];

function localized(path: string, lang: Lang): string {
  if (lang === "fr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** Loads every image now (lazy ones included) and waits until each has loaded or failed. */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  // The Image component swaps its pulsing placeholder once its picture is there.
  await expect(page.locator('[data-status="loading"]')).toHaveCount(0);
}

/**
 * Masked blocks keep a fixed height: their content (seats left, the availability badge, a date
 * that wraps) changes with the day and with the other journeys' registrations on the same
 * server, and a block that grows would move everything under it. Set through the CSSOM, which
 * the page's CSP allows (a <style> element it would refuse).
 */
async function fixMaskedHeights(page: Page) {
  await page.evaluate(() => {
    const heights: [string, string][] = [
      ["[data-session-card]", "22rem"],
      ["[data-next-session]", "4.5rem"],
    ];
    for (const [selector, height] of heights) {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        element.style.setProperty("height", height, "important");
        element.style.setProperty("overflow", "hidden", "important");
      }
    }
  });
}

function masks(page: Page): Locator[] {
  return [
    page.locator("[data-session-card]"),
    page.locator("[data-next-session]"),
    page.locator("main time"),
    page.locator("footer").getByText(/©/),
  ];
}

for (const { lang, theme, width } of looks) {
  test.describe(`visual ${lang} ${theme}`, () => {
    test.use({ colorScheme: theme });
    for (const { name, path } of pages) {
      test(`${name} at ${width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        // Time stands still in the page: no countdown ticks, no carousel turns, no chat opens.
        await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
        await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
        const response = await page.goto(localized(path, lang));
        expect(response?.status()).toBe(name === "not-found" ? 404 : 200);
        await page.waitForLoadState("networkidle");
        // Two seconds of page time: React reveals streamed sessions (its reveal waits on a
        // timer); still far from the chat's 8 s.
        await page.clock.runFor(2_000);
        if (name === "home" || name === "course") {
          await expect(page.locator("[data-session-card]").first()).toBeVisible();
        }
        await settleImages(page);
        await fixMaskedHeights(page);
        await expect(page).toHaveScreenshot(`${name}-${width}-${theme}-${lang}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: masks(page),
          // Anti-aliasing of text differs by a few pixels between runs: tolerate that, not a
          // moved block or a changed colour.
          threshold: 0.2,
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
