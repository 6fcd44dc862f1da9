import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { FilterInput, SortFields } from "./admin-filters";
import { AdminNav } from "./admin-nav";
import { AdminPager } from "./admin-pager";
import { AdminTable, type AdminColumn, type AdminTableProps } from "./admin-table";
import { listHref, type ListSort, type SortDirection } from "./list-query";

/** The words of one searched list, in the page's language. */
export interface SearchedListWords {
  heading: string;
  intro: string;
  /** The "new" button's label; none when the viewer may not create. */
  create?: string;
  search: string;
  apply: string;
  reset: string;
  total: string;
  empty: string;
  pagination: string;
}

/**
 * A back-office list searched by one text, sortable and paged (trainers, companies): the heading
 * and its "new" button, the search form (a GET that works without JavaScript), the table and its
 * pager. `path` is the list's; its new-item form is at `${path}/new`.
 */
export function SearchedListPage<Row>({
  path,
  name,
  words,
  filters,
  rows,
  rowKey,
  columns,
  page,
  pageCount,
  minWidth,
}: {
  path: string;
  /** Names the search field and the list's heading ids. */
  name: string;
  words: SearchedListWords;
  filters: { q: string | null; sort: ListSort<string> };
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: AdminColumn<Row>[];
  page: number;
  pageCount: number;
  minWidth: AdminTableProps<Row>["minWidth"];
}) {
  const { href } = useLang();
  const sortParams = { sort: filters.sort.column, dir: filters.sort.direction };
  const pageHref = (target: number) => href(listHref(path, { q: filters.q, ...sortParams, page: target }));
  const sortHref = (column: string, dir: SortDirection) =>
    href(listHref(path, { q: filters.q, sort: column, dir }));
  const listId = `${name}-list`;
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{words.heading}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{words.intro}</p>
        </div>
        {words.create ? (
          <Link to={href(`${path}/new`)} className="btn-primary">
            {words.create}
          </Link>
        ) : null}
      </div>
      <Form method="get" action={href(path)} className="mt-8 flex flex-wrap items-end gap-3" role="search">
        <SortFields sort={filters.sort} />
        <FilterInput
          id={`${name}-q`}
          name="q"
          type="search"
          label={words.search}
          value={filters.q}
          className="min-w-60 flex-1"
        />
        <button type="submit" className="btn-primary">
          {words.apply}
        </button>
        <Link to={href(path)} className="btn-secondary">
          {words.reset}
        </Link>
      </Form>
      <section aria-labelledby={listId} className="mt-10">
        <h2 id={listId} className="text-xl font-bold">
          {words.total}
        </h2>
        <AdminTable
          labelledBy={listId}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={words.empty}
          sort={filters.sort}
          sortHref={sortHref}
          minWidth={minWidth}
        />
        {pageCount > 1 ? (
          <AdminPager page={page} pageCount={pageCount} label={words.pagination} hrefOf={pageHref} />
        ) : null}
      </section>
    </div>
  );
}
