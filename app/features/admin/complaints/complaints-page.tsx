import { Link } from "react-router";
import type { ComplaintStatus } from "../../../../db/schema/complaints";
import type { ComplaintCategory } from "../../../../db/schema/complaint-values";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort } from "../shared/list-query";

export interface ComplaintRow {
  id: number;
  reference: string;
  name: string;
  email: string;
  category: ComplaintCategory;
  concerns: string | null;
  status: ComplaintStatus;
  received: string;
  answered: string | null;
}

export interface ComplaintsPageData {
  rows: ComplaintRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { status: ComplaintStatus | null; category: ComplaintCategory | null; q: string | null };
  sort: ListSort<string>;
  statuses: readonly ComplaintStatus[];
  categories: readonly ComplaintCategory[];
}

/** /admin/complaints: the register, open ones in bold, filters and page in the URL. */
export function ComplaintsPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  sort,
  statuses,
  categories,
}: ComplaintsPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const base = href("/admin/complaints");
  const state = { status: filters.status, category: filters.category, q: filters.q };
  const open = (status: ComplaintStatus) => status === "received" || status === "in_progress";
  const columns: AdminColumn<ComplaintRow>[] = [
    {
      key: "reference",
      header: t("adminComplaints.reference"),
      nowrap: true,
      cell: (row) => (
        <Link
          to={href(`/admin/complaints/${row.id}`)}
          aria-label={t("adminComplaints.open", { reference: row.reference, name: row.name })}
          className={`underline${open(row.status) ? " font-bold" : ""}`}
        >
          {row.reference}
        </Link>
      ),
    },
    {
      key: "status",
      header: t("adminComplaints.status"),
      sortable: true,
      cell: (row) => (
        <span className={open(row.status) ? "font-bold" : undefined}>
          {t(`adminComplaints.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: "category",
      header: t("adminComplaints.category"),
      sortable: true,
      cell: (row) => (
        <>
          {t(`complaints.categories.${row.category}`)}
          {row.concerns ? <span className="block text-ink-muted">{row.concerns}</span> : null}
        </>
      ),
    },
    {
      key: "name",
      header: t("adminComplaints.from"),
      sortable: true,
      cell: (row) => (
        <>
          {row.name}
          <span className="block break-all text-ink-muted">{row.email}</span>
        </>
      ),
    },
    {
      key: "received",
      header: t("adminComplaints.received"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.received,
    },
    {
      key: "answered",
      header: t("adminComplaints.answered"),
      nowrap: true,
      cell: (row) => row.answered ?? "—",
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("adminComplaints.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminComplaints.intro")}</p>

      <AdminFilters
        id="complaint-filters"
        heading={t("adminComplaints.filters")}
        action={base}
        applyLabel={t("adminComplaints.apply")}
        resetLabel={t("adminComplaints.reset")}
        sort={sort}
      >
        <FilterInput
          id="complaint-q"
          name="q"
          type="search"
          label={t("adminComplaints.search")}
          value={filters.q}
          maxLength={100}
        />
        <FilterSelect
          id="complaint-status"
          name="status"
          label={t("adminComplaints.status")}
          allLabel={t("adminComplaints.all")}
          value={filters.status}
          options={statuses.map((value) => ({ value, label: t(`adminComplaints.statuses.${value}`) }))}
        />
        <FilterSelect
          id="complaint-category"
          name="category"
          label={t("adminComplaints.category")}
          allLabel={t("adminComplaints.all")}
          value={filters.category}
          options={categories.map((value) => ({ value, label: t(`complaints.categories.${value}`) }))}
        />
      </AdminFilters>

      <section aria-labelledby="complaint-list" className="mt-10">
        <h2 id="complaint-list" className="text-xl font-bold">
          {t("adminComplaints.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="complaint-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminComplaints.empty")}
          sort={sort}
          sortHref={(column, direction) => listHref(base, { ...state, sort: column, dir: direction })}
          rowProps={(row) => ({ "data-complaint": row.id, "data-status": row.status })}
        />
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminComplaints.pagination")}
          hrefOf={(target) =>
            listHref(base, { ...state, sort: sort.column, dir: sort.direction, page: target })
          }
        />
      </section>
    </div>
  );
}
