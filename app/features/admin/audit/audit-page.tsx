import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";
import { AdminFilters, FilterSelect } from "../shared/admin-filters";
import { AdminNav } from "../shared/admin-nav";
import { AdminPager } from "../shared/admin-pager";
import { AuditTable, type AuditRow } from "./audit-table";

export interface AuditPageData {
  rows: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: { action: string | null; actor: string | null };
  choices: { actions: string[]; actors: { id: string; email: string }[] };
}

/** /admin/audit: the log, newest first, filtered by a GET form (the filters stay in the URL). */
export function AuditPage({ rows, total, page, pageCount, filters, choices }: AuditPageData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const pageHref = (target: number) => {
    const query = new URLSearchParams();
    if (filters.action) query.set("action", filters.action);
    if (filters.actor) query.set("actor", filters.actor);
    if (target > 1) query.set("page", String(target));
    const text = query.toString();
    return href(`/admin/audit${text ? `?${text}` : ""}`);
  };
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
        <AdminPager page={page} pageCount={pageCount} label={t("admin.audit.pagination")} hrefOf={pageHref} />
      </section>
    </div>
  );
}
