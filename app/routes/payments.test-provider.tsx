import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { TestProviderPanel } from "~/features/payments/test-provider-panel";
import {
  testProviderPageAction,
  testProviderPageLoader,
} from "~/features/payments/test-provider-page.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/payments.test-provider";

export const handle = { i18n: ["payments"] } satisfies I18nHandle;

/** /payments/test/{reference}: the TEST MODE provider's page (only while the test provider is on). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  testProviderPageLoader({ request, params, context });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  testProviderPageAction({ request, params, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function TestProvider({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("payments.test.heading")}</h1>
      <div className="mt-6 rounded-xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
        <TestProviderPanel page={loaderData} message={actionData?.message} />
      </div>
    </div>
  );
}
