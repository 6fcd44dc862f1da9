import { useTranslation } from "react-i18next";

export interface AuditRow {
  id: number;
  /** ISO 8601, for <time>; `when` is its text in the page's language, Conakry time. */
  at: string;
  when: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  /** The row before and after, as indented JSON; null when there was none (a creation...). */
  before: string | null;
  after: string | null;
}

/** Audit entries as a table: the dashboard's latest ones and the log's pages. */
export function AuditTable({ rows, labelledBy }: { rows: AuditRow[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on a phone: focusable, so that a keyboard can scroll it too (WCAG 2.1.1).
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("admin.audit.when")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("admin.audit.actor")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("admin.audit.action")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("admin.audit.entity")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("admin.audit.changes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top" data-audit-action={row.action}>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.at}>{row.when}</time>
              </td>
              <td className="px-4 py-3">{row.actorEmail}</td>
              <td className="px-4 py-3">
                {t(`admin.audit.actions.${row.action}`, { defaultValue: row.action })}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {t(`admin.audit.entities.${row.entityType}`, { defaultValue: row.entityType })} #
                {row.entityId}
              </td>
              <td className="px-4 py-3">
                <details>
                  <summary className="cursor-pointer underline">{t("admin.audit.changes")}</summary>
                  <dl className="mt-2 grid gap-2">
                    <dt className="font-semibold">{t("admin.audit.before")}</dt>
                    <dd>
                      <pre className="overflow-x-auto whitespace-pre-wrap text-xs">
                        {row.before ?? t("admin.audit.nothing")}
                      </pre>
                    </dd>
                    <dt className="font-semibold">{t("admin.audit.after")}</dt>
                    <dd>
                      <pre className="overflow-x-auto whitespace-pre-wrap text-xs">
                        {row.after ?? t("admin.audit.nothing")}
                      </pre>
                    </dd>
                  </dl>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
