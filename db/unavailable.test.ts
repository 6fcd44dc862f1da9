import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestDatabase } from "../tests/helpers/test-database";
import { openDatabase } from "./database";
import { isDatabaseUnavailable } from "./unavailable";

const database = useTestDatabase();

function withCode(code: string, message = "failed"): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01 admin shutdown", withCode("57P01", "terminating connection due to administrator command")],
    ["57P02 crash shutdown", withCode("57P02")],
    ["57P03 cannot connect now", withCode("57P03", "the database system is shutting down")],
    ["08006 connection failure", withCode("08006")],
    ["08001 cannot establish", withCode("08001")],
    ["53300 too many connections", withCode("53300")],
    ["53100 disk full", withCode("53100", 'could not extend file "base/5/16384": No space left on device')],
    ["53200 out of memory", withCode("53200")],
    ["ENOSPC", withCode("ENOSPC", "ENOSPC: no space left on device, write")],
    ["ECONNREFUSED", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["ECONNRESET", withCode("ECONNRESET", "read ECONNRESET")],
    ["a connection that ended", new Error("Connection terminated unexpectedly")],
    ["pg-pool's connection time-out", new Error("timeout exceeded when trying to connect")],
    ["a broken client", new Error("Client has encountered a connection error and is not queryable")],
  ])("%s is an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // As Drizzle reports it: a query error whose cause is the driver's.
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: error }))).toBe(true);
  });

  it("sees through an AggregateError (a host with several addresses)", () => {
    const refused = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a missing table", withCode("42P01")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["a thrown string", "Connection terminated"],
    ["nothing", undefined],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("tells a real refused connection from a real bad query", async () => {
    const unreachable = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" });
    const refused = await unreachable.db.execute(sql`select 1`).catch((error: unknown) => error);
    await unreachable.close();
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const wrong = await database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
  });
});
