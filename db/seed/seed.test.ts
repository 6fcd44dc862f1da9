import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { useTestDatabase } from "../../tests/helpers/test-database";
import { account, courses, courseTrainers, registrations, trainers, trainingSessions, user } from "../schema";
import { seedCatalog, seedDatabase, seedDemoData, seedIfEmpty } from "./index";

const database = useTestDatabase();

async function snapshot() {
  const { db } = database;
  return {
    trainers: await db.select().from(trainers).orderBy(asc(trainers.id)),
    courses: await db.select().from(courses).orderBy(asc(courses.id)),
    courseTrainers: await db.select().from(courseTrainers),
    sessions: await db.select().from(trainingSessions).orderBy(asc(trainingSessions.id)),
    registrations: await db.select().from(registrations).orderBy(asc(registrations.id)),
  };
}

describe("seed", () => {
  const day = new Date("2026-03-01T10:00:00Z");

  it("without demo data (a deployment): the built-in catalogue only, once", async () => {
    expect(await seedIfEmpty(database.db, { demo: false, today: day })).toEqual({
      catalog: true,
      posts: ["news", "blog", "career"],
      questionnaires: true,
      demo: false,
    });
    const first = await snapshot();
    expect(first.courses.map((course) => course.id)).toEqual([
      5, 6, 7, 8, 9, 10, 101, 102, 103, 104, 105, 106,
    ]);
    expect(first.trainers).toHaveLength(4);
    expect(first.courseTrainers.length).toBeGreaterThanOrEqual(first.courses.length);
    expect(first.sessions).toEqual([]);
    expect(first.registrations).toEqual([]);

    expect(await seedIfEmpty(database.db, { demo: false, today: day })).toEqual({
      catalog: false,
      posts: [],
      questionnaires: false,
      demo: false,
    });
    await seedCatalog(database.db);
    expect(await snapshot()).toEqual(first);
  });

  it("with demo data: sample sessions and attendees beside the catalogue, once", async () => {
    const catalog = await snapshot();
    expect(await seedIfEmpty(database.db, { demo: true, today: day })).toEqual({
      catalog: false,
      posts: [],
      questionnaires: false,
      demo: true,
    });
    const first = await snapshot();
    expect(first.courses).toEqual(catalog.courses);
    expect(first.sessions.length).toBeGreaterThanOrEqual(12);
    expect(first.registrations.length).toBeGreaterThan(0);
    // Demo attendees are accounts without a password: nobody can sign in with them.
    const people = await database.db.select().from(user);
    expect(people.map((person) => person.id).sort()).toEqual(
      [...new Set(first.registrations.map((registration) => registration.userId))].sort(),
    );
    expect(await database.db.select().from(account)).toEqual([]);
    // A full session with a waiting list, in order of arrival.
    const third = first.registrations.filter((registration) => registration.sessionId === 3);
    expect(third.filter((registration) => registration.status === "confirmed")).toHaveLength(15);
    expect(third.filter((registration) => registration.status === "waitlisted").map((r) => r.id)).toEqual([
      316, 317,
    ]);
    // Each demo registration stores its price as the site's own do: the session's, else the course's.
    for (const registration of first.registrations) {
      const session = first.sessions.find((row) => row.id === registration.sessionId)!;
      const course = first.courses.find((row) => row.id === registration.courseId)!;
      const [cents, currency, source] =
        session.priceCents !== null
          ? [session.priceCents, session.currency, "session"]
          : course.priceCents !== null
            ? [course.priceCents, course.currency, "course"]
            : [null, null, null];
      expect([registration.priceCents, registration.priceCurrency, registration.priceSource]).toEqual([
        cents,
        currency,
        source,
      ]);
    }
    expect(first.registrations.some((registration) => registration.priceSource === "session")).toBe(true);
    // Sessions in France are on Paris time, the others on Conakry's.
    expect(first.sessions.find((session) => session.id === 8)?.timeZone).toBe("Europe/Paris");
    expect(first.sessions.find((session) => session.id === 1)?.timeZone).toBe("Africa/Conakry");

    expect(await seedIfEmpty(database.db, { demo: true, today: day })).toEqual({
      catalog: false,
      posts: [],
      questionnaires: false,
      demo: false,
    });
    await seedDatabase(database.db, new Date("2026-04-15T10:00:00Z"));
    expect(await snapshot()).toEqual(first);
  });

  it("dates sessions from the seed day and keeps identities past the seeded ids", async () => {
    const [session] = await database.db
      .select()
      .from(trainingSessions)
      .orderBy(asc(trainingSessions.id))
      .limit(1);
    expect(session?.startsAt.toISOString()).toBe("2026-03-10T08:00:00.000Z");
    const [created] = await database.db
      .insert(trainers)
      .values({
        name: "New",
        title: { fr: "t", en: "t" },
        experience: { fr: "e", en: "e" },
        bio: { fr: "b", en: "b" },
      })
      .returning({ id: trainers.id });
    expect(created?.id).toBeGreaterThan(4);
    const [sessionId] = await database.db
      .insert(trainingSessions)
      .values({
        courseId: 101,
        format: "distanciel",
        totalSeats: 5,
        startsAt: new Date("2027-01-10T08:00:00Z"),
        endsAt: new Date("2027-01-10T17:00:00Z"),
      })
      .returning({ id: trainingSessions.id });
    expect(sessionId?.id).toBeGreaterThan(14);
  });

  it("refuses nonsense: negative seats, an end before the start, a negative price", async () => {
    const base = { courseId: 101, format: "presentiel" as const, city: "Conakry", totalSeats: 10 };
    const start = new Date("2027-01-10T08:00:00Z");
    const end = new Date("2027-01-10T17:00:00Z");
    await expect(
      database.db.insert(trainingSessions).values({ ...base, startsAt: start, endsAt: end, totalSeats: -1 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(trainingSessions).values({ ...base, startsAt: end, endsAt: start }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(trainingSessions).values({ ...base, startsAt: start, endsAt: end, priceCents: -5 }),
    ).rejects.toThrow();
  });
});

describe("demo data on a catalogue staff have changed", () => {
  const edited = useTestDatabase();

  it("skips the sessions of a course that was removed", async () => {
    await seedCatalog(edited.db);
    await edited.db.delete(courses).where(eq(courses.id, 103));
    await seedDemoData(edited.db, new Date("2026-03-01T10:00:00Z"));
    const sessions = await edited.db.select({ courseId: trainingSessions.courseId }).from(trainingSessions);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((session) => session.courseId)).not.toContain(103);
  });
});
