import { QuestionnairePage } from "~/features/admin/quality/questionnaire-page";
import {
  questionnaireEditorAction,
  questionnaireEditorLoader,
} from "~/features/admin/quality/questionnaire-editor.server";
import type { I18nHandle } from "~/lib/i18n";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.quality.questionnaire";

export const handle = { i18n: ["admin", "adminQuality"] } satisfies I18nHandle;

/** /admin/quality/questionnaires/:id: the questionnaire's editor; saving writes its next version. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  questionnaireEditorLoader({ request, params, context });

/** POST: add, remove or move a question (nothing saved), or save the next version; admins only. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  questionnaireEditorAction({ request, params, context });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionnairePage data={loaderData} refused={actionData ?? null} />;
}
