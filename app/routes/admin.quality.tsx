import { QualityPage } from "~/features/admin/quality/quality-page";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { groupingOf, surveyResults } from "~/features/surveys/results.server";
import type { I18nHandle } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.quality";

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

/** /admin/quality: the questionnaires' response rates and satisfaction, for staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const by = groupingOf(url);
  return {
    seo: { title: t("admin.quality.seoTitle"), description: t("admin.quality.intro"), lang },
    by,
    rows: await surveyResults(context.db, by, lang, new Date()),
    canExport: viewer.may.export,
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminQuality({ loaderData }: Route.ComponentProps) {
  return <QualityPage {...loaderData} />;
}
