import type { I18nHandle } from "~/lib/i18n";
import { AgreementPage, type AgreementPageData } from "~/features/agreements/agreement-page";
import { agreementPageAction, agreementPageLoader } from "~/features/agreements/agreement-page.server";
import type { DecisionRefusal } from "~/features/agreements/online-acceptance-form";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/agreement";

export const handle = { i18n: ["onlineAcceptance"] } satisfies I18nHandle;

/** /agreements/:token: the training agreement its company received by e-mail. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  agreementPageLoader({ request, params, context });

/** POST: accept or refuse it, as a quote. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  agreementPageAction({ request, params, context });

/** A page reached by a private link: never cached, never indexed. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AgreementRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AgreementPage
      data={loaderData as AgreementPageData}
      refused={(actionData as DecisionRefusal | undefined) ?? null}
    />
  );
}
