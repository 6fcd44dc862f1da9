import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../tests/helpers/scratch-postgres";
import { usingPostgres } from "../tests/helpers/test-database";
import { maxPreparedPerConnection, statementName, StatementCachingClient } from "./statement-cache";
import { openDatabase, type DatabaseHandle } from "./database";

describe("statementName", () => {
  it("is the same for the same text and differs between texts", () => {
    expect(statementName("select $1::int")).toBe(statementName("select $1::int"));
    expect(statementName("select $1::int")).not.toBe(statementName("select $1::text"));
    expect(statementName("select $1::int")).toMatch(/^s_[0-9a-f]{24}$/);
  });
});

// Prepared statements are a PostgreSQL server's: PGlite has no pool and no connections.
describe.runIf(usingPostgres)("StatementCachingClient on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase("statements");
    client = new StatementCachingClient({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  // Without parameters, so this query itself is never prepared.
  const prepared = () =>
    client.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements");

  it("prepares a query with parameters once and answers it every time", async () => {
    const text = "select $1::int + 1 as n";
    const first = await client.query({ text, values: [1] });
    const second = await client.query({ text }, [41]);
    expect(first.rows).toEqual([{ n: 2 }]);
    expect(second.rows).toEqual([{ n: 42 }]);
    const rows = (await prepared()).rows.filter((row) => row.statement === text);
    expect(rows).toEqual([{ name: statementName(text), statement: text }]);
  });

  it("leaves queries without parameters unprepared, so several statements still run at once", async () => {
    await client.query("create table t (n int); insert into t values (1)");
    const result = await client.query("select count(*)::int as c from t");
    expect(result.rows).toEqual([{ c: 1 }]);
    expect((await prepared()).rows.some((row) => row.statement.includes("from t"))).toBe(false);
  });

  it("keeps an explicitly named statement's own name", async () => {
    await client.query({ name: "mine", text: "select $1::text as s", values: ["a"] });
    expect((await prepared()).rows.map((row) => row.name)).toContain("mine");
  });

  it("stops preparing past its bound and still answers", async () => {
    const before = (await prepared()).rows.length;
    for (let i = 0; i < maxPreparedPerConnection + 20; i++) {
      const result = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(result.rows[0]).toEqual({ n: 1 + i });
    }
    const after = (await prepared()).rows.filter((row) => row.name.startsWith("s_")).length;
    expect(after).toBe(maxPreparedPerConnection);
    expect(after).toBeGreaterThan(before);
  });
});

describe.runIf(usingPostgres)("the app's PostgreSQL pool", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase("statements_pool");
    handle = await openDatabase({ kind: "postgres", url: scratch.url });
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it("prepares Drizzle's queries, inside transactions too", async () => {
    type Rows = { rows: Array<Record<string, unknown>> };
    const query = async (n: number) =>
      (await handle.db.execute(sql`select ${n}::int as n, count(*) from pg_prepared_statements`)) as unknown as Rows;
    await query(1);
    // A statement is listed from its parse on, so this query sees itself once it is prepared.
    const result = (await handle.db.transaction(async (tx) =>
      tx.execute(sql`select count(*)::int as c from pg_prepared_statements where name like ${"s\\_%"}`),
    )) as unknown as Rows;
    expect(Number(result.rows[0]?.c)).toBeGreaterThanOrEqual(1);
    expect((await query(2)).rows[0]).toMatchObject({ n: 2 });
  });
});
