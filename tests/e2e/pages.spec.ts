import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectLinksWork, test } from "./fixtures";

/*
 * The group's pages: every page in both languages and both themes, and the key content of each.
 * Each page is audited once (HTML as sent, axe in both themes, links) by the first describe; the
 * tests of a page's content open it without auditing it again.
 */

const pages = [
  "/about",
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

/** Switches to the dark theme and waits for colour transitions to end, so axe measures final colours. */
async function switchToDark(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  // Only transitions end: looping animations (skeletons) never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens a page audited by "every page, both languages, both themes": its status only. */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
}

const en = (path: string) => (path === "/" ? "/en" : `/en${path}`);

/** Images are local, sized, and actually load. */
async function expectLocalSizedImages(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((node) => {
      const img = node as HTMLImageElement;
      return {
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      };
    }),
  );
  for (const image of images) {
    expect(image.src, "local image").toMatch(/^\/[^/]/);
    expect(image.width, `${image.src} width`).toBeTruthy();
    expect(image.height, `${image.src} height`).toBeTruthy();
    const response = await page.request.get(image.src);
    expect(response.status(), image.src).toBe(200);
  }
}

test.describe("every page, both languages, both themes", () => {
  for (const [index, path] of pages.entries()) {
    // The dark theme changes colours, not words: each page is audited dark in one language,
    // French and English in turn down the list.
    const darkIn = index % 2 === 0 ? "fr" : "en";
    for (const [lang, url] of [
      ["fr", path],
      ["en", en(path)],
    ] as const) {
      test(`${url} renders its title and description on the server and is accessible`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status(), `status of ${url}`).toBe(200);
        // The document as the server sent it, before any script ran.
        const html = (await response?.text()) ?? "";
        expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
        expect(html).toContain(`<html lang="${lang}"`);

        await expectAccessible(page, url);
        await expectLinksWork(page, url);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectLocalSizedImages(page);

        if (lang === darkIn) {
          await switchToDark(page);
          await expectAccessible(page, `${url} (dark)`);
        }
      });
    }
  }
});

test.describe("about", () => {
  test("the payment-methods section lists card, bank transfer with its details, PayPal and Orange Money", async ({
    page,
  }) => {
    await openPage(page, "/about#payment-methods");
    const section = page.locator("#payment-methods");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Moyens de paiement");
    for (const name of ["Carte bancaire", "Virement bancaire", "PayPal", "Orange Money"]) {
      await expect(section.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(section.locator("#payment-bank-transfer dd").first()).not.toBeEmpty();
    await expect(section.locator("#payment-bank-transfer")).toContainText("SWIFT");
    await openPage(page, "/en/about#payment-methods");
    await expect(page.locator("#payment-methods").getByRole("heading", { level: 2 })).toHaveText(
      "Payment methods",
    );
  });
});

test.describe("consulting", () => {
  test("the brochure is a real PDF that downloads", async ({ page }) => {
    await openPage(page, "/consulting");
    const link = page.getByRole("link", { name: /Télécharger la brochure/ });
    await expect(link).toHaveAttribute("download", "");
    const href = await link.getAttribute("href");
    expect(href).toBe("/documents/brochure-conseil.pdf");
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(body.subarray(-6).toString("latin1")).toBe("%%EOF\n");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("brochure-conseil.pdf");
  });

  test("prices are formatted for the language and quote links preselect the service", async ({ page }) => {
    await openPage(page, "/consulting");
    const prices = page.getByTestId("service-price");
    await expect(prices).toHaveText([
      /^À partir de 500\s000\sGNF$/,
      /^À partir de 750\s000\sGNF$/,
      /^À partir de 1\s000\s000\sGNF$/,
      /^À partir de 1\s250\s000\sGNF$/,
      "Sur devis personnalisé",
    ]);
    await expect(page.locator('#service-cleaning a[href="/contact?service=cleaning"]')).toBeVisible();
    await expect(page.locator('#service-business-plan a[href="/contact?service=consulting"]')).toBeVisible();

    await openPage(page, "/en/consulting");
    await expect(page.getByTestId("service-price").first()).toHaveText(/^From GNF\s500,000$/);
    await expect(page.locator('#service-cleaning a[href="/en/contact?service=cleaning"]')).toBeVisible();
  });
});

test.describe("news", () => {
  test("the seed's post (from the database) shows its dates, its status computed from today, a register link and its poster", async ({
    page,
  }) => {
    // The event runs 09-12 October 2025 in Conakry (UTC+0): past once 13 October has begun.
    const now = Date.now();
    const expected =
      now >= Date.UTC(2025, 9, 13) ? "past" : now >= Date.UTC(2025, 9, 9) ? "ongoing" : "upcoming";
    // The page ships no JavaScript: everything below is the server's HTML.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openPage(page, "/news");
    const event = page.locator("[data-event-status]");
    await expect(event).toHaveAttribute("data-event-status", expected);
    await expect(page.getByTestId("event-dates")).toHaveText(/9\s?[–-]\s?12 octobre 2025/);
    if (expected === "past") await expect(event).toContainText("Événement passé");
    await expect(event.getByRole("link", { name: /S'inscrire/ })).toHaveAttribute("href", "/courses/105");
    await expect(event.getByRole("link", { name: "Voir toutes nos formations" })).toHaveAttribute(
      "href",
      "/courses",
    );
    const posters = page.locator('main img[src^="/images/news/"]');
    await expect(posters).toHaveCount(1);
    for (const poster of await posters.all()) {
      await poster.scrollIntoViewIfNeeded();
      await expect
        .poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(
      page
        .getByRole("heading", { level: 3, name: "Pourquoi participer" })
        .locator("xpath=following-sibling::ul[1]")
        .getByRole("listitem"),
    ).toHaveCount(3);
    // Event structured data for the dated post.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]",
    );
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "Event", startDate: "2025-10-09" })]);

    expect(scripts, "no script file on /news").toEqual([]);

    // The post's own page, loaded as a document.
    await event.getByRole("link", { name: /Hygiène, santé et sécurité/ }).click();
    await expect(page).toHaveURL(/\/news\/formation-internationale-hsst-2025$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hygiène, santé et sécurité au travail/);

    await openPage(page, "/en/news");
    await expect(page.getByTestId("event-dates")).toHaveText(/9\s?[–-]\s?12 October 2025/);
    if (expected === "past") await expect(page.locator("[data-event-status]")).toContainText("Past event");
    await expect(page.locator("[data-event-status]").getByRole("link", { name: /Register/ })).toHaveAttribute(
      "href",
      "/en/courses/105",
    );
    // The English page shows the English poster, and its text says so.
    const englishPosters = page.locator('main img[src^="/images/news/"]');
    await expect(englishPosters).toHaveCount(1);
    for (const poster of await englishPosters.all()) {
      await expect(poster).toHaveAttribute("src", /\.en\.svg$/);
      await expect(poster).not.toHaveAttribute("alt", /in French/);
    }
    const posterText = await (await page.request.get("/images/news/poster-hsst-2025.en.svg")).text();
    expect(posterText).toContain("9 – 12 OCTOBER 2025");
    expect(posterText).not.toMatch(/OCTOBRE|Guinée/);
  });
});

test.describe("blog and careers", () => {
  test("the blog's articles come from the posts table: category, date, text and the link at each card's foot", async ({
    page,
    visit,
  }) => {
    await visit("/blog");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(5);
    const first = page.getByRole("article", {
      name: "Nouvelles sessions HSE sur sites industriels et miniers",
    });
    await expect(first.locator("time")).toHaveAttribute("datetime", "2026-10-20");
    await expect(first.locator("time")).toHaveText(/20 octobre 2026/);
    await expect(first).toContainText("Formation");
    await expect(first).toContainText("Cinq jours pour maîtriser les travaux à risques");
    await expect(first.getByRole("link", { name: "Voir la formation et les dates" })).toHaveAttribute(
      "href",
      "/courses/105",
    );
    await expect(page.getByRole("link", { name: "Voir les formations marketing" })).toHaveAttribute(
      "href",
      "/courses?category=marketing",
    );

    await visit("/en/blog");
    const english = page.getByRole("article", { name: "Launch of our mining environment line" });
    await expect(english).toContainText("Environment");
    await expect(english.getByRole("link", { name: "Discover the mining environment line" })).toHaveAttribute(
      "href",
      "/en/mining",
    );
  });

  test("the job offers come from the posts table: place, contract, the two lists and the application link", async ({
    page,
    visit,
  }) => {
    await visit("/careers");
    const offers = page.locator("#jobs article");
    await expect(offers).toHaveCount(3);
    const trainer = page.getByRole("article", { name: "Formateur·rice HSE / QHSE" });
    await expect(trainer).toContainText("Conakry, déplacements sur sites");
    await expect(trainer).toContainText("CDI, temps plein");
    await expect(trainer.getByRole("heading", { level: 4 })).toHaveText(["Missions", "Profil"]);
    await expect(trainer.getByRole("listitem")).toHaveCount(6);
    await expect(trainer.getByRole("link", { name: /Postuler à cette offre/ })).toHaveAttribute(
      "href",
      /^mailto:[^?]+\?subject=Formateur%C2%B7rice%20HSE%20%2F%20QHSE$/,
    );

    await visit("/en/careers");
    const adviser = page.getByRole("article", { name: "Property adviser" });
    await expect(adviser.getByRole("heading", { level: 4 })).toHaveText(["Responsibilities", "Profile"]);
    await expect(adviser).toContainText("Permanent, full time");
  });
});

test.describe("real estate", () => {
  test("the three projects show their status in words, not by colour alone", async ({ page }) => {
    await openPage(page, "/real-estate");
    const badges = page.locator("[data-status]");
    await expect(badges).toHaveCount(3);
    await expect(badges).toHaveText([/En cours/, /Livré/, /Disponible/]);
    await expect(page.locator('[data-status="in-progress"] .sr-only')).toHaveText(/Statut/);
    await expect(page.locator('main a[href="/contact?service=real-estate"]').first()).toBeVisible();
  });
});

test.describe("pricing", () => {
  test("course prices come from the catalogue and the consulting rates are listed", async ({ page }) => {
    await openPage(page, "/pricing");
    await expect(page.locator("[data-course-id]").first()).toBeVisible();
    const qhse = page.locator('[data-course-id="101"]');
    await expect(qhse.getByRole("link")).toHaveAttribute("href", "/courses/101");
    await expect(qhse).toContainText("€");
    await expect(page.locator('[data-service="project-setup"]')).toContainText(/500\s000\sGNF/);
    await expect(page.locator('[data-service="cleaning"]')).toContainText("Sur devis");
    await openPage(page, "/en/pricing");
    await expect(page.locator('[data-course-id="101"]')).toContainText(/€\d/);
  });
});

test.describe("partners", () => {
  test("three local partner logos and a become-a-partner link to contact", async ({ page }) => {
    await openPage(page, "/partners");
    const logos = page.locator('main img[src^="/images/partners/"]');
    await expect(logos).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Devenir partenaire" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Proposer un partenariat/ })).toHaveAttribute(
      "href",
      "/contact?service=general",
    );
  });
});

test.describe("footer pages", () => {
  test("legal notice, privacy, terms and cookies carry the required content", async ({ page }) => {
    await openPage(page, "/legal");
    for (const id of ["editeur", "directeur-publication", "hebergeur"])
      await expect(page.locator(`#${id} dd`).first()).not.toBeEmpty();
    await openPage(page, "/terms");
    await expect(page.locator("#retractation")).toContainText("dix jours");
    await expect(page.locator("#retractation")).toContainText("L. 6353-5");
    await openPage(page, "/cookies");
    const names = await page.locator("#liste tbody th").allTextContents();
    expect(names).toEqual(expect.arrayContaining(["session", "lang", "theme"]));
    await openPage(page, "/support");
    const firstQuestion = page.locator("#faq summary").first();
    await firstQuestion.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
  });
});

test.describe("home testimonials carousel", () => {
  for (const [home, labels] of [
    ["/", { next: "Témoignage suivant", previous: "Témoignage précédent", rating: /Note\s:\s\d sur 5/ }],
    ["/en", { next: "Next testimonial", previous: "Previous testimonial", rating: /Rating: \d out of 5/ }],
  ] as const) {
    test(`${home}: previous and next wrap at both ends, by keyboard, announced politely`, async ({
      page,
    }) => {
      await openPage(page, home);
      const carousel = page.getByTestId("testimonials-carousel");
      await carousel.scrollIntoViewIfNeeded();
      const name = carousel.getByTestId("testimonial-name");
      await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
      await expect(carousel.getByTestId("testimonial-slide")).toContainText(labels.rating);
      const first = await name.textContent();

      // Forward four times from the first slide comes back to it.
      const next = carousel.getByRole("button", { name: labels.next });
      await next.focus();
      const seen = new Set<string>();
      for (let step = 0; step < 4; step += 1) {
        const before = (await name.textContent()) ?? "";
        await page.keyboard.press("Enter");
        await expect(name).not.toHaveText(before);
        seen.add((await name.textContent()) ?? "");
      }
      expect(seen.size).toBe(4);
      await expect(name).toHaveText(first ?? "");

      // Backward from the first slide goes to the last one.
      const previous = carousel.getByRole("button", { name: labels.previous });
      await previous.focus();
      await page.keyboard.press("Space");
      await expect(name).not.toHaveText(first ?? "");
      const last = (await name.textContent()) ?? "";
      await page.keyboard.press("ArrowRight");
      await expect(name).toHaveText(first ?? "");
      await page.keyboard.press("ArrowLeft");
      await expect(name).toHaveText(last);
      await expectAccessible(page, `${home} carousel`);
      await switchToDark(page);
      await expectAccessible(page, `${home} carousel (dark)`);
    });
  }
});
