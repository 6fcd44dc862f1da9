import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { CourseFormat } from "../../../../db/schema/catalog";
import type { SessionStatus } from "../../../../db/schema/sessions";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterSelect, SortFields } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type SortDirection } from "../shared/list-query";
import type { ShownSessionStatus } from "./shown-session-status";

export interface SessionsPageData {
  rows: {
    id: number;
    course: string;
    start: string;
    startIso: string;
    city: string | null;
    format: CourseFormat;
    trainer: string | null;
    taken: number;
    totalSeats: number;
    fill: number;
    waiting: number;
    /** Derived from the dates (shownSessionStatus); the filter keeps the stored statuses. */
    status: ShownSessionStatus;
  }[];
  total: number;
  page: number;
  pageCount: number;
  filters: {
    course: number | null;
    when: "upcoming" | "past" | null;
    status: SessionStatus | null;
    sort: string;
    dir: SortDirection;
  };
  courses: { id: number; title: string }[];
  whens: readonly ("upcoming" | "past")[];
  statuses: readonly SessionStatus[];
  mayChange: boolean;
}

type Row = SessionsPageData["rows"][number];

/** /admin/sessions: a GET form of filters over a server-paginated, sortable table. */
export function SessionsPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  courses,
  whens,
  statuses,
  mayChange,
}: SessionsPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const state = { course: filters.course, when: filters.when, status: filters.status };
  const sorted = { sort: filters.sort, dir: filters.dir };
  const pageHref = (target: number) =>
    href(listHref("/admin/sessions", { ...state, ...sorted, page: target }));
  const sortHref = (column: string, direction: SortDirection) =>
    href(listHref("/admin/sessions", { ...state, sort: column, dir: direction }));
  const columns: AdminColumn<Row>[] = [
    {
      key: "start",
      header: t("adminSessions.start"),
      sortable: true,
      nowrap: true,
      cell: (row) => (
        <Link
          to={href(`/admin/sessions/${row.id}`)}
          aria-label={t("adminSessions.open", { date: row.start, course: row.course })}
          className="underline"
        >
          <time dateTime={row.startIso}>{row.start}</time>
        </Link>
      ),
    },
    { key: "course", header: t("adminSessions.course"), sortable: true, cell: (row) => row.course },
    {
      key: "place",
      header: t("adminSessions.place"),
      cell: (row) => row.city ?? t("adminSessions.remote"),
    },
    {
      key: "trainer",
      header: t("adminSessions.trainer"),
      cell: (row) => row.trainer ?? t("adminSessions.noTrainer"),
    },
    {
      key: "seats",
      header: t("adminSessions.seats"),
      nowrap: true,
      cell: (row) => `${row.taken} / ${row.totalSeats}`,
    },
    {
      key: "fill",
      header: t("adminSessions.fill"),
      sortable: true,
      nowrap: true,
      cell: (row) => `${row.fill} %`,
    },
    { key: "waiting", header: t("adminSessions.waiting"), cell: (row) => row.waiting },
    {
      key: "status",
      header: t("adminSessions.status"),
      cell: (row) => t(`adminSessions.statuses.${row.status}`),
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("adminSessions.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminSessions.intro")}</p>
      {mayChange ? (
        <p className="mt-6">
          <Link to={href("/admin/sessions/new")} className="btn-primary">
            {t("adminSessions.schedule")}
          </Link>
        </p>
      ) : null}

      <AdminFilters
        id="session-filters"
        heading={t("adminSessions.filters")}
        action={href("/admin/sessions")}
        applyLabel={t("adminSessions.apply")}
        resetLabel={t("adminSessions.reset")}
        after={<SortFields sort={{ column: filters.sort, direction: filters.dir }} />}
      >
        <FilterSelect
          id="filter-course"
          name="course"
          label={t("adminSessions.course")}
          allLabel={t("adminSessions.allCourses")}
          value={filters.course}
          options={courses.map((course) => ({ value: course.id, label: course.title }))}
        />
        <FilterSelect
          id="filter-when"
          name="when"
          label={t("adminSessions.when")}
          allLabel={t("adminSessions.all")}
          value={filters.when}
          options={whens.map((when) => ({ value: when, label: t(`adminSessions.whens.${when}`) }))}
        />
        <FilterSelect
          id="filter-status"
          name="status"
          label={t("adminSessions.status")}
          allLabel={t("adminSessions.all")}
          value={filters.status}
          options={statuses.map((status) => ({
            value: status,
            label: t(`adminSessions.statuses.${status}`),
          }))}
        />
      </AdminFilters>

      <section aria-labelledby="session-list" className="mt-10">
        <h2 id="session-list" className="text-xl font-bold">
          {t("adminSessions.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="session-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminSessions.empty")}
          sort={{ column: filters.sort, direction: filters.dir }}
          sortHref={sortHref}
          minWidth="56rem"
          rowProps={(row) => ({ "data-session": row.id })}
        />
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminSessions.pagination")}
          hrefOf={pageHref}
        />
      </section>
    </div>
  );
}
