import { describe, expect, it } from "vitest";
import { courses } from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { loader } from "~/routes/courses";

/** The /courses loader: total and "Show more" (pages of 24), and the "Did you mean" line in both languages. */

const same = (text: string) => ({ fr: text, en: text });
const database = useTestDatabase({
  prepare: async (db) => {
    await seedDatabase(db, new Date("2026-03-01T10:00:00Z"));
    await db.insert(courses).values(
      Array.from({ length: 30 }, (_, index) => ({
        id: 2000 + index,
        category: "marketing" as const,
        subcategory: same("Divers"),
        title: same(`Atelier vente numéro ${index + 1}`),
        description: same("Une journée de techniques de vente."),
        duration: same("1 jour"),
        audience: same("Commerciaux"),
        prerequisites: same("Aucun"),
        formats: ["presentiel" as const],
      })),
    );
  },
});

interface LoaderData {
  courses: { id: number }[];
  total: number;
  more: { label: string; shown: string; path: string } | null;
  suggestion: { before: string; label: string; after: string; path: string } | null;
}

async function load(path: string): Promise<LoaderData> {
  const request = new Request(`http://localhost${path}`);
  const result = (await loader({
    request,
    context: { db: database.db },
    params: {},
  } as never)) as unknown as {
    data: LoaderData;
  };
  return result.data;
}

describe("/courses loader", () => {
  it("shows 24 courses with the total and a link to show more, then all of them", async () => {
    const first = await load("/courses");
    expect(first.courses).toHaveLength(24);
    expect(first.total).toBe(42);
    expect(first.more).toEqual({
      label: "Afficher plus de formations",
      shown: "24 formations affichées sur 42",
      path: "/courses?page=2#result-25",
    });
    const second = await load("/courses?page=2");
    expect(second.courses).toHaveLength(42);
    expect(second.courses.slice(0, 24)).toEqual(first.courses);
    expect(second.more).toBeNull();
    expect((await load("/en/courses?tab=marketing&page=1")).more?.shown).toBe("Showing 24 of 36 courses");
    expect((await load("/courses?page=abc")).courses).toHaveLength(24);
  });

  it("keeps the search and filters in the next page's link, and shows everything when it fits", async () => {
    const sales = await load("/courses?q=vente&format=presentiel");
    expect(sales.total).toBeGreaterThan(24);
    expect(sales.more?.path).toBe("/courses?q=vente&format=presentiel&page=2#result-25");
    const fire = await load("/courses?q=incendie");
    expect(fire.total).toBe(fire.courses.length);
    expect(fire.more).toBeNull();
  });

  it("offers the corrected search in the page's language, with the filters kept", async () => {
    expect((await load("/courses?q=secoursime")).suggestion).toEqual({
      before: "Vouliez-vous dire ",
      label: "«\u00a0secourisme\u00a0»",
      after: "\u00a0?",
      path: "/courses?q=secourisme",
    });
    expect((await load("/en/courses?q=incendei&tab=qhse")).suggestion).toEqual({
      before: "Did you mean ",
      label: "“incendie”",
      after: "?",
      path: "/courses?tab=qhse&q=incendie",
    });
    expect((await load("/courses?q=secourisme")).suggestion).toBeNull();
  });

  it("answers hostile searches with a list, never an error", async () => {
    for (const q of ["<script>alert(1)</script>", "' OR 1=1 --", "\u0000", "a".repeat(10_000), "&|!:*()"]) {
      const data = await load(`/courses?q=${encodeURIComponent(q)}`);
      expect(Array.isArray(data.courses)).toBe(true);
    }
  });
});
