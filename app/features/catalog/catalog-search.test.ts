import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { courses, courseSearchWords, type CourseModule } from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { searchCatalog } from "./catalog-search.server";
import { parseCatalogFilters } from "./filters";

/**
 * The catalogue search (docs/decisions/1501-1503) on the built-in catalogue, plus a few
 * courses of our own where a case needs words placed exactly (ids 900 and up).
 */

const seedDay = new Date("2026-03-01T10:00:00Z");
const now = new Date("2026-03-02T12:00:00Z");
const same = (text: string) => ({ fr: text, en: text });

interface ExtraCourse {
  id: number;
  title: { fr: string; en: string };
  description?: { fr: string; en: string };
  topics?: string[];
  createdAt?: Date;
}

async function insertCourse(db: Database, course: ExtraCourse) {
  const modules: CourseModule[] = course.topics
    ? [{ title: same("Module 1"), duration: same("1 h"), topics: course.topics.map(same) }]
    : [];
  await db.insert(courses).values({
    id: course.id,
    category: "qhse",
    subcategory: same("Divers"),
    title: course.title,
    description: course.description ?? same("Une journée pratique."),
    duration: same("1 jour"),
    audience: same("Tous publics"),
    prerequisites: same("Aucun"),
    formats: ["presentiel"],
    modules,
    createdAt: course.createdAt ?? seedDay,
  });
}

const database = useTestDatabase({
  prepare: async (db) => {
    await seedDatabase(db, seedDay);
    await insertCourse(db, {
      id: 901,
      title: { fr: "Formation de formateurs occasionnels", en: "Train the trainer: occasional trainers" },
    });
    // Ranking: "extincteur" in 902's title, in 903's programme only (903 is newer, so
    // newest-first would put it first), several times in 904's description.
    await insertCourse(db, { id: 902, title: same("Manipulation des extincteurs") });
    await insertCourse(db, {
      id: 903,
      title: same("Journée prévention"),
      topics: ["Choisir un extincteur"],
      createdAt: new Date("2026-02-01T00:00:00Z"),
    });
    await insertCourse(db, {
      id: 904,
      title: same("Atelier pratique"),
      description: same(
        "Extincteur à eau, extincteur à poudre, extincteur à CO2 : chaque extincteur a son usage.",
      ),
      createdAt: new Date("2026-02-02T00:00:00Z"),
    });
  },
});

async function search(query: string) {
  return searchCatalog(database.db, parseCatalogFilters(new URLSearchParams(query)), { now });
}
/** Ids in rank order. */
async function ranked(q: string, filters = "") {
  const { courses: rows } = await search(`q=${encodeURIComponent(q)}${filters}`);
  return rows.map((row) => row.id);
}

describe("catalogue search: words", () => {
  it('"secourisme" finds the first-aid (SST) course first, and so do its synonyms', async () => {
    expect((await ranked("secourisme"))[0]).toBe(103);
    for (const q of ["SST", "premiers secours", "first aid", "Secouristes", "sauveteur secouriste"]) {
      expect((await ranked(q))[0], q).toBe(103);
    }
    // "first aid" is precise: the fire course's "moyens de secours" is not first aid.
    expect(await ranked("first aid")).not.toContain(104);
  });

  it('"incendies" (plural) and its synonyms find the fire-safety course', async () => {
    expect(await ranked("incendies")).toEqual([104]);
    expect((await ranked("feux"))[0]).toBe(104);
    // "firefighting" is in no course: only the synonym list links it to the fire course.
    expect(await ranked("firefighting")).toEqual([104]);
    expect(await ranked("fires")).toEqual([104]);
  });

  it('"formateur" finds the trainers\' course by its plural, feminine and English forms, not every "formation"', async () => {
    for (const q of ["formateur", "formateurs", "formatrice", "trainer", "trainers"]) {
      expect((await ranked(q))[0], q).toBe(901);
    }
    // "formation" (in most descriptions) has another stem: "formateur" does not find those.
    expect(await ranked("formateur")).toEqual([901]);
  });

  it('"sécurité au travail" matches in any word order, the course with it in its title first', async () => {
    const inOrder = await ranked("sécurité au travail");
    expect(inOrder[0]).toBe(103);
    expect(await ranked("travail sécurité")).toEqual(inOrder);
    expect(await ranked("au travail, la sécurité")).toEqual(inOrder);
  });

  it("ignores accents and case", async () => {
    const expected = await ranked("sécurité incendie");
    expect(expected[0]).toBe(104);
    for (const q of ["SECURITE INCENDIE", "Securite incendie", "SÉCURITÉ INCENDIE", "sécurité  INCENDIE "]) {
      expect(await ranked(q), q).toEqual(expected);
    }
  });

  it("finds English words on either page, and mixes of both languages", async () => {
    expect((await ranked("fire safety"))[0]).toBe(104);
    expect((await ranked("défensive driving"))[0]).toBe(106);
    expect((await ranked("social media"))[0]).toBe(6);
  });

  it("matches the last word as a prefix while it is being typed, from four letters", async () => {
    expect(await ranked("secu")).toEqual(expect.arrayContaining([101, 103, 104, 105]));
    expect((await ranked("sauveteur secour"))[0]).toBe(103);
    // Three letters are a whole word: "feu" is not the beginning of "feuille" (course 5).
    expect(await ranked("feu")).not.toContain(5);
  });

  it("searches objectives and programme topics, not only titles", async () => {
    // "extincteur" is in 903's programme only.
    expect(await ranked("extincteur")).toContain(903);
    // "Triangle du feu" is a topic of the fire course's programme.
    expect(await ranked("triangle du feu")).toEqual([104]);
  });
});

describe("catalogue search: ranking", () => {
  it("puts title matches first, then weighs description above programme", async () => {
    const order = await ranked("extincteur");
    expect(order[0]).toBe(902);
    expect(order.indexOf(904)).toBeLessThan(order.indexOf(903));
  });

  it("puts courses with the words in their title before the others", async () => {
    const order = await ranked("sécurité");
    // The driving course says "sécurité" only in its subcategory and text: after every title match.
    expect(order.at(-1)).toBe(106);
  });

  it("still combines with the tab, category and format filters", async () => {
    expect(await ranked("sécurité", "&category=fire")).toEqual([104]);
    expect(await ranked("sécurité", "&tab=marketing")).toEqual([]);
    expect(await ranked("incendie", "&format=distanciel")).toEqual([]);
  });
});

describe("catalogue search: did you mean", () => {
  it("suggests the closest words when a typo finds nothing, in French and English", async () => {
    for (const [typo, suggestion] of [
      ["secoursime", "secourisme"],
      ["secorisme", "secourisme"],
      ["incendei", "incendie"],
      ["Sécurtié au travial", "sécurité au travail"],
      ["extincteru", "extincteur"],
      ["comunity managment", "community management"],
      // A right word is kept as typed, accents and all.
      ["sécurité extincteru", "sécurité extincteur"],
      ["saftey", "safety"],
    ]) {
      const result = await search(`q=${encodeURIComponent(typo!)}`);
      expect(result.courses, typo).toEqual([]);
      expect(result.suggestion, typo).toBe(suggestion);
      expect((await ranked(suggestion!)).length, suggestion).toBeGreaterThan(0);
    }
  });

  it("suggests nothing when the words are right but find nothing together, or nothing is close", async () => {
    for (const q of ["incendie marketing", "zzzzzz", "xqwvbn ktrplm", "de la", "%"]) {
      const result = await search(`q=${encodeURIComponent(q)}`);
      expect(result.courses, q).toEqual([]);
      expect(result.suggestion, q).toBeNull();
    }
  });

  it("offers a correction only if it finds a course with the same filters", async () => {
    expect((await search("q=incendei&category=fire")).suggestion).toBe("incendie");
    expect((await search("q=incendei&tab=marketing")).suggestion).toBeNull();
  });

  it("learns the words of new and edited courses", async () => {
    expect((await search("q=zygomatique")).courses).toEqual([]);
    await insertCourse(database.db, { id: 950, title: same("Anatomie zygomatique appliquée") });
    expect((await search("q=zygomatiqeu")).suggestion).toBe("zygomatique");
    await database.db
      .update(courses)
      .set({ title: same("Ergonomie du poste de travail") })
      .where(eq(courses.id, 950));
    expect((await search("q=ergonomei")).suggestion).toBe("ergonomie");
    const [row] = await database.db
      .select({ spelling: courseSearchWords.spelling })
      .from(courseSearchWords)
      .where(eq(courseSearchWords.word, "appliquee"));
    // The vocabulary keeps the accented spelling to show back.
    expect(row?.spelling).toBe("appliquée");
    await database.db.delete(courses).where(eq(courses.id, 950));
  });
});

describe("catalogue search: hostile input", () => {
  const hostile = [
    `"incendie"`,
    "'incendie'",
    "incendie & marketing",
    "incendie | marketing",
    "!incendie",
    "incendie:*",
    "incendie:A",
    "(incendie",
    "incendie <-> feu",
    "<2>",
    "' OR 1=1 --",
    "'; DROP TABLE courses; --",
    "\\'; select pg_sleep(5); --",
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "\u0000\u0001\u0007incendie\u001b[31m",
    "x".repeat(10_000),
    "incendie ".repeat(500),
    "½ ¼ ℃ ﬁre",
    "🔥 incendie 🚒",
    "حريق",
    "火事",
    "*",
    "&&||!!::",
    "-incendie",
    "\\",
    "%_%",
    "$1 $2",
  ];

  it("never fails, never treats input as syntax", async () => {
    for (const q of hostile) {
      const result = await search(`q=${encodeURIComponent(q)}`);
      expect(Array.isArray(result.courses), q.slice(0, 40)).toBe(true);
    }
    // Operators are plain separators: "incendie & marketing" is both words, not "or", not "not".
    expect(await ranked("incendie | marketing")).toEqual([]);
    expect(await ranked("!incendie")).toEqual([104]);
    expect(await ranked("-incendie")).toEqual([104]);
    expect(await ranked(`"incendie"`)).toEqual([104]);
    const [{ count } = { count: 0 }] = (
      (await database.db.execute(sql`select count(*)::int as count from courses`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    expect(count).toBe(16);
  });
});
