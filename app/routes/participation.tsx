import { ParticipationPage } from "~/features/companies/participation-page";
import { participationAction, participationLoader } from "~/features/companies/participation-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/participation";

export const handle = { i18n: ["companyBookings"] } satisfies I18nHandle;

/** /participation/{token}: a participant named by their company, from the e-mailed link. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  participationLoader({ request, context, params });

/** POST: the participant confirms. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  participationAction({ request, context, params });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Participation({ loaderData, actionData }: Route.ComponentProps) {
  return <ParticipationPage view={(actionData ?? loaderData).view} />;
}
