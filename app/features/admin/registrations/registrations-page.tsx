import { useTranslation } from "~/lib/use-translation";
import type { RegistrationStatus } from "../../../../db/schema/registrations";
import { Link } from "react-router";
import { inputClass } from "~/ui/form";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort } from "../shared/list-query";
import { ExportTwoFactorNotice, type ExportAccess } from "../shared/export-notice";
import type { ShownPaymentStatus } from "../shared/shown-payment-status";

interface Row {
  id: number;
  name: string;
  /** The payment reference the registrant quotes. */
  reference: string;
  email: string;
  course: string;
  session: string | null;
  status: RegistrationStatus;
  paymentStatus: ShownPaymentStatus;
  registered: string;
}

export interface RegistrationsPageData {
  rows: Row[];
  total: number;
  /** The cursors of the neighbouring pages (keyset paging), null at either end. */
  previous: string | null;
  next: string | null;
  filters: {
    course: number | null;
    session: number | null;
    status: RegistrationStatus | null;
    payment: ShownPaymentStatus | null;
    from: string | null;
    to: string | null;
    q: string | null;
  };
  sort: ListSort<string>;
  courses: { id: number; title: string }[];
  /** The chosen course's sessions (none until a course is chosen). */
  sessions: { id: number; label: string }[];
  /** The statuses to filter by, from the database's schema (not bundled for the browser). */
  statuses: readonly RegistrationStatus[];
  paymentStatuses: readonly ShownPaymentStatus[];
  /** The CSV link, or the way to a session with two factors (exports hold personal data). */
  exportAccess: ExportAccess;
}

/**
 * /admin/registrations: a GET form of filters over a server-sorted, server-paginated AdminTable;
 * every link (sort, page, CSV export) keeps the filters, all in the URL.
 */
export function RegistrationsPage({
  rows,
  total,
  previous,
  next,
  filters,
  sort,
  courses,
  sessions,
  statuses,
  paymentStatuses,
  exportAccess,
}: RegistrationsPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const path = "/admin/registrations";
  const sorted = { sort: sort.column, dir: sort.direction };
  const cursorHref = (side: "before" | "after", cursor: string | null) =>
    cursor ? href(listHref(path, { ...filters, ...sorted, [side]: cursor })) : null;
  const sortHref = (column: string, direction: string) =>
    href(listHref(path, { ...filters, sort: column, dir: direction }));
  const exportHref = href(listHref(`${path}/export.csv`, { ...filters, ...sorted }));
  const columns: AdminColumn<Row>[] = [
    {
      key: "name",
      header: t("adminRegistrations.list.columns.name"),
      sortable: true,
      cell: (row) => (
        <>
          <Link
            to={href(`/admin/registrations/${row.id}`)}
            aria-label={t("admin.registrations.open", { name: row.name })}
            className="underline"
          >
            {row.name}
          </Link>
          <span className="block text-ink-muted">{row.email}</span>
          <span className="block font-mono text-sm text-ink-muted">{row.reference}</span>
        </>
      ),
    },
    {
      key: "course",
      header: t("adminRegistrations.list.columns.course"),
      sortable: true,
      cell: (row) => row.course,
    },
    {
      key: "session",
      header: t("adminRegistrations.list.columns.session"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.session ?? t("admin.registrations.noSession"),
    },
    {
      key: "status",
      header: t("adminRegistrations.list.columns.status"),
      sortable: true,
      cell: (row) => t(`admin.registrations.statuses.${row.status}`),
    },
    {
      key: "payment",
      header: t("adminRegistrations.list.columns.payment"),
      sortable: true,
      cell: (row) => t(`admin.registrations.payments.${row.paymentStatus}`),
    },
    {
      key: "registered",
      header: t("adminRegistrations.list.columns.registered"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.registered,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("admin.registrations.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("admin.registrations.intro")}</p>

      <AdminFilters
        id="registration-filters"
        heading={t("admin.registrations.filters")}
        action={href(path)}
        applyLabel={t("admin.registrations.apply")}
        resetLabel={t("admin.registrations.reset")}
        sort={sort}
        columns={4}
      >
        <FilterInput
          id="filter-q"
          name="q"
          type="search"
          label={t("adminRegistrations.list.search")}
          value={filters.q}
          maxLength={100}
        />
        <FilterSelect
          id="filter-course"
          name="course"
          label={t("admin.registrations.course")}
          allLabel={t("admin.registrations.allCourses")}
          value={filters.course}
          options={courses.map((course) => ({ value: course.id, label: course.title }))}
        />
        <div>
          <label htmlFor="filter-session" className="block font-medium">
            {t("adminRegistrations.list.session")}
          </label>
          <select
            id="filter-session"
            name="session"
            defaultValue={filters.session ?? ""}
            aria-describedby={sessions.length ? undefined : "filter-session-hint"}
            className={inputClass}
          >
            <option value="">{t("adminRegistrations.list.allSessions")}</option>
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.label}
              </option>
            ))}
            {filters.session && !sessions.some((session) => session.id === filters.session) ? (
              <option value={filters.session}>#{filters.session}</option>
            ) : null}
          </select>
          {sessions.length ? null : (
            <p id="filter-session-hint" className="mt-1 text-sm text-ink-muted">
              {t("adminRegistrations.list.sessionHint")}
            </p>
          )}
        </div>
        <FilterSelect
          id="filter-status"
          name="status"
          label={t("admin.registrations.status")}
          allLabel={t("admin.registrations.all")}
          value={filters.status}
          options={statuses.map((status) => ({
            value: status,
            label: t(`admin.registrations.statuses.${status}`),
          }))}
        />
        <FilterSelect
          id="filter-payment"
          name="payment"
          label={t("admin.registrations.payment")}
          allLabel={t("admin.registrations.all")}
          value={filters.payment}
          options={paymentStatuses.map((status) => ({
            value: status,
            label: t(`admin.registrations.payments.${status}`),
          }))}
        />
        <FilterInput
          id="filter-from"
          name="from"
          type="date"
          label={t("adminRegistrations.list.from")}
          value={filters.from}
        />
        <FilterInput
          id="filter-to"
          name="to"
          type="date"
          label={t("adminRegistrations.list.to")}
          value={filters.to}
        />
      </AdminFilters>

      <section aria-labelledby="registration-list" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="registration-list" className="text-xl font-bold">
            {t("admin.registrations.total", { count: total })}
          </h2>
          {exportAccess.allowed ? (
            <p>
              {/* A download, not a page: a plain link, so the browser saves the file. */}
              <a href={exportHref} className="underline" download aria-describedby="registration-export-hint">
                {t("adminRegistrations.list.exportCsv")}
              </a>
              <span id="registration-export-hint" className="block text-sm text-ink-muted">
                {t("adminRegistrations.list.exportHint")}
              </span>
            </p>
          ) : null}
        </div>
        {exportAccess.allowed ? null : <ExportTwoFactorNotice access={exportAccess} />}
        <AdminTable
          labelledBy="registration-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("admin.registrations.empty")}
          sort={sort}
          sortHref={sortHref}
          rowProps={(row) => ({ "data-registration": row.id })}
        />
        <AdminPager
          previousHref={cursorHref("before", previous)}
          nextHref={cursorHref("after", next)}
          label={t("admin.registrations.pagination")}
        />
      </section>
    </div>
  );
}
