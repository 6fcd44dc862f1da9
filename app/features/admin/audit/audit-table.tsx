import { Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { AdminTable, type AdminColumn } from "../shared/admin-table";

export interface AuditRow {
  id: number;
  /** ISO 8601, for <time>; `when` is its text in the page's language, Conakry time. */
  at: string;
  when: string;
  actorEmail: string;
  /** The actor's account name, when the account still exists. */
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string;
  /** What the entry is about by name, with its page (audit-subjects.server.ts). */
  subject: { text: string; detail: string | null; href: string | null };
  /** The row before and after, as indented JSON; null when there was none (a creation...). */
  before: string | null;
  after: string | null;
}

/** Audit entries as a table: the dashboard's latest ones and the log's pages. */
export function AuditTable({ rows, labelledBy }: { rows: AuditRow[]; labelledBy: string }) {
  const { t } = useTranslation();
  const columns: AdminColumn<AuditRow>[] = [
    {
      key: "when",
      header: t("admin.audit.when"),
      nowrap: true,
      cell: (row) => <time dateTime={row.at}>{row.when}</time>,
    },
    {
      key: "actor",
      header: t("admin.audit.actor"),
      cell: (row) =>
        row.actorName ? (
          <>
            {row.actorName}
            <span className="block text-ink-muted">{row.actorEmail}</span>
          </>
        ) : (
          row.actorEmail
        ),
    },
    {
      key: "action",
      header: t("admin.audit.action"),
      cell: (row) => t(`admin.audit.actions.${row.action}`, { defaultValue: row.action }),
    },
    {
      key: "entity",
      header: t("admin.audit.entity"),
      cell: (row) => (
        <>
          <span className="block text-ink-muted">
            {t(`admin.audit.entities.${row.entityType}`, { defaultValue: row.entityType })}
          </span>
          {row.subject.href ? (
            <Link to={row.subject.href} className="underline">
              {row.subject.text}
            </Link>
          ) : (
            row.subject.text
          )}
          {row.subject.detail ? <span className="block text-ink-muted">{row.subject.detail}</span> : null}
        </>
      ),
    },
    {
      key: "changes",
      header: t("admin.audit.changes"),
      cell: (row) => (
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
      ),
    },
  ];
  return (
    <AdminTable
      labelledBy={labelledBy}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("admin.audit.empty")}
      minWidth="40rem"
      rowProps={(row) => ({ "data-audit-action": row.action })}
    />
  );
}
