import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, usingPostgres, type TestDatabase } from "../tests/helpers/test-database";

/*
 * The database's notifications, on PGlite and on PostgreSQL: delivered when the notifying
 * transaction commits, never for one rolled back, and (PostgreSQL) again after the listening
 * connection was cut.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const notify = (channel: string) => sql.raw(`NOTIFY ${channel}`);

describe("listening for notifications", () => {
  it("hears a committed NOTIFY, not one rolled back; stops hearing once unlistened", async () => {
    let heard = 0;
    const unlisten = await database.listen("test_channel", () => heard++);
    // Connecting may itself report once (work queued while nobody listened): count from here.
    const start = heard;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(notify("test_channel"));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => tx.execute(notify("test_channel")));
    await expect.poll(() => heard - start).toBe(1);
    await unlisten();
    await database.db.execute(notify("test_channel"));
    await database.ping();
    expect(heard - start).toBe(1);
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(database.listen("x; DROP TABLE user", () => {})).rejects.toThrow(/bad channel name/);
  });

  it.skipIf(!usingPostgres)(
    "PostgreSQL: listens again after its connection is cut",
    async () => {
      let heard = 0;
      const unlisten = await database.listen("test_again", () => heard++);
      try {
        await database.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE query = 'LISTEN test_again' AND pid <> pg_backend_pid()`,
        );
        await expect.poll(() => heard, { timeout: 3_000 }).toBeGreaterThanOrEqual(1);
        const before = heard;
        // Reconnected a few seconds later: a new NOTIFY is heard.
        await expect
          .poll(
            async () => {
              await database.db.execute(notify("test_again"));
              return heard > before + 1;
            },
            { timeout: 15_000, interval: 500 },
          )
          .toBe(true);
      } finally {
        await unlisten();
      }
    },
    30_000,
  );
});
