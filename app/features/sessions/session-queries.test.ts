import { describe, expect, it } from "vitest";
import { registrations } from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { listUpcomingSessions, toSessionView } from "./session-queries.server";

const seedDay = new Date("2026-03-01T10:00:00Z");
const now = new Date("2026-03-02T12:00:00Z");
const database = useTestDatabase({ prepare: (db) => seedDatabase(db, seedDay) });

describe("upcoming sessions", () => {
  it("lists scheduled sessions to come, soonest first, never cancelled or past ones", async () => {
    const rows = await listUpcomingSessions(database.db, { now });
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const later = await listUpcomingSessions(database.db, { now: new Date("2026-03-14T12:00:00Z") });
    expect(later.map((row) => row.id)).not.toContain(1);
    expect(later.map((row) => row.id)).not.toContain(2);
  });

  it("limits and filters by course", async () => {
    expect(await listUpcomingSessions(database.db, { now, limit: 3 })).toHaveLength(3);
    expect((await listUpcomingSessions(database.db, { now, courseId: 101 })).map((row) => row.id)).toEqual([
      1, 8,
    ]);
  });

  it("computes seats left from the registrations that hold a seat", async () => {
    const rows = await listUpcomingSessions(database.db, { now });
    const byId = new Map(rows.map((row) => [row.id, toSessionView(row, "fr")]));
    expect(byId.get(1)).toMatchObject({ seatsLeft: 16, totalSeats: 20, availability: "available" });
    expect(byId.get(2)).toMatchObject({ seatsLeft: 1, totalSeats: 12, availability: "almost-full" });
    expect(byId.get(3)).toMatchObject({ seatsLeft: 0, availability: "full" });

    // A cancelled or failed registration frees its seat; a new pending one takes one.
    const base = {
      courseId: 101,
      sessionId: 1,
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: "+224620000000",
    };
    await database.db.insert(registrations).values([
      { ...base, userId: "u-cancelled", paymentStatus: "cancelled" },
      { ...base, userId: "u-failed", paymentStatus: "failed" },
      { ...base, userId: "u-pending", paymentStatus: "pending" },
    ]);
    const [first] = await listUpcomingSessions(database.db, { now, courseId: 101, limit: 1 });
    expect(first && toSessionView(first, "fr").seatsLeft).toBe(15);
  });

  it("formats date, Conakry time, place and price in both languages", async () => {
    const rows = await listUpcomingSessions(database.db, { now });
    const four = rows.find((row) => row.id === 4)!;
    expect(toSessionView(four, "fr")).toMatchObject({
      startDate: "dimanche 22 mars 2026",
      endDate: "jeudi 26 mars 2026",
      time: "08:00 – 17:00",
      price: "1\u00a0999,00\u00a0€",
      place: { city: "Conakry", country: "Guinée" },
    });
    expect(toSessionView(four, "en")).toMatchObject({ price: "€1,999.00", place: { country: "Guinea" } });
    // No override: the course's price.
    const one = rows.find((row) => row.id === 1)!;
    expect(toSessionView(one, "en").price).toBe("€1,890.00");
    const remote = rows.find((row) => row.id === 5)!;
    expect(toSessionView(remote, "fr").place).toBeNull();
    const lyon = rows.find((row) => row.id === 8)!;
    expect(toSessionView(lyon, "fr").place?.country).toBe("France");
    const oneDay = rows.find((row) => row.id === 3)!;
    expect(toSessionView(oneDay, "fr").endDate).toBeNull();
  });
});
