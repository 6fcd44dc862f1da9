import { describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { useTestDatabase } from "../../tests/helpers/test-database";
import { courses, courseTrainers, registrations, trainers, trainingSessions } from "../schema";
import { seedDatabase, seedIfEmpty } from "./index";

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
  it("loads the built-in catalogue once, and a second run changes nothing", async () => {
    const day = new Date("2026-03-01T10:00:00Z");
    expect(await seedIfEmpty(database.db, day)).toBe(true);
    const first = await snapshot();
    expect(first.courses.map((course) => course.id)).toEqual([5, 6, 7, 8, 9, 10, 101, 102, 103, 104, 105, 106]);
    expect(first.trainers).toHaveLength(4);
    expect(first.sessions.length).toBeGreaterThanOrEqual(12);

    await seedDatabase(database.db, new Date("2026-04-15T10:00:00Z"));
    expect(await seedIfEmpty(database.db, day)).toBe(false);
    expect(await snapshot()).toEqual(first);
  });

  it("dates sessions from the seed day and keeps identities past the seeded ids", async () => {
    const [session] = await database.db.select().from(trainingSessions).orderBy(asc(trainingSessions.id)).limit(1);
    expect(session?.startsAt.toISOString()).toBe("2026-03-10T08:00:00.000Z");
    const [created] = await database.db
      .insert(trainers)
      .values({ name: "New", title: { fr: "t", en: "t" }, experience: { fr: "e", en: "e" }, bio: { fr: "b", en: "b" } })
      .returning({ id: trainers.id });
    expect(created?.id).toBeGreaterThan(4);
  });

  it("refuses nonsense: negative seats, an end before the start, a negative price", async () => {
    const base = { courseId: 101, format: "presentiel" as const, city: "Conakry", totalSeats: 10 };
    const start = new Date("2027-01-10T08:00:00Z");
    const end = new Date("2027-01-10T17:00:00Z");
    await expect(database.db.insert(trainingSessions).values({ ...base, startsAt: start, endsAt: end, totalSeats: -1 })).rejects.toThrow();
    await expect(database.db.insert(trainingSessions).values({ ...base, startsAt: end, endsAt: start })).rejects.toThrow();
    await expect(database.db.insert(trainingSessions).values({ ...base, startsAt: start, endsAt: end, priceCents: -5 })).rejects.toThrow();
  });
});
