import { describe, expect, it } from "vitest";
import { registrations, user } from "../../../db/schema";
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

    // Cancelled, expired and waitlisted registrations hold no seat; confirmed and offered ones do.
    const base = {
      courseId: 101,
      sessionId: 1,
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: "+224620000000",
    };
    const people = ["u-cancelled", "u-expired", "u-waiting", "u-confirmed", "u-offered"];
    await database.db.insert(user).values(people.map((id) => ({ id, name: id, email: `${id}@example.com` })));
    await database.db.insert(registrations).values([
      { ...base, userId: "u-cancelled", status: "cancelled" },
      { ...base, userId: "u-expired", status: "expired", paymentStatus: "failed" },
      { ...base, userId: "u-waiting", status: "waitlisted" },
      { ...base, userId: "u-confirmed", status: "confirmed" },
      { ...base, userId: "u-offered", status: "offered", offerExpiresAt: new Date("2026-03-03T12:00:00Z") },
    ]);
    const [first] = await listUpcomingSessions(database.db, { now, courseId: 101, limit: 1 });
    expect(first && toSessionView(first, "fr").seatsLeft).toBe(14);
  });

  it("formats date, time in the session's own zone, place and price in both languages", async () => {
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
    // Lyon is on Paris time: 09:00 to 17:00 there, in winter UTC+1 (the seed day + 44 days, April: UTC+2).
    expect(toSessionView(lyon, "fr")).toMatchObject({
      time: "09:00 – 17:00",
      zone: { id: "Europe/Paris", city: "Paris", offset: "UTC+2" },
    });
    expect(toSessionView(four, "en").zone).toEqual({ id: "Africa/Conakry", city: "Conakry", offset: "GMT" });
    const oneDay = rows.find((row) => row.id === 3)!;
    expect(toSessionView(oneDay, "fr").endDate).toBeNull();
  });
});
