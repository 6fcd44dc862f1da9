import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { AdminColumn } from "../shared/admin-table";
import { SearchedListPage } from "../shared/searched-list-page";
import type { ListSort } from "../shared/list-query";

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
    <SearchedListPage
      path="/admin/companies"
      name="company"
      words={{
        heading: t("adminCompanies.heading"),
        intro: t("adminCompanies.intro"),
        create: mayCreate ? t("adminCompanies.create") : undefined,
        search: t("adminCompanies.search"),
        apply: t("adminCompanies.apply"),
        reset: t("adminCompanies.reset"),
        total: t("adminCompanies.total", { count: total }),
        empty: t("adminCompanies.empty"),
        pagination: t("adminCompanies.pagination"),
      }}
      filters={filters}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      page={page}
      pageCount={pageCount}
      minWidth="32rem"
    />
  );
}
