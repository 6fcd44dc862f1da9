import { useTranslation } from "~/lib/use-translation";
import type { SubscriptionStatus } from "../../../../db/schema/newsletter";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort } from "../shared/list-query";
import { ExportTwoFactorNotice, type ExportAccess } from "../shared/export-notice";

export interface SubscriberRow {
  id: number;
  email: string;
  lang: "fr" | "en";
  status: SubscriptionStatus;
  subscribed: string;
  confirmed: string | null;
  unsubscribed: string | null;
}

export interface SubscribersPageData {
  rows: SubscriberRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { status: SubscriptionStatus | null; q: string | null };
  sort: ListSort<string>;
  statuses: readonly SubscriptionStatus[];
  /** The CSV link, or the way to a session with two factors (exports hold personal data). */
  exportAccess: ExportAccess;
}

/** /admin/newsletter: addresses and their state, and the CSV of the filtered list. */
export function SubscribersPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  sort,
  statuses,
  exportAccess,
}: SubscribersPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const base = href("/admin/newsletter");
  const state = { status: filters.status, q: filters.q };
  const columns: AdminColumn<SubscriberRow>[] = [
    { key: "email", header: t("adminInbox.newsletter.email"), sortable: true, cell: (row) => row.email },
    {
      key: "status",
      header: t("adminInbox.newsletter.status"),
      sortable: true,
      cell: (row) => t(`adminInbox.newsletter.statuses.${row.status}`),
    },
    {
      key: "lang",
      header: t("adminInbox.newsletter.language"),
      cell: (row) => t(`adminInbox.languages.${row.lang}`),
    },
    {
      key: "subscribed",
      header: t("adminInbox.newsletter.subscribed"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.subscribed,
    },
    {
      key: "confirmed",
      header: t("adminInbox.newsletter.confirmed"),
      nowrap: true,
      cell: (row) => row.confirmed ?? "—",
    },
    {
      key: "unsubscribed",
      header: t("adminInbox.newsletter.unsubscribed"),
      nowrap: true,
      cell: (row) => row.unsubscribed ?? "—",
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("adminInbox.newsletter.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminInbox.newsletter.intro")}</p>

      <AdminFilters
        id="subscriber-filters"
        heading={t("adminInbox.filters")}
        action={base}
        applyLabel={t("adminInbox.apply")}
        resetLabel={t("adminInbox.reset")}
        sort={sort}
      >
        <FilterInput
          id="subscriber-q"
          name="q"
          type="search"
          label={t("adminInbox.newsletter.search")}
          value={filters.q}
          maxLength={100}
        />
        <FilterSelect
          id="subscriber-status"
          name="status"
          label={t("adminInbox.newsletter.status")}
          allLabel={t("adminInbox.all")}
          value={filters.status}
          options={statuses.map((value) => ({ value, label: t(`adminInbox.newsletter.statuses.${value}`) }))}
        />
      </AdminFilters>

      <section aria-labelledby="subscriber-list" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="subscriber-list" className="text-xl font-bold">
            {t("adminInbox.newsletter.total", { count: total })}
          </h2>
          {exportAccess.allowed ? (
            // A download, not a page: a plain link, so the browser saves the file.
            <a
              href={listHref(href("/admin/newsletter/export.csv"), {
                ...state,
                sort: sort.column,
                dir: sort.direction,
              })}
              download
              className="btn-secondary"
            >
              {t("admin.table.exportCsv")}
            </a>
          ) : null}
        </div>
        {exportAccess.allowed ? null : <ExportTwoFactorNotice access={exportAccess} />}
        <AdminTable
          labelledBy="subscriber-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminInbox.newsletter.empty")}
          sort={sort}
          sortHref={(column, direction) => listHref(base, { ...state, sort: column, dir: direction })}
          rowProps={(row) => ({ "data-subscriber": row.email })}
        />
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminInbox.newsletter.pagination")}
          hrefOf={(target) =>
            listHref(base, { ...state, sort: sort.column, dir: sort.direction, page: target })
          }
        />
      </section>
    </div>
  );
}
