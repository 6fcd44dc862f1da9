import { z } from "zod";
import { pageFrom, sortFrom, type ListSort } from "./list-query";

/*
 * One definition per back-office list: which filters it reads from the URL (a Zod schema per
 * query parameter), which columns it sorts by and in which order by default, and how it pages.
 * The loader reads the list's state with it, the page writes its links from what it gives back,
 * so the address always says what the list shows and can be bookmarked, shared and reloaded.
 *
 * A list never fails because of a hand-edited address: every filter's schema ends with a catch
 * (its fallback, null for "no filter"), an unknown sort is the default one, a malformed page
 * is the first, a malformed cursor is no cursor.
 */

/** A filter: one query parameter's schema, with the value it falls back to (missing or malformed). */
export type ListFilter = z.ZodCatch<z.ZodType>;
type FilterShape = Record<string, ListFilter>;
export type ListFilters<Shape extends FilterShape> = { [Name in keyof Shape]: z.output<Shape[Name]> };

/** A day that exists (YYYY-MM-DD): 2026-02-30 is not one. */
function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The kinds of filters the lists use; each reads a query parameter's text (null when absent). */
export const listFilter = {
  /** A positive integer id (`?course=12`); `1 OR 1`, `0` or `1.5` are no filter. */
  id: () =>
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .pipe(z.number().int().positive())
      .nullable()
      .catch(null),
  /** A search text, trimmed, of at most `max` characters (a longer one is no filter). */
  text: (max = 200) => z.string().trim().min(1).max(max).nullable().catch(null),
  /** A calendar day, YYYY-MM-DD. */
  day: () =>
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine(isDay)
      .nullable()
      .catch(null),
  /** One of the allowed values, spelled exactly. */
  oneOf: <const Values extends readonly [string, ...string[]]>(values: Values) =>
    z.enum(values).nullable().catch(null),
  /** One of the allowed values, `fallback` when absent or unknown (a list showing active rows by default). */
  oneOfOr: <const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]) =>
    z.enum(values).catch(fallback),
  /** A checkbox: `1` is on, anything else off. */
  flag: () =>
    z
      .literal("1")
      .transform(() => true)
      .catch(false),
};

/** How a list pages: numbered pages, or (an unbounded list) a cursor on its sort order. */
export type ListPaging = "pages" | "keyset";

/**
 * Where a keyset page starts: after or before the row whose sort keys are `keys` (their text,
 * as the database wrote them; the server checks each against its key's type before using it).
 */
export interface ListCursor {
  direction: "after" | "before";
  keys: string[];
}

/** A cursor in the URL: its keys as JSON, in base64url (nothing to escape, opaque to the eye). */
export function encodeCursor(keys: readonly string[]): string {
  return Buffer.from(JSON.stringify(keys), "utf8").toString("base64url");
}

const cursorKeys = z.array(z.string().max(200)).min(1).max(8);

/** A cursor's keys, or null for anything that is not one this list wrote. */
export function decodeCursor(text: string | null): string[] | null {
  if (!text || text.length > 2_000 || !/^[\w-]+$/.test(text)) return null;
  try {
    const parsed = cursorKeys.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ListDefinition<Shape extends FilterShape, Column extends string, Paging extends ListPaging> {
  filters: Shape;
  sort: { columns: readonly Column[]; default: ListSort<Column> };
  pageSize: number;
  paging: Paging;
}

/** What a list shows, read from its URL. */
export type ListState<Shape extends FilterShape, Column extends string, Paging extends ListPaging> = {
  filters: ListFilters<Shape>;
  sort: ListSort<Column>;
} & (Paging extends "keyset" ? { cursor: ListCursor | null } : { page: number });

export interface AdminList<
  Shape extends FilterShape,
  Column extends string,
  Paging extends ListPaging,
> extends ListDefinition<Shape, Column, Paging> {
  /** The filters alone (a CSV export reads them, and the sort, without the paging). */
  filtersFrom(url: URL): ListFilters<Shape>;
  /** Filters, sort and page or cursor. */
  read(url: URL): ListState<Shape, Column, Paging>;
  /** The filters as query parameters, fallbacks left out: what the page's links carry. */
  params(filters: ListFilters<Shape>): Record<string, string>;
}

/** A back-office list's definition, with the functions that read and write its state. */
export function defineAdminList<Shape extends FilterShape, Column extends string, Paging extends ListPaging>(
  definition: ListDefinition<Shape, Column, Paging>,
): AdminList<Shape, Column, Paging> {
  const names = Object.keys(definition.filters) as (keyof Shape & string)[];
  // What each filter is when its parameter is absent: the links leave such a value out.
  const fallbacks = Object.fromEntries(
    names.map((name) => [name, definition.filters[name]!.parse(null)]),
  ) as ListFilters<Shape>;
  const filtersFrom = (url: URL) =>
    Object.fromEntries(
      names.map((name) => [name, definition.filters[name]!.parse(url.searchParams.get(name))]),
    ) as ListFilters<Shape>;
  return {
    ...definition,
    filtersFrom,
    read(url) {
      const filters = filtersFrom(url);
      const sort = sortFrom(url, definition.sort.columns, definition.sort.default);
      if (definition.paging === "pages")
        return { filters, sort, page: pageFrom(url) } as unknown as ListState<Shape, Column, Paging>;
      const after = decodeCursor(url.searchParams.get("after"));
      const before = after ? null : decodeCursor(url.searchParams.get("before"));
      const cursor: ListCursor | null = after
        ? { direction: "after", keys: after }
        : before
          ? { direction: "before", keys: before }
          : null;
      return { filters, sort, cursor } as unknown as ListState<Shape, Column, Paging>;
    },
    params(filters) {
      const params: Record<string, string> = {};
      for (const name of names) {
        const value: unknown = filters[name];
        if (value === null || value === undefined || value === fallbacks[name]) continue;
        params[name] = value === true ? "1" : String(value);
      }
      return params;
    },
  };
}
