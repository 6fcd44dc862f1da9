import { expect, test } from "./fixtures";

/** How a document loads on a slow link: the content first, the JavaScript that enhances it after. */

test.describe("hydration scripts", () => {
  for (const path of ["/", "/courses/101", "/en/contact"]) {
    test(`on ${path} they are fetched once each, at low priority, and the page still hydrates`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const priorities = new Map<string, string[]>();
      cdp.on("Network.requestWillBeSent", ({ request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) {
          priorities.set(pathname, [...(priorities.get(pathname) ?? []), request.initialPriority]);
        }
      });

      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      const head = html.slice(0, html.indexOf("</head>"));
      const lowPriority = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*fetchPriority="low"/g)].map((m) => m[1]);
      // Everything React Router asks for (its own preloads and the bootstrap's imports) was announced low first.
      const requested = [
        ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
        ...[...html.matchAll(/import(?: \* as \w+ from |\()"(\/assets\/[^"]+)"/g)].map((m) => m[1]),
      ];
      expect(lowPriority.length).toBeGreaterThan(5);
      expect(requested.filter((href) => !lowPriority.includes(href))).toEqual([]);

      // Hydrated: React has claimed the server-rendered body.
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
      await page.waitForLoadState("networkidle");
      for (const href of lowPriority) expect(priorities.get(href ?? ""), href).toEqual(["Low"]);
    });
  }
});
