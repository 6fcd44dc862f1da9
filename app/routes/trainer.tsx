import { TrainerForbidden, TrainerPage } from "~/features/trainer/trainer-page";
import { trainerPageLoader } from "~/features/trainer/trainer-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/trainer";

export const handle = { i18n: ["trainer"] } satisfies I18nHandle;

/** /trainer: today's attendance for the session's trainer and staff, installable, works offline. */
export const loader = ({ request, context }: Route.LoaderArgs) => trainerPageLoader({ request, context });
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
  ...(loaderData?.kind === "page"
    ? [
        { tagName: "link", rel: "manifest", href: loaderData.paths.manifest },
        { name: "theme-color", content: "#0f3b63" },
      ]
    : []),
];

export default function Trainer({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "page" ? <TrainerPage data={loaderData} /> : <TrainerForbidden />;
}
