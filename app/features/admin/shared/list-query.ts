/**
 * The pieces of a back-office list's state in the URL (sort, page, the address of a list with its
 * parameters), for the loaders (through a list's definition, admin-list.ts) and the pages' links.
 * Anything malformed is the default: a list never fails because of a hand-edited address.
 */

export type SortDirection = "asc" | "desc";

export interface ListSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** The requested page, 1 when missing or malformed. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** One of the allowed values, or null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** `?sort=column&dir=asc|desc`, limited to the columns a list can sort by. */
export function sortFrom<Column extends string>(
  url: URL,
  columns: readonly Column[],
  fallback: ListSort<Column>,
): ListSort<Column> {
  const column = oneOf(columns, url.searchParams.get("sort"));
  if (!column) return fallback;
  const direction = url.searchParams.get("dir") === "desc" ? "desc" : "asc";
  return { column, direction };
}

/** Which page to show and where it starts, once the total is known (a page past the end shows the last). */
export function pageWindow(total: number, requested: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/** The list's address with these parameters; empty, null and page 1 values are left out. */
export function listHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    if (name === "page" && Number(value) <= 1) continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
