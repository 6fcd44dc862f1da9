import { modulesLoadedAfterPaint } from "../../app/lib/hydrate-after-paint.server";
import { expect, test } from "./fixtures";

/** How a document loads on a slow link: the content first, the JavaScript that enhances it after. */

test.describe("hydration scripts", () => {
  for (const path of ["/", "/courses/101", "/en/contact"]) {
    test(`on ${path} they are fetched once each, after the first paint, and the page still hydrates`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const requests = new Map<string, number>();
      cdp.on("Network.requestWillBeSent", ({ request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) {
          requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
        }
      });

      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      // The document announces nothing for the browser to fetch ahead of the paint.
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      const announced = modulesLoadedAfterPaint(html);
      expect(announced.length).toBeGreaterThan(5);

      // Hydrated: React has claimed the server-rendered body.
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
      await page.waitForLoadState("networkidle");
      for (const href of announced) expect(requests.get(href), href).toBe(1);
      // Every script was asked for once the first frame had been painted.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.scripts.length).toBeGreaterThanOrEqual(announced.length);
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
    });
  }
});
