import { demoAccount, signInThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** The site shell: header, footer, languages, theme, 404s, security headers. */

test.describe("header and footer links", () => {
  for (const home of ["/", "/en"]) {
    test(`every header and footer link of ${home} works (visit checks each one)`, async ({ page, visit }) => {
      await visit(home);
      const hrefs = await page
        .locator("header a[href]:not([hreflang]), footer a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
      expect(internal.length).toBeGreaterThan(15);
      if (home === "/en") {
        expect(internal.filter((href) => !href.startsWith("/en"))).toEqual([]);
      }
      const external = await page.locator('footer a[target="_blank"]').all();
      for (const link of external) await expect(link).toHaveAttribute("rel", /noopener/);
    });
  }

  test("the current page's link is marked, and home only on exactly /", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.locator('a[aria-current="page"]')).toHaveText("Accueil");
    await visit("/about");
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "À propos" })).toHaveAttribute("aria-current", "page");
  });

  test("the services drop-down opens by keyboard and closes with Escape", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const summary = nav.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: /Immobilier/ })).toBeVisible();
    await expectAccessible(page, "services drop-down open");
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /Immobilier/ })).toBeHidden();
    await expect(summary).toBeFocused();
  });
});

test.describe("active section", () => {
  for (const path of ["/courses", "/courses/5", "/real-estate", "/consulting", "/services", "/en/courses/5", "/en/services"]) {
    test(`the Services button is marked on ${path}`, async ({ page, visit }) => {
      await visit(path);
      const summary = page.locator("header nav summary");
      await expect(summary).toHaveAttribute("aria-current", "true");
      await expect(summary).toHaveCSS("text-decoration-line", "underline");
    });
  }

  test("the Services button is not marked elsewhere", async ({ page, visit }) => {
    for (const path of ["/", "/about", "/en/contact"]) {
      await visit(path);
      await expect(page.locator("header nav summary")).not.toHaveAttribute("aria-current");
    }
  });
});

test.describe("navigation breakpoint (spec: mobile below 768 px)", () => {
  const desktopNav = (page: Page) =>
    page.locator("header").getByRole("navigation", { name: "Navigation principale" });
  const hamburger = (page: Page) => page.locator("header summary", { hasText: /^Menu$/ });

  test("767 px shows the hamburger, 768 and 1023 px the full navigation", async ({ page, visit }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await visit("/");
    await expect(hamburger(page)).toBeVisible();
    await expect(desktopNav(page)).toBeHidden();
    for (const width of [768, 1023]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(desktopNav(page)).toBeVisible();
      await expect(hamburger(page)).toBeHidden();
      // Everything fits: no link pushed off the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      for (const link of await desktopNav(page).getByRole("link").all()) await expect(link).toBeInViewport();
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("opens, navigates and closes; Escape closes it and returns focus", async ({ page, visit }) => {
    await visit("/");
    const toggle = page.locator("summary", { hasText: "Menu" });
    await expect(toggle).toBeVisible();
    const box = await toggle.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);

    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expectAccessible(page, "mobile menu open");
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    // The current page is marked for assistive technology and visibly, beyond a colour tint.
    const current = menu.getByRole("link", { name: "Contact" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("font-weight", "700");
    const bar = await current.evaluate((link) => getComputedStyle(link).borderLeftWidth);
    expect(bar).toBe("4px");
    await expect(menu.getByRole("link", { name: "À propos" })).toHaveCSS("border-left-color", "rgba(0, 0, 0, 0)");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("languages", () => {
  test("the switcher keeps the page and the query, and saves the choice", async ({ page, context, visit }) => {
    await visit("/about?from=test");
    await page.getByRole("link", { name: "English version" }).click();
    await expect(page).toHaveURL(/\/en\/about\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
    await expectAccessible(page, "/en/about");

    await page.getByRole("link", { name: "Version française" }).click();
    await expect(page).toHaveURL(/\/about\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("fr");
  });

  test("the switch is a navigation in the same document that brings the other language's strings", async ({
    page,
    visit,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await visit("/courses?q=incendie");
    await expect(page.getByRole("heading", { level: 1, name: "Nos formations" })).toBeVisible();
    // Hydrated (React owns the switch), so the click is the router's and not the browser's.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('a[hreflang="en"]') ?? {}).some((key) => key.startsWith("__react")),
    );
    // A mark on the document: a reload would lose it.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));

    await page.getByRole("link", { name: "English version" }).click();
    await expect(page).toHaveURL(/\/en\/courses\?q=incendie$/);
    // The page's own namespace and the shell's, now in English.
    await expect(page.getByRole("heading", { level: 1, name: "Our training courses" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");

    await page.getByRole("link", { name: "Version française" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nos formations" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
    expect(errors).toEqual([]);
  });

  test("every page links its twins and its canonical URL", async ({ page, visit, baseURL }) => {
    await visit("/en/contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en/contact`);
    await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute("href", `${baseURL}/contact`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", `${baseURL}/en/contact`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/contact`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  });
});

test.describe("English browsers", () => {
  // Headless Chromium says "HeadlessChrome", which isbot rightly treats as a crawler.
  test.use({
    locale: "en-US",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  });

  test("are sent to the English twin on a first visit, but not after choosing French", async ({ page, context }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expectAccessible(page, "/en");
    await context.addCookies([{ name: "lang", value: "fr", url: page.url() }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("crawlers are never redirected", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Accept-Language": "en" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["vary"]).toMatch(/Accept-Language/);
    expect(response.headers()["vary"]).toMatch(/Cookie/);
  });
});

test.describe("theme", () => {
  test("the toggle switches without a reload and the choice survives a reload", async ({ page, visit }) => {
    await visit("/");
    const toggle = page.getByRole("button", { name: "Thème sombre" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page, "/ in dark theme");
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Thème sombre" })).toHaveAttribute("aria-pressed", "true");
  });

  test.describe("with a dark system preference", () => {
    test.use({ colorScheme: "dark" });
    test("follows the system when nothing is saved", async ({ page, visit }) => {
      await visit("/en");
      await expect(page.locator("html")).not.toHaveClass(/dark|light/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe("rgb(11, 18, 32)");
      await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the toggle posts, saves and comes back to the page", async ({ page, visit }) => {
      await visit("/about");
      await page.getByRole("button", { name: "Thème sombre" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator("html")).toHaveClass(/dark/);
    });
  });
});

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("the theme switch and the toasts cover nothing", () => {
  test.describe("on a phone (390 px)", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the theme switch sits in the header's row, and a toast comes from the bottom, clear of the heading", async ({
      page,
      visit,
      account: _signedIn,
    }) => {
      await visit("/courses");
      const header = page.getByRole("banner");
      const toggle = page.getByRole("button", { name: "Thème sombre" });
      await expect(toggle).toHaveCount(1);
      const toggleBox = (await toggle.boundingBox())!;
      const headerBox = (await header.boundingBox())!;
      // Inside the fixed header, so over no title and no card, however far the page scrolls.
      expect(toggleBox.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(390);
      await expect(header.getByRole("link").first()).toBeVisible();
      await toggle.click();
      await expect(page.locator("html")).toHaveClass(/dark/);

      // Signing out leaves a toast on the home page: under the heading's area, never over it.
      await page.locator("header summary", { hasText: /^Menu$/ }).click();
      await page.getByRole("navigation", { name: "Menu" }).getByRole("button", { name: "Déconnexion" }).click();
      await expect(page).toHaveURL(/\/$/);
      const toast = page.locator("[data-sonner-toast]").first();
      await expect(toast).toContainText("Déconnexion réussie");
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      // Once it has slid into place.
      await expect
        .poll(async () => {
          const box = await toast.boundingBox();
          return box ? overlap(box, heading) || box.y + box.height > 844 : true;
        })
        .toBe(false);
      const box = (await toast.boundingBox())!;
      expect(box.y, "the toast is in the screen's lower half").toBeGreaterThan(844 / 2);
      await expectAccessible(page, "home with a toast at the bottom");
    });
  });

  test("between 768 and 1279 px the switch is in the footer, and the header keeps its links on screen", async ({
    page,
    visit,
  }) => {
    await signInThroughApi(page.context(), demoAccount("admin"));
    for (const width of [768, 1024, 1279, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await visit("/register/105");
      const toggle = page.getByRole("button", { name: "Thème sombre" });
      await expect(toggle).toHaveCount(1);
      const inFooter = width < 1280;
      await expect(
        page.getByRole(inFooter ? "contentinfo" : "banner").getByRole("button", { name: "Thème sombre" }),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      // The logo keeps its size, and every link and button of the header's row is on screen.
      const logo = (await page.getByRole("banner").locator("img").first().boundingBox())!;
      expect(logo.width, `logo at ${width}px`).toBe(36);
      const row = page.getByRole("banner").locator("nav a, summary, button").filter({ visible: true });
      for (const item of await row.all()) {
        await expect(item).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe("errors", () => {
  test("unknown paths answer 404 in the page's language, inside the layout", async ({ page, visit }) => {
    await visit("/cette-page-n-existe-pas", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page non trouvée");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();

    await visit("/en/no-such-page/deeper", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  });
});

test.describe("security headers", () => {
  test("every page carries the enforced policy with its own nonce", async ({ request }) => {
    // Rendered for this visitor alone (a cookie of a session): anonymous pages come from the
    // render cache with a policy of script hashes instead (render-cache.spec.ts).
    const personal = { headers: { cookie: "session=1" } };
    const first = await request.get("/", personal);
    const second = await request.get("/", personal);
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "style-src 'self'", "img-src 'self'", "font-src 'self'", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const headers = first.headers();
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("hashed assets are immutable, other files briefly cached", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"][src], link[rel="modulepreload"]').first().evaluate((el) => el.getAttribute("src") ?? el.getAttribute("href"));
    const asset = await request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    // Document policies are for documents: scripts do without ~1 KB of them.
    expect(asset.headers()["content-security-policy"]).toBeUndefined();
    expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("the page loads with no console errors (CSP violations included)", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Thème sombre" }).click();
    await page.goto("/en");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});

test.describe("group details before going live", () => {
  test("pages show neutral examples, no placeholder markers, and no unset social links", async ({ page }) => {
    for (const path of ["/", "/contact", "/about", "/legal", "/terms", "/privacy", "/support", "/courses/5", "/en/about", "/en/legal"]) {
      await page.goto(path);
      const text = await page.locator("body").innerText();
      expect(text, path).not.toMatch(/PLACEHOLDER|XXXX/i);
      await expect(page.locator('a[href*="facebook.com"], a[href*="linkedin.com"]'), path).toHaveCount(0);
    }
  });
});
