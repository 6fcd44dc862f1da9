import { Link } from "react-router";
import { SatisfactionChart } from "~/features/surveys/satisfaction-chart";
import type { ResultGrouping, ResultRow } from "~/features/surveys/results.server";
import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";
import { AdminTable } from "../shared/admin-table";

const groupings: ResultGrouping[] = ["course", "session", "trainer"];

/** /admin/quality: response rates and satisfaction per course, session or trainer, last 12 months. */
export function QualityPage({
  by,
  rows,
  canExport,
}: {
  by: ResultGrouping;
  rows: ResultRow[];
  canExport: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section>
      <h1 className="text-3xl font-bold">{t("admin.quality.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("admin.quality.intro")}</p>
      <nav aria-label={t("admin.quality.groupBy")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {groupings.map((grouping) => (
            <li key={grouping}>
              <Link
                to={`${href("/admin/quality")}?by=${grouping}`}
                aria-current={grouping === by ? "page" : undefined}
                className={grouping === by ? "btn-primary" : "btn-secondary"}
              >
                {t(`admin.quality.by.${grouping}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {canExport ? (
        <p className="mt-4">
          <a href={`${href("/admin/quality/export.csv")}?by=${by}`} className="underline">
            {t("admin.table.exportCsv")}
          </a>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6">{t("admin.quality.none")}</p>
      ) : (
        <>
          <div className="mt-6">
            <SatisfactionChart rows={rows} title={t("admin.quality.chartTitle")} />
          </div>
          <h2 id="quality-table" className="mt-8 text-xl font-semibold">
            {t("admin.quality.tableCaption")}
          </h2>
          <AdminTable
            labelledBy="quality-table"
            rows={rows}
            rowKey={(row) => row.id}
            empty={t("admin.quality.none")}
            minWidth="40rem"
            columns={[
              { key: "label", header: t(`admin.quality.by.${by}`), cell: (row) => row.label },
              { key: "invited", header: t("admin.quality.invited"), cell: (row) => row.invited },
              { key: "answered", header: t("admin.quality.answered"), cell: (row) => row.answered },
              {
                key: "rate",
                header: t("admin.quality.responseRate"),
                nowrap: true,
                cell: (row) => (row.responseRate === null ? "—" : `${row.responseRate}\u00a0%`),
              },
              {
                key: "satisfaction",
                header: t("admin.quality.satisfaction"),
                nowrap: true,
                cell: (row) =>
                  row.satisfaction === null
                    ? "—"
                    : t("admin.quality.satisfactionValue", {
                        average: row.satisfaction.toFixed(1),
                        count: row.satisfactionAnswers,
                      }),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
