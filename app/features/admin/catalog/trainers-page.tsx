import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { AdminColumn } from "../shared/admin-table";
import { SearchedListPage } from "../shared/searched-list-page";
import { UntranslatedBadge } from "./catalog-form-parts";
import type { ListSort } from "../shared/list-query";

interface TrainerRow {
  id: number;
  name: string;
  title: string;
  courses: number;
  updated: string;
  untranslated: boolean;
}

export interface TrainersPageData {
  rows: TrainerRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string | null; sort: ListSort<string> };
  mayChange: boolean;
}

/** /admin/trainers: search by name over the sortable, paged table. */
export function TrainersPage({ rows, total, page, pageCount, filters, mayChange }: TrainersPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const columns: AdminColumn<TrainerRow>[] = [
    {
      key: "name",
      header: t("adminCatalog.trainers.name"),
      sortable: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={href(`/admin/trainers/${row.id}`)} className="font-medium underline">
            {row.name}
          </Link>
          {row.untranslated ? <UntranslatedBadge /> : null}
        </span>
      ),
    },
    { key: "title", header: t("adminCatalog.trainers.title"), cell: (row) => row.title },
    {
      key: "courses",
      header: t("adminCatalog.trainers.courses"),
      sortable: true,
      cell: (row) => row.courses,
    },
    {
      key: "updated",
      header: t("adminCatalog.trainers.updated"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.updated,
    },
  ];
  return (
    <SearchedListPage
      path="/admin/trainers"
      name="trainer"
      words={{
        heading: t("adminCatalog.trainers.heading"),
        intro: t("adminCatalog.trainers.intro"),
        create: mayChange ? t("adminCatalog.trainers.create") : undefined,
        search: t("adminCatalog.trainers.search"),
        apply: t("adminCatalog.trainers.apply"),
        reset: t("adminCatalog.trainers.reset"),
        total: t("adminCatalog.trainers.total", { count: total }),
        empty: t("adminCatalog.trainers.empty"),
        pagination: t("adminCatalog.trainers.pagination"),
      }}
      filters={filters}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      page={page}
      pageCount={pageCount}
      minWidth="36rem"
    />
  );
}
