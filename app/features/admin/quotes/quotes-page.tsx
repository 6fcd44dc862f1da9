import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort, type SortDirection } from "../shared/list-query";

export interface QuoteRow {
  id: number;
  number: string | null;
  company: string;
  status: "draft" | "sent" | "expired" | "accepted" | "refused";
  total: string;
  validUntil: string;
  created: string;
}

export interface QuotesPageData {
  rows: QuoteRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string | null; status: QuoteRow["status"] | null; sort: ListSort<string> };
  mayCreate: boolean;
}

const statuses = ["draft", "sent", "expired", "accepted", "refused"] as const;

/** /admin/quotes: searched by number or company, filtered by status (expired included), newest first. */
export function QuotesPage({ rows, total, page, pageCount, filters, mayCreate }: QuotesPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const path = "/admin/quotes";
  const params = {
    q: filters.q,
    status: filters.status,
    sort: filters.sort.column,
    dir: filters.sort.direction,
  };
  const columns: AdminColumn<QuoteRow>[] = [
    {
      key: "number",
      header: t("adminQuotes.columns.number"),
      sortable: true,
      nowrap: true,
      cell: (row) => (
        <Link to={href(`/admin/quotes/${row.id}`)} className="font-semibold underline">
          {row.number ?? t("adminQuotes.draftTitle", { id: row.id })}
        </Link>
      ),
    },
    { key: "company", header: t("adminQuotes.columns.company"), sortable: true, cell: (row) => row.company },
    {
      key: "status",
      header: t("adminQuotes.columns.status"),
      cell: (row) => <span data-status={row.status}>{t(`adminQuotes.statuses.${row.status}`)}</span>,
    },
    {
      key: "total",
      header: t("adminQuotes.columns.total"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.total,
    },
    {
      key: "validUntil",
      header: t("adminQuotes.columns.validUntil"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.validUntil,
    },
    {
      key: "created",
      header: t("adminQuotes.columns.created"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.created,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("adminQuotes.heading")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminQuotes.intro")}</p>
        </div>
        {mayCreate ? (
          <Link to={href(`${path}/new`)} className="btn-primary">
            {t("adminQuotes.create")}
          </Link>
        ) : null}
      </div>
      <AdminFilters
        id="quote-filters"
        heading={t("adminQuotes.filters")}
        action={href(path)}
        applyLabel={t("adminQuotes.apply")}
        resetLabel={t("adminQuotes.reset")}
        sort={filters.sort}
        columns={2}
      >
        <FilterInput
          id="quote-q"
          name="q"
          type="search"
          label={t("adminQuotes.search")}
          value={filters.q}
          maxLength={200}
        />
        <FilterSelect
          id="quote-status"
          name="status"
          label={t("adminQuotes.columns.status")}
          allLabel={t("adminQuotes.allStatuses")}
          value={filters.status}
          options={statuses.map((status) => ({ value: status, label: t(`adminQuotes.statuses.${status}`) }))}
        />
      </AdminFilters>
      <section aria-labelledby="quote-list" className="mt-10">
        <h2 id="quote-list" className="text-xl font-bold">
          {t("adminQuotes.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="quote-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminQuotes.empty")}
          sort={filters.sort}
          sortHref={(column: string, dir: SortDirection) =>
            href(listHref(path, { ...params, sort: column, dir, page: null }))
          }
          minWidth="48rem"
        />
        {pageCount > 1 ? (
          <AdminPager
            page={page}
            pageCount={pageCount}
            label={t("adminQuotes.pagination")}
            hrefOf={(target) => href(listHref(path, { ...params, page: target }))}
          />
        ) : null}
      </section>
    </div>
  );
}
