import { QuestionnairesPage } from "~/features/admin/quality/questionnaires-page";
import {
  questionnairesAction,
  questionnairesLoader,
} from "~/features/admin/quality/questionnaire-editor.server";
import type { I18nHandle } from "~/lib/i18n";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.quality.questionnaires";

export const handle = { i18n: ["admin", "adminQuality"] } satisfies I18nHandle;

/** /admin/quality/questionnaires: every questionnaire, for staff. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  questionnairesLoader({ request, params, context });

/** POST: give a course its own questionnaire of a kind; admins only. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  questionnairesAction({ request, params, context });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminQuestionnaires({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionnairesPage data={loaderData} notice={actionData?.notice ?? null} />;
}
