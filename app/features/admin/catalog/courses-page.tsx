import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { CourseCategory } from "../../../../db/schema/catalog-values";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { UntranslatedBadge } from "./catalog-form-parts";
import { listHref, type ListSort, type SortDirection } from "../shared/list-query";

interface CourseRow {
  id: number;
  title: string;
  category: CourseCategory;
  price: string | null;
  updated: string;
  archived: boolean;
  untranslated: boolean;
}

export interface CoursesPageData {
  rows: CourseRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: {
    q: string | null;
    category: CourseCategory | null;
    state: "active" | "archived" | "all";
    untranslated: boolean;
    sort: ListSort<string>;
  };
  /** The filters as the links carry them (defaults left out). */
  params: Record<string, string>;
  categories: readonly CourseCategory[];
  mayChange: boolean;
}

/** /admin/courses: a GET form of filters (kept in the URL) over the sortable, paged table. */
export function CoursesPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  params,
  categories,
  mayChange,
}: CoursesPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const sortParams = { sort: filters.sort.column, dir: filters.sort.direction };
  const pageHref = (target: number) =>
    href(listHref("/admin/courses", { ...params, ...sortParams, page: target }));
  const sortHref = (column: string, dir: SortDirection) =>
    href(listHref("/admin/courses", { ...params, sort: column, dir }));
  const columns: AdminColumn<CourseRow>[] = [
    {
      key: "title",
      header: t("adminCatalog.courses.title"),
      sortable: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={href(`/admin/courses/${row.id}`)} className="font-medium underline">
            {row.title}
          </Link>
          {row.untranslated ? <UntranslatedBadge /> : null}
          {row.archived ? (
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">
              {t("adminCatalog.courses.archived")}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "category",
      header: t("adminCatalog.courses.category"),
      sortable: true,
      cell: (row) => t(`catalog.categories.${row.category}`),
    },
    {
      key: "price",
      header: t("adminCatalog.courses.price"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.price ?? t("adminCatalog.courses.onRequest"),
    },
    {
      key: "updated",
      header: t("adminCatalog.courses.updated"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.updated,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("adminCatalog.courses.heading")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminCatalog.courses.intro")}</p>
        </div>
        {mayChange ? (
          <Link to={href("/admin/courses/new")} className="btn-primary">
            {t("adminCatalog.courses.create")}
          </Link>
        ) : null}
      </div>

      <AdminFilters
        id="course-filters"
        heading={t("adminCatalog.courses.filters")}
        action={href("/admin/courses")}
        applyLabel={t("adminCatalog.courses.apply")}
        resetLabel={t("adminCatalog.courses.reset")}
        sort={filters.sort}
        after={
          <label className="mt-4 flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="untranslated"
              value="1"
              defaultChecked={filters.untranslated}
              className="size-5"
            />
            {t("adminCatalog.courses.untranslatedOnly")}
          </label>
        }
      >
        <FilterInput
          id="course-q"
          name="q"
          type="search"
          label={t("adminCatalog.courses.search")}
          value={filters.q}
        />
        <FilterSelect
          id="course-category"
          name="category"
          label={t("adminCatalog.courses.category")}
          allLabel={t("adminCatalog.courses.allCategories")}
          value={filters.category}
          options={categories.map((category) => ({
            value: category,
            label: t(`catalog.categories.${category}`),
          }))}
        />
        <FilterSelect
          id="course-state"
          name="state"
          label={t("adminCatalog.courses.state")}
          value={filters.state}
          options={(["active", "archived", "all"] as const).map((state) => ({
            value: state,
            label: t(`adminCatalog.courses.states.${state}`),
          }))}
        />
      </AdminFilters>

      <section aria-labelledby="course-list" className="mt-10">
        <h2 id="course-list" className="text-xl font-bold">
          {t("adminCatalog.courses.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="course-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminCatalog.courses.empty")}
          sort={filters.sort}
          sortHref={sortHref}
          minWidth="40rem"
          rowProps={(row) => ({ "data-course-id": row.id })}
        />
        {pageCount > 1 ? (
          <AdminPager
            page={page}
            pageCount={pageCount}
            label={t("adminCatalog.courses.pagination")}
            hrefOf={pageHref}
          />
        ) : null}
      </section>
    </div>
  );
}
