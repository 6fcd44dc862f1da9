import { csvResponse } from "~/features/admin/shared/csv.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { groupingOf, surveyResults } from "~/features/surveys/results.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/admin.quality.export";

/** /admin/quality/export.csv?by=…: the results table as CSV, headers in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "export", page: "/admin/quality" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const by = groupingOf(url);
  const rows = await surveyResults(context.db, by, lang, new Date());
  return csvResponse(
    `quality-${by}.csv`,
    [
      t(`admin.quality.by.${by}`),
      t("admin.quality.invited"),
      t("admin.quality.answered"),
      t("admin.quality.responseRate"),
      t("admin.quality.satisfaction"),
      t("admin.quality.satisfactionAnswers"),
    ],
    rows.map((row) => [
      row.label,
      String(row.invited),
      String(row.answered),
      row.responseRate === null ? "" : String(row.responseRate),
      row.satisfaction === null ? "" : String(row.satisfaction),
      String(row.satisfactionAnswers),
    ]),
    lang,
  );
}
