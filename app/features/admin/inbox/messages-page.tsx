import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { ContactMessageStatus } from "../../../../db/schema/contact";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort } from "../shared/list-query";

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  lang: "fr" | "en";
  status: ContactMessageStatus;
  received: string;
}

export interface MessagesPageData {
  rows: MessageRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { status: ContactMessageStatus | null; q: string | null };
  sort: ListSort<string>;
  statuses: readonly ContactMessageStatus[];
}

/** /admin/messages: the inbox, unread ones in bold, state and search in the URL. */
export function MessagesPage({ rows, total, page, pageCount, filters, sort, statuses }: MessagesPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const base = href("/admin/messages");
  const state = { status: filters.status, q: filters.q };
  const columns: AdminColumn<MessageRow>[] = [
    {
      key: "status",
      header: t("adminInbox.status"),
      sortable: true,
      cell: (row) => (
        <span className={row.status === "unread" ? "font-bold" : undefined}>
          {t(`adminInbox.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: "subject",
      header: t("adminInbox.subject"),
      sortable: true,
      cell: (row) => (
        <Link
          to={href(`/admin/messages/${row.id}`)}
          aria-label={t("adminInbox.open", { subject: row.subject, name: row.name })}
          className={`underline${row.status === "unread" ? " font-bold" : ""}`}
        >
          {row.subject}
        </Link>
      ),
    },
    {
      key: "name",
      header: t("adminInbox.from"),
      sortable: true,
      cell: (row) => (
        <>
          {row.name}
          <span className="block break-all text-ink-muted">{row.email}</span>
        </>
      ),
    },
    { key: "lang", header: t("adminInbox.language"), cell: (row) => t(`adminInbox.languages.${row.lang}`) },
    {
      key: "received",
      header: t("adminInbox.received"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.received,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("adminInbox.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminInbox.intro")}</p>

      <AdminFilters
        id="message-filters"
        heading={t("adminInbox.filters")}
        action={base}
        applyLabel={t("adminInbox.apply")}
        resetLabel={t("adminInbox.reset")}
        sort={sort}
      >
        <FilterInput
          id="message-q"
          name="q"
          type="search"
          label={t("adminInbox.search")}
          value={filters.q}
          maxLength={100}
        />
        <FilterSelect
          id="message-status"
          name="status"
          label={t("adminInbox.status")}
          allLabel={t("adminInbox.all")}
          value={filters.status}
          options={statuses.map((value) => ({ value, label: t(`adminInbox.statuses.${value}`) }))}
        />
      </AdminFilters>

      <section aria-labelledby="message-list" className="mt-10">
        <h2 id="message-list" className="text-xl font-bold">
          {t("adminInbox.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="message-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminInbox.empty")}
          sort={sort}
          sortHref={(column, direction) => listHref(base, { ...state, sort: column, dir: direction })}
          rowProps={(row) => ({ "data-message": row.id, "data-status": row.status })}
        />
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminInbox.pagination")}
          hrefOf={(target) =>
            listHref(base, { ...state, sort: sort.column, dir: sort.direction, page: target })
          }
        />
      </section>
    </div>
  );
}
