import { asc, count, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../../../../db/database";
import { encodeCursor, type ListCursor } from "./admin-list";
import { pageWindow, type SortDirection } from "./list-query";

/*
 * How the back-office's lists page in the database. Bounded lists (courses, trainers, people,
 * sessions, the inbox) take numbered pages (OFFSET). Unbounded ones (registrations, the audit
 * log) page by keyset: a page starts after (or before) the sort keys of a row, so the database
 * reads its index from there instead of counting its way through every row before the page, and
 * a row added meanwhile never shifts a page onto rows already seen.
 */

/** How many rows of `table` the filters keep. */
export async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** One page of numbered pages, once the total is known (a page past the end shows the last). */
export async function offsetPage<Row>({
  total,
  page: requested,
  pageSize,
  rows,
}: {
  total: Promise<number>;
  page: number;
  pageSize: number;
  rows: (limit: number, offset: number) => Promise<Row[]>;
}) {
  const counted = await total;
  const { page, pageCount, offset } = pageWindow(counted, requested, pageSize);
  return { rows: await rows(pageSize, offset), total: counted, page, pageCount };
}

/** What a sort key's value is, for the cursor: text, an instant, or a whole number. */
type KeyType = "text" | "timestamp" | "integer";

/** One key of a keyset sort: an expression that is never null, and its type. */
export interface SortKey {
  expression: SQL | AnyColumn;
  type: KeyType;
}

export const sortKey = {
  text: (expression: SQL | AnyColumn): SortKey => ({ expression, type: "text" }),
  timestamp: (expression: SQL | AnyColumn): SortKey => ({ expression, type: "timestamp" }),
  integer: (expression: SQL | AnyColumn): SortKey => ({ expression, type: "integer" }),
};

/** An instant as the keys write it (microseconds, UTC) that is a real one (no 30th of February). */
function isInstant(text: string): boolean {
  const [date = "", time = ""] = text.slice(0, 19).split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute, second] = time.split(":").map(Number);
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** What a key's value in a cursor must look like before it reaches the database as that type. */
const keyValues: Record<KeyType, z.ZodType<string>> = {
  text: z.string(),
  integer: z.string().regex(/^-?\d{1,15}$/),
  timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine(isInstant),
};

/** A key's value as text, the same whatever the session's time zone and date style. */
function keyText(key: SortKey): SQL {
  if (key.type === "timestamp")
    return sql`to_char(${key.expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql`(${key.expression})::text`;
}

/** A cursor's value, back in the key's type. */
function keyValue(key: SortKey, value: string): SQL {
  if (key.type === "timestamp") return sql`${value}::timestamptz`;
  return key.type === "integer" ? sql`${value}::bigint` : sql`${value}::text`;
}

/** What a list's query gets: the keys' texts to select (as `cursorKeys`), the cursor's condition, the order, the limit. */
export interface KeysetQuery {
  cursorKeys: SQL<string[]>;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

/** A keyset-paged list's sort: its keys (a unique one last, so no two rows tie) in one direction. */
export interface KeysetSort<Row> {
  keys: readonly SortKey[];
  direction: SortDirection;
  /** The list's query, filtered, with what KeysetQuery adds. */
  rows: (query: KeysetQuery) => Promise<(Row & { cursorKeys: string[] })[]>;
}

/** A cursor this sort can use: as many keys as it has, each of its type; otherwise none. */
function validKeys(sort: KeysetSort<unknown>, cursor: ListCursor | null): string[] | null {
  if (!cursor || cursor.keys.length !== sort.keys.length) return null;
  return sort.keys.every((key, index) => keyValues[key.type].safeParse(cursor.keys[index]).success)
    ? cursor.keys
    : null;
}

function readers<Row>(sort: KeysetSort<Row>) {
  const expressions = sql.join(
    sort.keys.map((key) => sql`${key.expression}`),
    sql`, `,
  );
  const cursorKeys = sql<string[]>`json_build_array(${sql.join(sort.keys.map(keyText), sql`, `)})`;
  /** Rows after (in the sort's direction) or before the keys, nearest first. */
  const read = (side: "after" | "before" | null, keys: readonly string[] | null, limit: number) => {
    const forward = side !== "before";
    const ascending = (sort.direction === "asc") === forward;
    const values = keys
      ? sql.join(
          sort.keys.map((key, index) => keyValue(key, keys[index]!)),
          sql`, `,
        )
      : null;
    const where = values
      ? ascending
        ? sql`(${expressions}) > (${values})`
        : sql`(${expressions}) < (${values})`
      : undefined;
    const way = ascending ? asc : desc;
    return sort.rows({
      cursorKeys,
      where,
      orderBy: sort.keys.map((key) => way(key.expression)),
      limit,
    });
  };
  return read;
}

/** The rows as the list shows them, without the keys their cursors were made of. */
function withoutKeys<Row>(rows: (Row & { cursorKeys: string[] })[]): Row[] {
  return rows.map(({ cursorKeys, ...row }) => {
    void cursorKeys;
    return row as Row;
  });
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The cursors of the neighbouring pages (for `?before=` and `?after=`), null at either end. */
  previous: string | null;
  next: string | null;
}

/**
 * One page of a keyset-paged list: the first one, the one after or before a cursor. A cursor
 * past the end shows the last page, one before the start the first: a list never shows an
 * empty page while it has rows.
 */
export async function keysetPage<Row>(
  sort: KeysetSort<Row>,
  requested: ListCursor | null,
  pageSize: number,
): Promise<KeysetPage<Row>> {
  const read = readers(sort);
  const keys = validKeys(sort as KeysetSort<unknown>, requested);
  const side = keys ? requested!.direction : null;
  /** Whether anything lies beyond a row: one indexed row. */
  const beyond = async (way: "after" | "before", row: { cursorKeys: string[] } | undefined) =>
    row ? (await read(way, row.cursorKeys, 1)).length > 0 : false;
  /** The page of these rows; `known` says what the read that found them already tells. */
  const pageOf = async (
    rows: (Row & { cursorKeys: string[] })[],
    known: { before?: boolean; after?: boolean },
  ): Promise<KeysetPage<Row>> => {
    const first = rows[0];
    const last = rows.at(-1);
    const [before, after] = await Promise.all([
      known.before ?? beyond("before", first),
      known.after ?? beyond("after", last),
    ]);
    return {
      rows: withoutKeys(rows),
      previous: first && before ? encodeCursor(first.cursorKeys) : null,
      next: last && after ? encodeCursor(last.cursorKeys) : null,
    };
  };
  // One row more than the page says whether there is more that way.
  if (side === "after") {
    const rows = await read("after", keys, pageSize + 1);
    if (rows.length) return pageOf(rows.slice(0, pageSize), { after: rows.length > pageSize });
    // Past the end: the last page, read backwards from the end.
    const last = await read("before", null, pageSize + 1);
    return pageOf(last.slice(0, pageSize).reverse(), { before: last.length > pageSize, after: false });
  }
  if (side === "before") {
    const rows = await read("before", keys, pageSize + 1);
    // Near the start, a short page is the first one, whole.
    if (rows.length >= pageSize)
      return pageOf(rows.slice(0, pageSize).reverse(), { before: rows.length > pageSize });
  }
  const rows = await read(null, null, pageSize + 1);
  return pageOf(rows.slice(0, pageSize), { before: false, after: rows.length > pageSize });
}

/**
 * Every row of a keyset-sorted list, a batch at a time, each batch read after the last row of
 * the one before (an export reads the whole list without holding it, nor skipping through
 * OFFSETs that grow with every batch).
 */
export async function* keysetBatches<Row>(sort: KeysetSort<Row>, batchSize: number): AsyncGenerator<Row[]> {
  const read = readers(sort);
  let keys: string[] | null = null;
  for (;;) {
    const batch = await read(keys ? "after" : null, keys, batchSize);
    if (!batch.length) return;
    keys = batch.at(-1)!.cursorKeys;
    yield withoutKeys(batch);
    if (batch.length < batchSize) return;
  }
}
