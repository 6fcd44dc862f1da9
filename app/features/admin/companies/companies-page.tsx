import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { FilterInput, SortFields } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort, type SortDirection } from "../shared/list-query";

interface CompanyRow {
  id: number;
  legalName: string;
  country: string;
  contacts: number;
  updated: string;
}

export interface CompaniesPageData {
  rows: CompanyRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string | null; sort: ListSort<string> };
  mayCreate: boolean;
}

/** /admin/companies: search by legal name over the sortable, paged table. */
export function CompaniesPage({ rows, total, page, pageCount, filters, mayCreate }: CompaniesPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const sortParams = { sort: filters.sort.column, dir: filters.sort.direction };
  const pageHref = (target: number) =>
    href(listHref("/admin/companies", { q: filters.q, ...sortParams, page: target }));
  const sortHref = (column: string, dir: SortDirection) =>
    href(listHref("/admin/companies", { q: filters.q, sort: column, dir }));
  const columns: AdminColumn<CompanyRow>[] = [
    {
      key: "name",
      header: t("adminCompanies.columns.name"),
      sortable: true,
      cell: (row) => (
        <Link to={href(`/admin/companies/${row.id}`)} className="font-medium underline">
          {row.legalName}
        </Link>
      ),
    },
    {
      key: "country",
      header: t("adminCompanies.columns.country"),
      sortable: true,
      cell: (row) => row.country,
    },
    {
      key: "contacts",
      header: t("adminCompanies.columns.contacts"),
      sortable: true,
      cell: (row) => row.contacts,
    },
    {
      key: "updated",
      header: t("adminCompanies.columns.updated"),
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
            {t("adminCompanies.heading")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminCompanies.intro")}</p>
        </div>
        {mayCreate ? (
          <Link to={href("/admin/companies/new")} className="btn-primary">
            {t("adminCompanies.create")}
          </Link>
        ) : null}
      </div>
      <Form
        method="get"
        action={href("/admin/companies")}
        className="mt-8 flex flex-wrap items-end gap-3"
        role="search"
      >
        <SortFields sort={filters.sort} />
        <FilterInput
          id="company-q"
          name="q"
          type="search"
          label={t("adminCompanies.search")}
          value={filters.q}
          className="min-w-60 flex-1"
        />
        <button type="submit" className="btn-primary">
          {t("adminCompanies.apply")}
        </button>
        <Link to={href("/admin/companies")} className="btn-secondary">
          {t("adminCompanies.reset")}
        </Link>
      </Form>
      <section aria-labelledby="company-list" className="mt-10">
        <h2 id="company-list" className="text-xl font-bold">
          {t("adminCompanies.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="company-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminCompanies.empty")}
          sort={filters.sort}
          sortHref={sortHref}
          minWidth="32rem"
        />
        {pageCount > 1 ? (
          <AdminPager
            page={page}
            pageCount={pageCount}
            label={t("adminCompanies.pagination")}
            hrefOf={pageHref}
          />
        ) : null}
      </section>
    </div>
  );
}
