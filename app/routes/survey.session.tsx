import { SurveyRoomPage } from "~/features/surveys/survey-room-page";
import { surveyRoomAction, surveyRoomLoader } from "~/features/surveys/survey-room.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/survey.session";

export const handle = { i18n: ["surveys"] } satisfies I18nHandle;

/** /survey/session/{code}: from the trainer's QR code, the trainee finds their own survey. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  surveyRoomLoader({ request, context, params });

/** POST: the registration's e-mail address leads to the person's link. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  surveyRoomAction({ request, context, params });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function SurveySession({ loaderData, actionData }: Route.ComponentProps) {
  return <SurveyRoomPage view={(actionData ?? loaderData).view} />;
}
