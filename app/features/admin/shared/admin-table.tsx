import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { ListSort, SortDirection } from "./list-query";

export interface AdminColumn<Row> {
  /** Stable key; also the value of `?sort=` when the column sorts. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column sorts on the server (its key is accepted by the list's sortFrom). */
  sortable?: boolean;
  /** Keep the cell on one line (dates, amounts). */
  nowrap?: boolean;
}

export interface AdminTableProps<Row> {
  /** Id of the heading that names the table (the scroll region and the table share it). */
  labelledBy: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The list's current sort and the address of a sort, for sortable columns. */
  sort?: ListSort<string>;
  sortHref?: (column: string, direction: SortDirection) => string;
  /** Narrowest width before the region scrolls sideways (phones). */
  minWidth?: keyof typeof minWidths;
  /** Extra attributes per row (data-* hooks for tests). */
  rowProps?: (row: Row) => Record<string, string | number>;
}

/**
 * The table's narrowest widths, as classes: the CSP (style-src 'self') refuses a style
 * attribute, and Tailwind only builds the classes it finds written out in the source.
 */
const minWidths = {
  "32rem": "min-w-[32rem]",
  "36rem": "min-w-[36rem]",
  "40rem": "min-w-[40rem]",
  "48rem": "min-w-[48rem]",
  "56rem": "min-w-[56rem]",
} as const;

/**
 * The one table of the back-office: a keyboard-focusable scroll region (phones scroll it
 * sideways), column headers with scope, and sortable headers as links (they work without
 * JavaScript and keep the filters) marked with aria-sort. The region is positioned so that
 * what is positioned inside it (the headers' screen-reader text) scrolls with it: otherwise
 * that text is placed against the page and widens the whole page on a phone.
 */
export function AdminTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  sortHref,
  minWidth = "48rem",
  rowProps,
}: AdminTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="mt-4">{empty}</p>;
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      className="relative mt-4 overflow-x-auto rounded-xl border border-line"
    >
      <table className={`w-full text-left text-sm ${minWidths[minWidth]}`} aria-labelledby={labelledBy}>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.key ? sort.direction : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className="px-4 py-3 font-semibold"
                  aria-sort={active ? (active === "asc" ? "ascending" : "descending") : undefined}
                >
                  {column.sortable && sortHref ? (
                    <Link
                      to={sortHref(column.key, active === "asc" ? "desc" : "asc")}
                      className="inline-flex items-center gap-1 underline"
                    >
                      {column.header}
                      <span aria-hidden="true">{active === "asc" ? "▲" : active === "desc" ? "▼" : "↕"}</span>
                      <span className="sr-only">
                        {t(active === "asc" ? "admin.table.sortDescending" : "admin.table.sortAscending")}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line" {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-4 py-3 align-top${column.nowrap ? " whitespace-nowrap" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
