import { Link } from "react-router";
import { SatisfactionChart } from "~/features/surveys/satisfaction-chart";
import type { ResultGrouping, ResultRow } from "~/features/surveys/results.server";
import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";

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
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">{t("admin.quality.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`admin.quality.by.${by}`)}</th>
                <th scope="col">{t("admin.quality.invited")}</th>
                <th scope="col">{t("admin.quality.answered")}</th>
                <th scope="col">{t("admin.quality.responseRate")}</th>
                <th scope="col">{t("admin.quality.satisfaction")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="py-2">{row.label}</td>
                  <td>{row.invited}</td>
                  <td>{row.answered}</td>
                  <td>{row.responseRate === null ? "—" : `${row.responseRate}\u00a0%`}</td>
                  <td>
                    {row.satisfaction === null
                      ? "—"
                      : t("admin.quality.satisfactionValue", {
                          average: row.satisfaction.toFixed(1),
                          count: row.satisfactionAnswers,
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
