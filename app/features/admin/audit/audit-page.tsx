import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { listHref } from "../shared/list-query";
import { AuditTable, type AuditRow } from "./audit-table";

export interface AuditPageData {
  rows: AuditRow[];
  total: number;
  /** The cursors of the neighbouring pages (keyset paging), null at either end. */
  previous: string | null;
  next: string | null;
  filters: { action: string | null; actor: string | null };
  choices: { actions: string[]; actors: { id: string; email: string }[] };
}

/** /admin/audit: the log, newest first, filtered by a GET form (the filters stay in the URL). */
export function AuditPage({ rows, total, previous, next, filters, choices }: AuditPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const cursorHref = (side: "before" | "after", cursor: string | null) =>
    cursor ? href(listHref("/admin/audit", { ...filters, [side]: cursor })) : null;
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("admin.audit.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("admin.audit.intro")}</p>

      <AdminFilters
        id="audit-filters"
        heading={t("admin.audit.filters")}
        action={href("/admin/audit")}
        applyLabel={t("admin.audit.apply")}
        resetLabel={t("admin.audit.reset")}
        columns={2}
      >
        <FilterSelect
          id="audit-action"
          name="action"
          label={t("admin.audit.action")}
          allLabel={t("admin.audit.all")}
          value={filters.action}
          options={choices.actions.map((action) => ({
            value: action,
            label: t(`admin.audit.actions.${action}`, { defaultValue: action }),
          }))}
        />
        <FilterSelect
          id="audit-actor"
          name="actor"
          label={t("admin.audit.actor")}
          allLabel={t("admin.audit.allActors")}
          value={filters.actor}
          options={choices.actors.map((actor) => ({ value: actor.id, label: actor.email }))}
        />
      </AdminFilters>

      <section aria-labelledby="audit-entries" className="mt-10">
        <h2 id="audit-entries" className="text-xl font-bold">
          {t("admin.audit.total", { count: total })}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-4">{t("admin.audit.empty")}</p>
        ) : (
          <AuditTable rows={rows} labelledBy="audit-entries" />
        )}
        <AdminPager
          previousHref={cursorHref("before", previous)}
          nextHref={cursorHref("after", next)}
          label={t("admin.audit.pagination")}
        />
      </section>
    </div>
  );
}
