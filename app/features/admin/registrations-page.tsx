import { useTranslation } from "~/lib/use-translation";
import type { PaymentStatus, RegistrationStatus } from "../../../db/schema/registrations";
import { Form, Link } from "react-router";
import { inputClass } from "~/features/accounts/profile/form-parts";
import { usePageMessages } from "~/lib/page-messages";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "./admin-nav";
import { AdminPager } from "./admin-pager";
import { adminMessages } from "./admin-panel";
import { AdminTable, type AdminColumn } from "./admin-table";
import { listHref, type ListSort } from "./list-query";
import { adminRegistrationsMessages } from "./registrations-messages";

interface Row {
  id: number;
  name: string;
  email: string;
  course: string;
  session: string | null;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  registered: string;
}

export interface RegistrationsPageData {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  filters: Record<"course" | "session" | "status" | "payment" | "from" | "to" | "q", string | number | null>;
  sort: ListSort<string>;
  courses: { id: number; title: string }[];
  /** The chosen course's sessions (none until a course is chosen). */
  sessions: { id: number; label: string }[];
  /** The statuses to filter by, from the database's schema (not bundled for the browser). */
  statuses: readonly RegistrationStatus[];
  paymentStatuses: readonly PaymentStatus[];
}

/**
 * /admin/registrations: a GET form of filters over a server-sorted, server-paginated AdminTable;
 * every link (sort, page, CSV export) keeps the filters, all in the URL.
 */
export function RegistrationsPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  sort,
  courses,
  sessions,
  statuses,
  paymentStatuses,
}: RegistrationsPageData) {
  usePageMessages(adminMessages);
  usePageMessages(adminRegistrationsMessages);
  const { t } = useTranslation();
  const { href } = useLang();
  const path = "/admin/registrations";
  const sorted = { sort: sort.column, dir: sort.direction };
  const pageHref = (target: number) => href(listHref(path, { ...filters, ...sorted, page: target }));
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
  const field = "block font-medium";
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("admin.registrations.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("admin.registrations.intro")}</p>

      <Form method="get" action={href(path)} className="mt-8" aria-labelledby="registration-filters">
        <h2 id="registration-filters" className="text-xl font-bold">
          {t("admin.registrations.filters")}
        </h2>
        <input type="hidden" name="sort" value={sort.column} />
        <input type="hidden" name="dir" value={sort.direction} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="filter-q" className={field}>
              {t("adminRegistrations.list.search")}
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filters.q ?? ""}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="filter-course" className={field}>
              {t("admin.registrations.course")}
            </label>
            <select
              id="filter-course"
              name="course"
              defaultValue={filters.course ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.allCourses")}</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-session" className={field}>
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
          <div>
            <label htmlFor="filter-status" className={field}>
              {t("admin.registrations.status")}
            </label>
            <select
              id="filter-status"
              name="status"
              defaultValue={filters.status ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.all")}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.registrations.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-payment" className={field}>
              {t("admin.registrations.payment")}
            </label>
            <select
              id="filter-payment"
              name="payment"
              defaultValue={filters.payment ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.all")}</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.registrations.payments.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-from" className={field}>
              {t("adminRegistrations.list.from")}
            </label>
            <input
              id="filter-from"
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="filter-to" className={field}>
              {t("adminRegistrations.list.to")}
            </label>
            <input
              id="filter-to"
              name="to"
              type="date"
              defaultValue={filters.to ?? ""}
              className={inputClass}
            />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("admin.registrations.apply")}
          </button>
          <Link to={href(path)} className="btn-secondary">
            {t("admin.registrations.reset")}
          </Link>
        </div>
      </Form>

      <section aria-labelledby="registration-list" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="registration-list" className="text-xl font-bold">
            {t("admin.registrations.total", { count: total })}
          </h2>
          <p>
            {/* A download, not a page: a plain link, so the browser saves the file. */}
            <a href={exportHref} className="underline" download aria-describedby="registration-export-hint">
              {t("adminRegistrations.list.exportCsv")}
            </a>
            <span id="registration-export-hint" className="block text-sm text-ink-muted">
              {t("adminRegistrations.list.exportHint")}
            </span>
          </p>
        </div>
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
          page={page}
          pageCount={pageCount}
          label={t("admin.registrations.pagination")}
          hrefOf={pageHref}
        />
      </section>
    </div>
  );
}
