import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rateLimits } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import {
  clientKey,
  consumeLimit,
  minutesLeft,
  removeExpiredLimits,
  type LimitRule,
} from "./rate-limit.server";

const rule: LimitRule = { name: "test", points: 5, durationSeconds: 600 };

const database = useTestDatabase({ emptyBeforeEach: [rateLimits] });

describe("consumeLimit", () => {
  it("allows 5 actions per window and refuses the 6th with the time left", async () => {
    for (let i = 0; i < 5; i++)
      expect(await consumeLimit(database.db, rule, "1.2.3.4")).toEqual({ allowed: true });
    const refused = await consumeLimit(database.db, rule, "1.2.3.4");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(minutesLeft(refused.retryAfterSeconds)).toBe(10);
    }
    // Another address has its own counter.
    expect(await consumeLimit(database.db, rule, "5.6.7.8")).toEqual({ allowed: true });
  });

  it("keeps counting in the database, so a restarted process still refuses", async () => {
    for (let i = 0; i < 5; i++) await consumeLimit(database.db, rule, "9.9.9.9");
    const [row] = await database.db.select().from(rateLimits);
    expect(row).toMatchObject({ key: "test:9.9.9.9", points: 5 });
    // A fresh copy of the module: no in-memory state left from the first one.
    vi.resetModules();
    const fresh = await import("./rate-limit.server");
    expect((await fresh.consumeLimit(database.db, rule, "9.9.9.9")).allowed).toBe(false);
  });

  it("allows again once the window is over", async () => {
    for (let i = 0; i < 6; i++) await consumeLimit(database.db, rule, "7.7.7.7");
    await database.db.update(rateLimits).set({ expire: sql`now() - interval '1 second'` });
    expect(await consumeLimit(database.db, rule, "7.7.7.7")).toEqual({ allowed: true });
  });

  it("counts concurrent requests exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeLimit(database.db, rule, "8.8.8.8")),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe("removeExpiredLimits", () => {
  it("deletes the counters whose window ended over an hour ago, and only those", async () => {
    const now = new Date("2027-01-10T12:00:00Z");
    await database.db.insert(rateLimits).values([
      { key: "test:old", points: 3, expire: new Date("2027-01-10T10:59:59Z") },
      { key: "test:recent", points: 3, expire: new Date("2027-01-10T11:30:00Z") },
      { key: "test:live", points: 1, expire: new Date("2027-01-10T12:05:00Z") },
    ]);
    expect(await removeExpiredLimits(database.db, now)).toBe(1);
    const left = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual(["test:live", "test:recent"]);
  });
});

describe("clientKey", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:0db8:0000:0001::5")).toBe(clientKey("2001:db8:0:1:ffff::9"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("unknown")).toBe("unknown");
  });
});
