import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { FilterInput, SortFields } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { UntranslatedBadge } from "./catalog-form-parts";
import { listHref, type ListSort, type SortDirection } from "../shared/list-query";

interface TrainerRow {
  id: number;
  name: string;
  title: string;
  courses: number;
  updated: string;
  untranslated: boolean;
}

export interface TrainersPageData {
  rows: TrainerRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string | null; sort: ListSort<string> };
  mayChange: boolean;
}

/** /admin/trainers: search by name over the sortable, paged table. */
export function TrainersPage({ rows, total, page, pageCount, filters, mayChange }: TrainersPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const sortParams = { sort: filters.sort.column, dir: filters.sort.direction };
  const pageHref = (target: number) =>
    href(listHref("/admin/trainers", { q: filters.q, ...sortParams, page: target }));
  const sortHref = (column: string, dir: SortDirection) =>
    href(listHref("/admin/trainers", { q: filters.q, sort: column, dir }));
  const columns: AdminColumn<TrainerRow>[] = [
    {
      key: "name",
      header: t("adminCatalog.trainers.name"),
      sortable: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={href(`/admin/trainers/${row.id}`)} className="font-medium underline">
            {row.name}
          </Link>
          {row.untranslated ? <UntranslatedBadge /> : null}
        </span>
      ),
    },
    { key: "title", header: t("adminCatalog.trainers.title"), cell: (row) => row.title },
    {
      key: "courses",
      header: t("adminCatalog.trainers.courses"),
      sortable: true,
      cell: (row) => row.courses,
    },
    {
      key: "updated",
      header: t("adminCatalog.trainers.updated"),
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
            {t("adminCatalog.trainers.heading")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminCatalog.trainers.intro")}</p>
        </div>
        {mayChange ? (
          <Link to={href("/admin/trainers/new")} className="btn-primary">
            {t("adminCatalog.trainers.create")}
          </Link>
        ) : null}
      </div>
      <Form
        method="get"
        action={href("/admin/trainers")}
        className="mt-8 flex flex-wrap items-end gap-3"
        role="search"
      >
        <SortFields sort={filters.sort} />
        <FilterInput
          id="trainer-q"
          name="q"
          type="search"
          label={t("adminCatalog.trainers.search")}
          value={filters.q}
          className="min-w-60 flex-1"
        />
        <button type="submit" className="btn-primary">
          {t("adminCatalog.trainers.apply")}
        </button>
        <Link to={href("/admin/trainers")} className="btn-secondary">
          {t("adminCatalog.trainers.reset")}
        </Link>
      </Form>
      <section aria-labelledby="trainer-list" className="mt-10">
        <h2 id="trainer-list" className="text-xl font-bold">
          {t("adminCatalog.trainers.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="trainer-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminCatalog.trainers.empty")}
          sort={filters.sort}
          sortHref={sortHref}
          minWidth="36rem"
        />
        {pageCount > 1 ? (
          <AdminPager
            page={page}
            pageCount={pageCount}
            label={t("adminCatalog.trainers.pagination")}
            hrefOf={pageHref}
          />
        ) : null}
      </section>
    </div>
  );
}
