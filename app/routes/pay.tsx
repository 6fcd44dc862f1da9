import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { useLocation } from "react-router";
import { PayForm } from "~/features/payments/pay-form";
import { payAction, payPageLoader } from "~/features/payments/pay-page.server";
import { holdNoteOfRegistration } from "~/features/registration/hold-deadline.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/pay";

export const handle = { i18n: ["payments"] } satisfies I18nHandle;

/** /pay/{registrationId} and /pay/demo (the About page's demo product): one page, one action. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  payPageLoader({
    request,
    params,
    context,
    holdNoteOf: (registrationId, lang, now) =>
      holdNoteOfRegistration(context.db, registrationId, {
        lang,
        envHours: context.env.PAYMENT_HOLD_HOURS,
        now,
      }),
  });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  payAction({ request, params, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("payments.pay.heading")}</h1>
      <div className="mt-6 rounded-xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
        <PayForm key={key} page={loaderData} notice={actionData?.notice} />
      </div>
    </div>
  );
}
