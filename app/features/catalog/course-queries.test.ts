import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { courses, trainingSessions } from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import {
  getCourseDetail,
  listCatalogCourses,
  listCourseSitemapEntries,
  listPopularCourses,
  toCourseCard,
} from "./course-queries.server";
import { parseCatalogFilters } from "./filters";

const seedDay = new Date("2026-03-01T10:00:00Z");
const now = new Date("2026-03-02T12:00:00Z");
const database = useTestDatabase({ prepare: (db) => seedDatabase(db, seedDay) });

async function ids(query: string) {
  const rows = await listCatalogCourses(database.db, parseCatalogFilters(new URLSearchParams(query)), now);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe("catalogue list", () => {
  it("lists every course, newest first", async () => {
    const rows = await listCatalogCourses(database.db, parseCatalogFilters(new URLSearchParams()), now);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.id).toBe(106);
    expect(rows.at(-1)?.id).toBe(101);
  });

  it("filters by tab: Marketing includes digital, QHSE includes first aid, fire and driving", async () => {
    expect(await ids("tab=marketing")).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await ids("tab=qhse")).toEqual([101, 102, 103, 104, 105, 106]);
  });

  it("filters by category chip, and maps sst onto the QHSE family", async () => {
    expect(await ids("category=qhse")).toEqual([101, 102, 105]);
    expect(await ids("category=first-aid")).toEqual([103]);
    expect(await ids("category=fire")).toEqual([104]);
    expect(await ids("category=driving")).toEqual([106]);
    expect(await ids("category=marketing")).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await ids("category=sst")).toEqual([101, 102, 103, 104, 105, 106]);
    expect(await ids("tab=marketing&category=fire")).toEqual([]);
  });

  it("filters by format", async () => {
    expect(await ids("format=distanciel")).toEqual([5, 6, 7, 8, 10, 101]);
    expect(await ids("format=presentiel&tab=marketing")).toEqual([5, 7, 9, 10]);
  });

  it("searches ignoring case and accents, in both languages (more in catalog-search.test.ts)", async () => {
    const securite = await ids("q=securite");
    expect(securite).toEqual(await ids("q=SÉCURITÉ"));
    expect(securite).toEqual(expect.arrayContaining([101, 103, 104, 105, 106]));
    expect(await ids("q=incendie")).toEqual([104]);
    // Ranked: the community-management course first (the synonym "réseaux sociaux" adds course 5).
    const community = await listCatalogCourses(
      database.db,
      parseCatalogFilters(new URLSearchParams("q=Community MANAGEMENT")),
      now,
    );
    expect(community[0]?.id).toBe(6);
    expect(await ids("q=réseaux sociaux")).toContain(6);
    // English words find the same courses: both languages are searched.
    expect(await ids("q=fire safety")).toContain(104);
    expect(await ids("q=incendie&format=distanciel")).toEqual([]);
  });

  it("treats LIKE wildcards, markup and huge input as plain text", async () => {
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("q=_")).toEqual([]);
    expect(await ids(`q=${encodeURIComponent("<script>alert(1)</script>")}`)).toEqual([]);
    expect(await ids(`q=${"x".repeat(10_000)}`)).toEqual([]);
    expect(await ids("category=%3Cscript%3E")).toHaveLength(12);
  });

  it("gives each course its next scheduled session, skipping cancelled and past ones", async () => {
    const rows = await listCatalogCourses(database.db, parseCatalogFilters(new URLSearchParams()), now);
    const next = new Map(rows.map((row) => [row.id, row.nextSession?.toISOString() ?? null]));
    expect(next.get(101)).toBe("2026-03-10T08:00:00.000Z");
    // 104's only other session (day 40) is cancelled: its next one is day 16.
    expect(next.get(104)).toBe("2026-03-17T08:00:00.000Z");
    expect(next.get(8)).toBeNull();
    const card = toCourseCard(
      rows.find((row) => row.id === 101)!,
      "fr",
    );
    expect(card.price).toBe("1\u00a0890,00\u00a0€");
    expect(card.nextSession).toBe("mardi 10 mars 2026");
    expect(
      toCourseCard(
        rows.find((row) => row.id === 101)!,
        "en",
      ).price,
    ).toBe("€1,890.00");
  });
});

describe("a card's price", () => {
  it("is its next session's when that session has its own, else the course's; not a later session's", async () => {
    const rows = await listCatalogCourses(database.db, parseCatalogFilters(new URLSearchParams()), now);
    const card = (id: number) =>
      toCourseCard(
        rows.find((row) => row.id === id)!,
        "fr",
      );
    // Course 105 costs 2 299 €; its next session, 1 999 €.
    expect(card(105).nextSession).not.toBeNull();
    expect(card(105).price).toBe("1\u00a0999,00\u00a0€");
    // Course 101's next session keeps the course's price; course 8 has no session.
    expect(card(101).price).toBe("1\u00a0890,00\u00a0€");
    expect(card(8)).toMatchObject({ nextSession: null, price: "650,00\u00a0€" });
    const popular = await listPopularCourses(database.db, 8, now);
    expect(
      toCourseCard(
        popular.find((row) => row.id === 105)!,
        "en",
      ).price,
    ).toBe("€1,999.00");

    // A later, cheaper session does not change it; the course page keeps the course's own price.
    const { db } = database;
    const [first] = await db
      .select({ startsAt: trainingSessions.startsAt })
      .from(trainingSessions)
      .where(eq(trainingSessions.courseId, 102))
      .orderBy(trainingSessions.startsAt)
      .limit(1);
    await db.insert(trainingSessions).values({
      courseId: 102,
      startsAt: new Date(first!.startsAt.getTime() + 30 * 86_400_000),
      endsAt: new Date(first!.startsAt.getTime() + 31 * 86_400_000),
      format: "presentiel",
      city: "Conakry",
      country: "GN",
      timeZone: "Africa/Conakry",
      totalSeats: 10,
      priceCents: 100,
    });
    const after = await listCatalogCourses(database.db, parseCatalogFilters(new URLSearchParams()), now);
    expect(
      toCourseCard(
        after.find((row) => row.id === 102)!,
        "fr",
      ).price,
    ).not.toBe("1,00\u00a0€");
    expect((await getCourseDetail(db, 105, "fr", now))?.price).toBe("2\u00a0299,00\u00a0€");
  });
});

describe("popular courses", () => {
  it("puts featured courses first, then the newest, eight of them", async () => {
    const rows = await listPopularCourses(database.db, 8, now);
    expect(rows).toHaveLength(8);
    const featured = rows.filter((row) => row.isFeatured);
    expect(rows.slice(0, featured.length).every((row) => row.isFeatured)).toBe(true);
    expect(rows.map((row) => row.id).slice(0, 5)).toEqual([106, 105, 5, 103, 101]);
    expect(rows[5]?.id).toBe(10);
  });
});

describe("course detail", () => {
  it("returns the course in the page's language with its trainers", async () => {
    const fr = await getCourseDetail(database.db, 101, "fr", now);
    const en = await getCourseDetail(database.db, 101, "en", now);
    expect(fr?.title).toMatch(/^Fondamentaux QHSE/);
    expect(en?.title).not.toBe(fr?.title);
    expect(fr?.trainers.length).toBeGreaterThan(0);
    expect(fr?.modules.length).toBeGreaterThan(0);
  });

  it("dates its last update from the course or its latest-changed session, whichever is later", async () => {
    const written = new Date("2024-03-12T09:00:00Z");
    const rescheduled = new Date("2026-02-20T08:00:00Z");
    await database.db.update(courses).set({ updatedAt: written }).where(eq(courses.id, 5));
    await database.db
      .update(trainingSessions)
      .set({ updatedAt: written })
      .where(eq(trainingSessions.courseId, 5));
    expect((await getCourseDetail(database.db, 5, "fr", now))?.updatedAtIso).toBe(written.toISOString());

    const [session] = await database.db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(eq(trainingSessions.courseId, 5))
      .limit(1);
    await database.db
      .update(trainingSessions)
      .set({ updatedAt: rescheduled })
      .where(eq(trainingSessions.id, session!.id));
    const course = await getCourseDetail(database.db, 5, "fr", now);
    expect(course?.updatedAtIso).toBe(rescheduled.toISOString());
    expect(course?.updatedAt).toBe("20 févr. 2026");

    // An edit through the app moves the course's own date.
    await database.db.update(courses).set({ hours: 21 }).where(eq(courses.id, 5));
    const edited = await getCourseDetail(database.db, 5, "fr", now);
    expect(new Date(edited!.updatedAtIso).getTime()).toBeGreaterThan(rescheduled.getTime());
  });

  it("returns null for an unknown course", async () => {
    expect(await getCourseDetail(database.db, 999_999, "fr", now)).toBeNull();
  });

  it("lists every course for the sitemap", async () => {
    expect((await listCourseSitemapEntries(database.db)).map((row) => row.id)).toHaveLength(12);
  });
});
