import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { courses } from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { seedCourses } from "../../../db/seed/catalog-courses";
import { consultingPriceRows, loadCoursePrices } from "./pricing.server";

/** The seeded catalogue, plus one course on quotation and one priced in GNF and not yet translated. */
async function prepare(db: Database) {
  await seedDatabase(db);
  const base = {
    category: "qhse" as const,
    subcategory: { fr: "QHSE", en: "QHSE" },
    description: { fr: "Description", en: "Description" },
    duration: { fr: "1 jour", en: "1 day" },
    audience: { fr: "Tous", en: "All" },
    prerequisites: { fr: "Aucun", en: "None" },
    formats: ["presentiel" as const],
  };
  await db.insert(courses).values([
    { ...base, id: 900, title: { fr: "Formation sur devis", en: "Course on quotation" }, priceCents: null },
    {
      ...base,
      id: 901,
      title: { fr: "Formation en francs guinéens", en: "" },
      priceCents: 2_500_000 * 100,
      currency: "GNF",
    },
  ]);
}
const database = useTestDatabase({ prepare });

describe("loadCoursePrices", () => {
  it("lists every course of the catalogue, by id, with its price for the language", async () => {
    const fr = await loadCoursePrices(database.db, "fr");
    expect(fr.map((row) => row.id)).toEqual(
      [...seedCourses.map((course) => course.id), 900, 901].sort((a, b) => a - b),
    );
    const first = seedCourses.find((course) => course.id === 5);
    expect(fr.find((row) => row.id === 5)).toEqual({ id: 5, title: first?.title.fr, price: "890,00\u00a0€" });
    const en = await loadCoursePrices(database.db, "en");
    expect(en.find((row) => row.id === 5)).toEqual({ id: 5, title: first?.title.en, price: "€890.00" });
  });

  it("marks a course without price as on quotation and formats GNF without decimals", async () => {
    const fr = await loadCoursePrices(database.db, "fr");
    expect(fr.find((row) => row.id === 900)?.price).toBeNull();
    expect(fr.find((row) => row.id === 901)?.price).toBe("2\u00a0500\u00a0000\u00a0GNF");
  });

  it("falls back to the French title when the English one is missing", async () => {
    const en = await loadCoursePrices(database.db, "en");
    expect(en.find((row) => row.id === 901)).toMatchObject({
      title: "Formation en francs guinéens",
      price: "GNF\u00a02,500,000",
    });
  });
});

describe("consultingPriceRows", () => {
  it("gives the product's starting prices and sends cleaning quotes to the cleaning form", () => {
    expect(consultingPriceRows("fr")).toEqual([
      { id: "project-setup", price: "500\u00a0000\u00a0GNF", quoteTo: "/contact?service=consulting" },
      { id: "field-studies", price: "750\u00a0000\u00a0GNF", quoteTo: "/contact?service=consulting" },
      { id: "business-plan", price: "1\u00a0000\u00a0000\u00a0GNF", quoteTo: "/contact?service=consulting" },
      { id: "feasibility", price: "1\u00a0250\u00a0000\u00a0GNF", quoteTo: "/contact?service=consulting" },
      { id: "cleaning", price: null, quoteTo: "/contact?service=cleaning" },
    ]);
    expect(consultingPriceRows("en").map((row) => row.price)).toEqual([
      "GNF\u00a0500,000",
      "GNF\u00a0750,000",
      "GNF\u00a01,000,000",
      "GNF\u00a01,250,000",
      null,
    ]);
  });
});
