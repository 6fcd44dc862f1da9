import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";

type AdminPagerProps = { label: string } & (
  | { page: number; pageCount: number; hrefOf: (page: number) => string }
  /** A keyset-paged list: the neighbouring pages' addresses (null at either end), no page numbers. */
  | { previousHref: string | null; nextHref: string | null }
);

/** Previous / next links of a server-paginated list, with "Page x of y" when pages are numbered. */
export function AdminPager(props: AdminPagerProps) {
  const { t } = useTranslation();
  const numbered = "page" in props;
  const previous = numbered ? (props.page > 1 ? props.hrefOf(props.page - 1) : null) : props.previousHref;
  const next = numbered
    ? props.page < props.pageCount
      ? props.hrefOf(props.page + 1)
      : null
    : props.nextHref;
  if (!numbered && !previous && !next) return null;
  return (
    <nav aria-label={props.label} className="mt-6 flex flex-wrap items-center gap-4">
      {previous ? (
        <Link to={previous} rel="prev" className="btn-secondary">
          {t("admin.table.previous")}
        </Link>
      ) : null}
      {numbered ? <p>{t("admin.table.pageOf", { page: props.page, pageCount: props.pageCount })}</p> : null}
      {next ? (
        <Link to={next} rel="next" className="btn-secondary">
          {t("admin.table.next")}
        </Link>
      ) : null}
    </nav>
  );
}
