import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { usePageMessages } from "~/lib/page-messages";
import { useLang } from "~/lib/use-lang";
import { inputClass } from "~/features/accounts/profile/form-parts";
import { AdminNav } from "./admin-nav";
import { adminMessages } from "./admin-panel";
import { AdminPager } from "./admin-pager";
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
  usePageMessages(adminMessages);
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

      <Form method="get" action={href("/admin/audit")} className="mt-8" aria-labelledby="audit-filters">
        <h2 id="audit-filters" className="text-xl font-bold">
          {t("admin.audit.filters")}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="audit-action" className="block font-medium">
              {t("admin.audit.action")}
            </label>
            <select
              id="audit-action"
              name="action"
              defaultValue={filters.action ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.audit.all")}</option>
              {choices.actions.map((action) => (
                <option key={action} value={action}>
                  {t(`admin.audit.actions.${action}`, { defaultValue: action })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-actor" className="block font-medium">
              {t("admin.audit.actor")}
            </label>
            <select id="audit-actor" name="actor" defaultValue={filters.actor ?? ""} className={inputClass}>
              <option value="">{t("admin.audit.allActors")}</option>
              {choices.actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.email}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("admin.audit.apply")}
          </button>
          <Link to={href("/admin/audit")} className="btn-secondary">
            {t("admin.audit.reset")}
          </Link>
        </div>
      </Form>

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
