import type { Page } from "@playwright/test";
import { signUpThroughApi } from "./accounts";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/** The catalogue: filters in the URL, with and without JavaScript; the course page; hostile input. */

const count = (page: Page) => page.getByTestId("catalog-count");
const cardTitles = (page: Page) => page.locator("main article h3").allInnerTexts();
const categoryChip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Catégorie" }).getByRole("link", { name, exact: true });
const formatChip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Format" }).getByRole("link", { name, exact: true });

/** Marks the document: a full reload loses the mark, an in-place update keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { catalogMark: number }).catalogMark = 1));
}
async function documentKept(page: Page) {
  return page.evaluate(() => (window as unknown as { catalogMark?: number }).catalogMark === 1);
}
async function hydrated(page: Page) {
  // React attaches its handlers on hydration; wait until the search field's form is owned by React.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#catalog-search") ?? {}).some((key) => key.startsWith("__react")),
  );
}

async function visitWithoutJs(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await auditDocument(page, path);
}

test.describe("catalogue with JavaScript", () => {
  test("lists every course in both languages", async ({ page, visit }) => {
    await visit("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos formations");
    await expect(count(page)).toHaveText("12 formations trouvées");
    await expect(page.locator("main article")).toHaveCount(12);
    await visit("/en/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our training courses");
    await expect(count(page)).toHaveText("12 courses found");
  });

  test("chips filter in place, keep focus, and clear when clicked again", async ({ page, visit }) => {
    await visit("/courses");
    await hydrated(page);
    await markDocument(page);
    await categoryChip(page, "Incendie").click();
    await expect(page).toHaveURL(/\/courses\?category=fire$/);
    await expect(count(page)).toHaveText("1 formation trouvée");
    expect(await cardTitles(page)).toEqual([expect.stringMatching(/^Sécurité incendie/)]);
    await expect(categoryChip(page, "Incendie")).toHaveAttribute("aria-current", "true");
    await expect(categoryChip(page, "Incendie")).toBeFocused();
    expect(await documentKept(page)).toBe(true);
    await expectAccessible(page, "/courses?category=fire");

    await formatChip(page, "À distance").click();
    await expect(page).toHaveURL(/category=fire&format=distanciel/);
    await expect(page.getByTestId("catalog-no-results")).toBeVisible();

    await formatChip(page, "À distance").click();
    await categoryChip(page, "Incendie").click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(count(page)).toHaveText("12 formations trouvées");
    expect(await documentKept(page)).toBe(true);
  });

  test("the search filters as you type, ignoring accents, and keeps focus in the field", async ({
    page,
    visit,
  }) => {
    await visit("/courses");
    await hydrated(page);
    await markDocument(page);
    const search = page.getByRole("searchbox", { name: "Rechercher une formation" });
    await search.fill("securite incendie");
    await expect(page).toHaveURL(/q=securite\+incendie/);
    await expect(count(page)).toHaveText("1 formation trouvée");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("securite incendie");
    expect(await documentKept(page)).toBe(true);
  });

  test("tabs: QHSE covers QHSE, first aid, fire and driving; Marketing the marketing and digital courses", async ({
    page,
    visit,
  }) => {
    await visit("/courses");
    await hydrated(page);
    const tabs = page.getByRole("navigation", { name: "Domaines de formation" });
    await tabs.getByRole("link", { name: "QHSE et sécurité" }).click();
    await expect(page).toHaveURL(/tab=qhse/);
    await expect(count(page)).toHaveText("6 formations trouvées");
    await tabs.getByRole("link", { name: "Marketing" }).click();
    // Both tabs hold six courses: the count alone cannot tell that the list has changed.
    await expect(page).toHaveURL(/tab=marketing/);
    await expect.poll(() => cardTitles(page)).toContain("Stratégie de marketing digital");
    await expect(count(page)).toHaveText("6 formations trouvées");
  });

  test("a copied URL gives the same list", async ({ page, browser, visit }) => {
    await visit("/courses");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Domaines de formation" })
      .getByRole("link", { name: "QHSE et sécurité" })
      .click();
    await expect(page).toHaveURL(/tab=qhse/);
    await formatChip(page, "Présentiel").click();
    await expect(page).toHaveURL(/tab=qhse&format=presentiel/);
    await expect(count(page)).toHaveText("6 formations trouvées");
    const titles = await cardTitles(page);

    const context = await browser.newContext({ locale: "fr-FR" });
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(count(other)).toHaveText("6 formations trouvées");
    expect(await cardTitles(other)).toEqual(titles);
    await expectAccessible(other, "copied URL");
    await context.close();
  });

  test("reset clears search, chips and tab, and puts focus in the search field", async ({ page, visit }) => {
    await visit("/courses?tab=qhse&q=secu&category=fire&format=presentiel");
    await hydrated(page);
    await expect(count(page)).toHaveText("1 formation trouvée");
    await page.getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(count(page)).toHaveText("12 formations trouvées");
    const search = page.getByRole("searchbox", { name: "Rechercher une formation" });
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page.getByRole("link", { name: "Réinitialiser les filtres" })).toHaveCount(0);
  });

  test("no results shows a panel with its own reset", async ({ page, visit }) => {
    await visit("/courses?q=zzzzzz");
    await hydrated(page);
    const panel = page.getByTestId("catalog-no-results");
    await expect(panel).toContainText("Aucune formation ne correspond à votre recherche");
    await expect(count(page)).toHaveText("0 formation trouvée");
    await panel.getByRole("link", { name: "Réinitialiser la recherche" }).click();
    await expect(count(page)).toHaveText("12 formations trouvées");
    await visit("/en/courses?q=zzzzzz");
    await expect(page.getByTestId("catalog-no-results")).toContainText("No course matches your search");
  });

  test("the footer's health and safety link selects the QHSE family and says so", async ({ page, visit }) => {
    await visit("/courses");
    await page.getByRole("contentinfo").getByRole("link", { name: "Santé et Sécurité au Travail" }).click();
    await expect(page).toHaveURL(/category=sst/);
    await expect(count(page)).toHaveText("6 formations trouvées");
    await expect(
      page
        .getByRole("navigation", { name: "Domaines de formation" })
        .getByRole("link", { name: "QHSE et sécurité" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(categoryChip(page, "Santé et Sécurité au Travail")).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Filtre actif :")).toBeVisible();
    for (const [category, expected] of [
      ["qhse", 3],
      ["first-aid", 1],
      ["driving", 1],
      ["fire", 1],
    ] as const) {
      await visit(`/courses?category=${category}`);
      await expect(page.locator("main article")).toHaveCount(expected);
    }
  });

  test("axe passes in the dark theme too", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR", colorScheme: "dark" });
    const page = await context.newPage();
    for (const path of [
      "/courses?category=sst",
      "/en/courses",
      "/courses/101",
      "/en/courses/103?tab=trainers",
      "/courses/999",
    ]) {
      await page.goto(path);
      await expectAccessible(page, `${path} (dark)`);
    }
    await context.close();
  });
});

test.describe("catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("chips are links and the search is a form with a button", async ({ page }) => {
    await visitWithoutJs(page, "/courses");
    await categoryChip(page, "Premiers secours").click();
    await expect(page).toHaveURL(/\/courses\?category=first-aid$/);
    await expect(count(page)).toHaveText("1 formation trouvée");
    await auditDocument(page, "no-JS chip");
    await categoryChip(page, "Premiers secours").click();
    await expect(count(page)).toHaveText("12 formations trouvées");

    await page.getByRole("searchbox", { name: "Rechercher une formation" }).fill("SÉCURITÉ");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=S%C3%89CURIT%C3%89/);
    const found = await page.locator("main article").count();
    expect(found).toBeGreaterThanOrEqual(5);
    await auditDocument(page, "no-JS search");

    await formatChip(page, "À distance").click();
    await expect(page).toHaveURL(/q=.*&format=distanciel/);
    await page.getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(count(page)).toHaveText("12 formations trouvées");
  });

  test("course tabs are links that the server selects", async ({ page }) => {
    await visitWithoutJs(page, "/courses/101");
    await page.getByRole("tab", { name: "Programme" }).click();
    await expect(page).toHaveURL(/\/courses\/101\?tab=program#course-content$/);
    await expect(page.getByRole("tab", { name: "Programme" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByRole("tabpanel")).toContainText("1.");
    await auditDocument(page, "no-JS programme tab");
  });

  test("the home search goes to the catalogue", async ({ page }) => {
    await visitWithoutJs(page, "/");
    await page.getByRole("search").first().getByRole("searchbox").fill("incendie");
    await page.getByRole("search").first().getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/courses\?q=incendie$/);
    await expect(count(page)).toHaveText("1 formation trouvée");
  });
});

test.describe("course page", () => {
  test("shows the header card, key facts, sessions and structured data in both languages", async ({
    page,
    visit,
  }) => {
    await visit("/courses/101");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fondamentaux QHSE");
    await expect(page.getByRole("link", { name: "S'inscrire", exact: true }).first()).toHaveAttribute(
      "href",
      "/register/101",
    );
    await expect(page.getByRole("link", { name: "Payer maintenant" })).toHaveAttribute(
      "href",
      "/register/101",
    );
    await expect(page.getByRole("heading", { name: "Informations clés" })).toBeVisible();
    // Results are measured from answers, never typed: the demo course has too few to publish.
    await expect(
      page.getByText(
        /^Pas encore de résultats\u00a0: ils sont publiés à partir de \d+ avis de stagiaires\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/places restantes sur 20/)).toBeVisible();
    await expect(page.getByText("Disponible", { exact: true }).first()).toBeVisible();

    const html = await (await page.request.get("/courses/101")).text();
    // From the render cache, without a nonce: its hash is in the page's CSP (ADR 1301).
    const script = /<script type="application\/ld\+json"(?: nonce="[^"]+")?>(.*?)<\/script>/s.exec(html);
    expect(script, "JSON-LD").not.toBeNull();
    const ld = JSON.parse(script![1]!);
    expect(ld["@type"]).toBe("Course");
    expect(ld.hasCourseInstance[0]["@type"]).toEqual(["CourseInstance", "Event"]);
    expect(ld.hasCourseInstance[0].startDate).toMatch(/T\d\d:\d\d:\d\d\+00:00$/);

    await visit("/en/courses/101");
    await expect(page.getByRole("heading", { name: "Key facts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", "/en/register/101");
    await expect(page.getByText(/€1,890\.00/).first()).toBeVisible();
  });

  test("tabs work with the keyboard alone", async ({ page, visit }) => {
    await visit("/courses/105");
    await page.waitForFunction(() => document.querySelector('[role="tab"][tabindex="-1"]') !== null);
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "tab")) break;
    }
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect(tab("Objectifs")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Programme")).toBeFocused();
    await expect(tab("Programme")).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#course-panel-program")).toBeVisible();
    await expect(page.locator("#course-panel-objectives")).toBeHidden();
    await page.keyboard.press("End");
    await expect(tab("Détails")).toBeFocused();
    await expect(page.locator("#course-panel-details")).toContainText("Méthodologie");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Objectifs")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Détails")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Objectifs")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#course-panel-trainers")).toBeVisible();
    await expect(page).toHaveURL(/tab=trainers/);
    // Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect(page.locator("#course-panel-trainers")).toBeFocused();
    await expectAccessible(page, "trainers tab");
  });

  test("an unknown course is a 404 with a link back to the catalogue", async ({ page, visit }) => {
    await visit("/courses/999999", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formation non trouvée");
    await page.getByRole("main").getByRole("link", { name: "Retour aux formations" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await visit("/en/courses/abc", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to courses" })).toHaveAttribute(
      "href",
      "/en/courses",
    );
  });

  test("the countdown ticks", async ({ page, visit }) => {
    await visit("/courses/101");
    const seconds = page.locator("[data-unit=seconds]").first();
    const first = await seconds.innerText();
    await expect.poll(() => seconds.innerText(), { timeout: 5000 }).not.toBe(first);
    await expect(page.locator("[data-countdown] [aria-hidden=true]").first()).toBeAttached();
  });

  test("an image that fails to load says so; the largest image loads first, the others lazily", async ({
    page,
    visit,
  }) => {
    await page.route("**/images/courses/course-104.svg", (route) => route.abort());
    await visit("/courses/104");
    await expect(page.getByRole("main").getByText("Image non disponible")).toBeVisible();
    await visit("/courses");
    const images = page.locator("main article img");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "450");
    }
  });

  test("shows no registration success message from the address alone (only a real registration does)", async ({
    page,
    visit,
  }) => {
    await visit("/courses/101?registered=1");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fondamentaux QHSE");
    await expect(page.getByText("Inscription réussie")).toHaveCount(0);
  });
});

test.describe("what the buttons and cards say", () => {
  test("a course with no session asks to be told of the next one, with nothing to pay, up to the form's button", async ({
    page,
    visit,
  }) => {
    await visit("/courses/8");
    const header = page
      .locator("main")
      .getByRole("link", { name: "Être informé de la prochaine session" })
      .first();
    await expect(header).toHaveAttribute("href", "/register/8");
    await expect(page.getByRole("link", { name: "Payer maintenant" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "S'inscrire", exact: true })).toHaveCount(0);
    await visit("/en/courses/8");
    await expect(
      page.getByRole("link", { name: "Register interest in the next session" }).first(),
    ).toHaveAttribute("href", "/en/register/8");
    await expect(page.getByRole("link", { name: "Pay Now" })).toHaveCount(0);

    await signUpThroughApi(page.context(), { name: "Awa Diallo" });
    await visit("/courses/8");
    await page
      .locator("main")
      .getByRole("link", { name: "Être informé de la prochaine session" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register\/8$/);
    await expect(page.getByText("Aucune session n'est programmée pour cette formation")).toBeVisible();
    await expect(page.getByRole("button", { name: "Être informé de la prochaine session" })).toBeEnabled();
  });

  test("a card with a next session shows that session's price (course 105: 1 999 €, not the course's 2 299 €)", async ({
    page,
    visit,
  }) => {
    for (const path of ["/courses", "/"]) {
      await visit(path);
      const card = page.locator("main article").filter({ hasText: "HSE sur sites industriels" }).first();
      await expect(card.locator("[data-next-session]")).not.toHaveText("Pas de session programmée");
      await expect(card.getByText("1\u00a0999,00\u00a0€")).toBeVisible();
      await expect(card.getByText("2\u00a0299,00\u00a0€")).toHaveCount(0);
    }
  });
});

test.describe("home training section", () => {
  test("streams upcoming sessions and lists eight popular courses, in both languages", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Nos formations", level: 2 }),
    });
    await expect(section.getByRole("heading", { name: "Prochaines sessions" })).toBeVisible();
    await expect(section.locator("[data-countdown]").first()).toBeVisible();
    await expect(section.getByText(/heure de Conakry/).first()).toBeVisible();
    await expect(section.getByText("Complet").first()).toBeVisible();
    await expect(section.getByText("Presque complet").first()).toBeVisible();
    await expect(section.locator("ul").last().locator("> li")).toHaveCount(8);
    await visit("/en");
    await expect(page.getByRole("heading", { name: "Upcoming sessions" })).toBeVisible();
    await expect(page.getByText(/Conakry time/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular courses" })).toBeVisible();
  });

  test("the hero search goes to the catalogue with JavaScript", async ({ page, visit }) => {
    await visit("/en");
    await page.getByRole("search").first().getByRole("searchbox").fill("first aid");
    await page.getByRole("search").first().getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/courses\?q=first\+aid$/);
    // The first-aid course first; the HSE course teaches first aid too (docs/decisions/1501).
    await expect(page.locator("main article h3").first()).toHaveText(/^Workplace First Aider/);
    await expect(count(page)).toHaveText("2 courses found");
  });
});

test.describe("hostile input", () => {
  const markup = "<script>alert(1)</script>";
  const cases: [string, number | null][] = [
    [`/courses?q=${"a".repeat(10_000)}`, 200],
    [`/courses?q=${encodeURIComponent(markup)}`, 200],
    [`/courses?category=${encodeURIComponent(markup)}&tab=${encodeURIComponent(markup)}&format=%00`, 200],
    ["/courses?q=%00%00", 200],
    ["/courses/-1", 404],
    ["/courses/1e9", 404],
    ["/courses/abc", 404],
    ["/courses/%00", 404],
    ["/courses/99999999999999999999", 404],
    ["/en/courses/0", 404],
    [`/courses/101?tab=${encodeURIComponent(markup)}&registered=${encodeURIComponent(markup)}`, 200],
  ];
  for (const [path, status] of cases) {
    test(`${path.slice(0, 60)} answers ${status}, never echoing markup`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(await response.text()).not.toContain(markup);
    });
  }

  test("catalogue responses are cacheable only for anonymous visitors", async ({ request }) => {
    const anonymous = await request.get("/courses");
    expect(anonymous.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(anonymous.headers()["vary"]).toMatch(/Cookie/);
    const personal = await request.get("/courses/101", { headers: { Cookie: "session=abc" } });
    expect(personal.headers()["cache-control"]).toBe("private, no-store");
  });

  test("sitemap and robots", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]+\/en\/courses\/106<\/loc>/);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toMatch(/<loc>[^<]+\/en\/privacy<\/loc>/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });
});

test.describe("course page on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const path of ["/courses/5", "/en/courses/5"]) {
    test(`${path}: every tab is on screen, none hidden in a sideways scroll`, async ({ page, visit }) => {
      await visit(path);
      const tablist = page.getByRole("tablist");
      const tabs = await tablist.getByRole("tab").all();
      expect(tabs).toHaveLength(4);
      const clipped = await tablist.evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(clipped).toBeLessThanOrEqual(0);
      for (const tab of tabs) {
        await tab.scrollIntoViewIfNeeded();
        const box = await tab.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
      const last = tabs.at(-1)!;
      await last.click();
      await expect(last).toHaveAttribute("aria-selected", "true");
    });
  }
});

test.describe("course page content shown once", () => {
  test("objectives and prerequisites are not repeated between the tabs, the header and the key facts", async ({
    page,
    visit,
  }) => {
    await visit("/courses/5");
    const firstObjective = "Réaliser un diagnostic de la présence digitale de son organisation";
    await expect(page.getByText(firstObjective)).toHaveCount(1);
    const facts = page.getByRole("region", { name: "Informations clés" });
    await expect(facts.getByRole("link", { name: "5 objectifs, dans l'onglet Objectifs" })).toHaveAttribute(
      "href",
      "/courses/5#course-content",
    );
    await expect(page.getByText(/^Aucun prérequis technique/)).toHaveCount(1);
    // No stale "last updated": the seeded sessions date it to this run.
    const updated = await facts.locator("time").getAttribute("datetime");
    expect(Date.now() - new Date(updated!).getTime()).toBeLessThan(24 * 3600 * 1000);
    // The header image is shown whole (contained), not cropped through its subject.
    await expect(page.locator("main img[fetchpriority=high]").first()).toHaveCSS("object-fit", "contain");
  });
});
