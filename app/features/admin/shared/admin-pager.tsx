import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";

/** Previous / next links of a server-paginated list, with "Page x of y". */
export function AdminPager({
  page,
  pageCount,
  label,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  label: string;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="btn-secondary">
          {t("admin.table.previous")}
        </Link>
      ) : null}
      <p>{t("admin.table.pageOf", { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" className="btn-secondary">
          {t("admin.table.next")}
        </Link>
      ) : null}
    </nav>
  );
}
