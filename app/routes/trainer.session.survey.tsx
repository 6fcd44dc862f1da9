import { SurveyQrPage } from "~/features/surveys/survey-room-page";
import { surveyQrLoader } from "~/features/surveys/survey-room.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/trainer.session.survey";

export const handle = { i18n: ["surveys"] } satisfies I18nHandle;

/** /trainer/sessions/{id}/survey: the end-of-training survey's QR code, on the session's last day. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  surveyQrLoader({ request, context, params });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function TrainerSessionSurvey({ loaderData }: Route.ComponentProps) {
  return <SurveyQrPage {...loaderData} />;
}
