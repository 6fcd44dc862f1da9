import { SurveyPage } from "~/features/surveys/survey-page";
import { surveyAction, surveyLoader } from "~/features/surveys/survey-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/survey";

export const handle = { i18n: ["surveys"] } satisfies I18nHandle;

/** /survey/{token}: a personal questionnaire link, from an e-mail or the trainer's QR code. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  surveyLoader({ request, context, params });

/** POST: the answers, recorded once. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  surveyAction({ request, context, params });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Survey({ loaderData, actionData }: Route.ComponentProps) {
  return <SurveyPage view={(actionData ?? loaderData).view} />;
}
