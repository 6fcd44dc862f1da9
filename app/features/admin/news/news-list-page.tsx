import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { listHref, type ListSort, type SortDirection } from "../shared/list-query";
import { postKinds, type PostKind } from "../../../../db/schema/post-kinds";

export interface NewsListRow {
  id: number;
  slug: string;
  kind: PostKind;
  /** Where visitors read it (French path). */
  path: string;
  title: string;
  untranslated: boolean;
  date: string;
  event: string | null;
  published: boolean;
}

export interface NewsListData {
  rows: NewsListRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { status: "published" | "draft" | null; kind: PostKind | null };
  sort: ListSort<string>;
  canChange: boolean;
}

/** /admin/news: every post, drafts included; filters, sort and page in the URL. */
export function NewsListPage({ rows, total, page, pageCount, filters, sort, canChange }: NewsListData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const base = href("/admin/news");
  const hrefWith = (changes: Record<string, string | number | null>) =>
    listHref(base, { status: filters.status, kind: filters.kind, sort: sort.column, dir: sort.direction, page, ...changes });
  const columns: AdminColumn<NewsListRow>[] = [
    {
      key: "title",
      header: t("adminNews.columns.title"),
      sortable: true,
      cell: (row) => (
        <>
          <Link to={href(`/admin/news/${row.id}`)} className="font-semibold underline">
            {row.title}
          </Link>
          {row.untranslated ? (
            <span className="ms-2 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
              {t("adminNews.untranslated")}
            </span>
          ) : null}
          <span className="block text-ink-muted">{row.path}</span>
        </>
      ),
    },
    { key: "kind", header: t("adminNews.columns.kind"), cell: (row) => t(`adminNews.kinds.${row.kind}`) },
    {
      key: "date",
      header: t("adminNews.columns.date"),
      sortable: true,
      nowrap: true,
      cell: (row) => row.date,
    },
    { key: "event", header: t("adminNews.columns.event"), cell: (row) => row.event ?? "—" },
    {
      key: "status",
      header: t("adminNews.columns.status"),
      cell: (row) => (row.published ? t("adminNews.published") : t("adminNews.draft")),
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="news-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("adminNews.heading")}
        </h1>
        {canChange ? (
          <Link
            to={href(filters.kind ? `/admin/news/new?kind=${filters.kind}` : "/admin/news/new")}
            className="btn-primary"
          >
            {t("adminNews.newPost")}
          </Link>
        ) : null}
      </div>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("adminNews.intro")}</p>

      <Form
        method="get"
        action={base}
        className="mt-8 flex flex-wrap items-end gap-4"
        aria-labelledby="news-filters"
      >
        <h2 id="news-filters" className="sr-only">
          {t("adminNews.filters")}
        </h2>
        <FilterSelect
          id="filter-status"
          name="status"
          label={t("adminNews.status")}
          allLabel={t("adminNews.all")}
          value={filters.status}
          options={[
            { value: "published", label: t("adminNews.published") },
            { value: "draft", label: t("adminNews.draft") },
          ]}
        />
        <FilterSelect
          id="filter-kind"
          name="kind"
          label={t("adminNews.kind")}
          allLabel={t("adminNews.all")}
          value={filters.kind}
          options={postKinds.map((kind) => ({ value: kind, label: t(`adminNews.kinds.${kind}`) }))}
        />
        <button type="submit" className="btn-secondary">
          {t("adminNews.apply")}
        </button>
      </Form>

      <p className="mt-6" aria-live="polite">
        {t("adminNews.total", { count: total })}
      </p>
      <AdminTable
        labelledBy="news-heading"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t("adminNews.empty")}
        sort={sort}
        sortHref={(column: string, direction: SortDirection) =>
          hrefWith({ sort: column, dir: direction, page: 1 })
        }
        rowProps={(row) => ({ "data-post": row.slug })}
        minWidth="40rem"
      />
      {pageCount > 1 ? (
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("adminNews.heading")}
          hrefOf={(target) => hrefWith({ page: target })}
        />
      ) : null}
    </div>
  );
}
