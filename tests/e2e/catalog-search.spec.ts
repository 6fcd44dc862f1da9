import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Catalogue search journeys (docs/decisions/1501-1503): a synonym that is in no
 * title ("secourisme" finds the SST course), a typo with its "Did you mean" link, in French and
 * English, with and without JavaScript.
 */

const count = (page: Page) => page.getByTestId("catalog-count");
const firstCardTitle = (page: Page) => page.locator("main article h3").first();
const suggestion = (page: Page) => page.getByTestId("catalog-suggestion");

const languages = [
  {
    lang: "fr",
    prefix: "",
    box: "Rechercher une formation",
    button: "Rechercher",
    sst: /^Sauveteur Secouriste du Travail/,
    didYouMean: "Vouliez-vous dire «\u00a0secourisme\u00a0»\u00a0?",
    link: "«\u00a0secourisme\u00a0»",
    noResults: "Aucune formation ne correspond à votre recherche",
  },
  {
    lang: "en",
    prefix: "/en",
    box: "Search for a course",
    button: "Search",
    sst: /^Workplace First Aider/,
    didYouMean: "Did you mean “secourisme”?",
    link: "“secourisme”",
    noResults: "No course matches your search",
  },
] as const;

async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#catalog-search") ?? {}).some((key) => key.startsWith("__react")),
  );
}

for (const l of languages) {
  test.describe(`catalogue search with JavaScript (${l.lang})`, () => {
    test.use({ locale: l.lang === "fr" ? "fr-FR" : "en-GB" });

    test('"secourisme" finds the first-aid course, as you type', async ({ page, visit }) => {
      await visit(`${l.prefix}/courses`);
      await hydrated(page);
      await page.getByRole("searchbox", { name: l.box }).fill("secourisme");
      await expect(page).toHaveURL(/q=secourisme/);
      await expect(firstCardTitle(page)).toHaveText(l.sst);
      await expect(count(page)).not.toHaveText(/^0 /);
    });

    test("a typo finds nothing and offers the corrected search, which finds the course", async ({
      page,
      visit,
    }) => {
      await visit(`${l.prefix}/courses?q=secoursime`);
      await expect(page.getByTestId("catalog-no-results")).toContainText(l.noResults);
      await expect(suggestion(page)).toHaveText(l.didYouMean);
      await hydrated(page);
      await suggestion(page).getByRole("link", { name: l.link }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${l.prefix}/courses\\?q=secourisme$`));
      await expect(firstCardTitle(page)).toHaveText(l.sst);
      await expect(page.getByRole("searchbox", { name: l.box })).toHaveValue("secourisme");
      await expect(suggestion(page)).toHaveCount(0);
    });
  });

  test.describe(`catalogue search without JavaScript (${l.lang})`, () => {
    test.use({ javaScriptEnabled: false, locale: l.lang === "fr" ? "fr-FR" : "en-GB" });

    test("the search form and the suggestion link work as plain HTML", async ({ page, visit }) => {
      await visit(`${l.prefix}/courses`);
      await page.getByRole("searchbox", { name: l.box }).fill("secoursime");
      await page.getByRole("button", { name: l.button, exact: true }).click();
      await expect(page).toHaveURL(/q=secoursime$/);
      await expect(count(page)).toHaveText(/^0 /);
      const html = await page.content();
      expect(html).toContain(`href="${l.prefix}/courses?q=secourisme"`);
      await expect(suggestion(page)).toHaveText(l.didYouMean);
      await suggestion(page).getByRole("link", { name: l.link }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/courses\\?q=secourisme$`));
      await expect(firstCardTitle(page)).toHaveText(l.sst);
      await visit(`${l.prefix}/courses?q=secourisme`);
    });
  });
}

test.describe("catalogue search: combined with filters, hostile input", () => {
  test("a suggestion keeps the tab and filters", async ({ page, visit }) => {
    await visit("/courses?tab=qhse&q=incendei&format=presentiel");
    await expect(suggestion(page).getByRole("link")).toHaveAttribute(
      "href",
      "/courses?tab=qhse&q=incendie&format=presentiel",
    );
  });

  for (const q of [`"incendie" & !feu | (sst:*)`, "' OR 1=1 --", "<b>secourisme</b>", "%00secourisme"]) {
    test(`${q} answers 200 and never echoes markup`, async ({ request }) => {
      const response = await request.get(`/courses?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain("<b>secourisme</b>");
    });
  }
});
