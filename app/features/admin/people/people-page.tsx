import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { Role } from "~/features/accounts/roles";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterInput, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort } from "../shared/list-query";

export interface PersonRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  created: string;
}

export interface PeoplePageData {
  rows: PersonRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string | null; role: Role | null; state: "active" | "disabled" | null };
  sort: ListSort<string>;
  roles: readonly Role[];
}

/** /admin/people: search, filters and sort in the URL, over a server-paginated table. */
export function PeoplePage({ rows, total, page, pageCount, filters, sort, roles }: PeoplePageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const base = href("/admin/people");
  const state = { q: filters.q, role: filters.role, state: filters.state };
  const current = { ...state, sort: sort.column, dir: sort.direction };
  const columns: AdminColumn<PersonRow>[] = [
    {
      key: "name",
      header: t("adminPeople.name"),
      sortable: true,
      cell: (row) => (
        <Link
          to={href(`/admin/people/${row.id}`)}
          aria-label={t("adminPeople.open", { name: row.name })}
          className="underline"
        >
          {row.name}
        </Link>
      ),
    },
    { key: "email", header: t("adminPeople.email"), sortable: true, cell: (row) => row.email },
    {
      key: "role",
      header: t("adminPeople.role"),
      sortable: true,
      cell: (row) => t(`adminPeople.roles.${row.role}`),
    },
    {
      key: "state",
      header: t("adminPeople.state"),
      cell: (row) => (
        <span className={row.disabled ? "font-semibold text-danger" : undefined}>
          {t(row.disabled ? "adminPeople.states.disabled" : "adminPeople.states.active")}
        </span>
      ),
    },
    {
      key: "created",
      header: t("adminPeople.created"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.created,
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("adminPeople.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminPeople.intro")}</p>

      <AdminFilters
        id="people-filters"
        heading={t("adminPeople.filters")}
        action={base}
        applyLabel={t("adminPeople.apply")}
        resetLabel={t("adminPeople.reset")}
        sort={sort}
      >
        <FilterInput
          id="people-q"
          name="q"
          type="search"
          label={t("adminPeople.search")}
          value={filters.q}
          maxLength={100}
        />
        <FilterSelect
          id="people-role"
          name="role"
          label={t("adminPeople.role")}
          allLabel={t("adminPeople.all")}
          value={filters.role}
          options={roles.map((role) => ({ value: role, label: t(`adminPeople.roles.${role}`) }))}
        />
        <FilterSelect
          id="people-state"
          name="state"
          label={t("adminPeople.state")}
          allLabel={t("adminPeople.all")}
          value={filters.state}
          options={(["active", "disabled"] as const).map((value) => ({
            value,
            label: t(`adminPeople.states.${value}`),
          }))}
        />
      </AdminFilters>

      <section aria-labelledby="people-list" className="mt-10">
        <h2 id="people-list" className="text-xl font-bold">
          {t("adminPeople.total", { count: total })}
        </h2>
        <AdminTable
          labelledBy="people-list"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t("adminPeople.empty")}
          sort={sort}
          sortHref={(column, direction) => listHref(base, { ...state, sort: column, dir: direction })}
          rowProps={(row) => ({ "data-person": row.email })}
        />
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminPeople.pagination")}
          hrefOf={(target) => listHref(base, { ...current, page: target })}
        />
      </section>
    </div>
  );
}
