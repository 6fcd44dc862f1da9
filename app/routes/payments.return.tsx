import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { PaymentStatus } from "~/features/payments/payment-status";
import { returnPageLoader } from "~/features/payments/return-page.server";
import { holdNoteOfRegistration } from "~/features/registration/hold-deadline.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/payments.return";

export const handle = { i18n: ["payments"] } satisfies I18nHandle;

/** /payments/{reference}: where providers send the payer back; the status comes from our database. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  returnPageLoader({
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

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("payments.status.heading")}</h1>
      <div className="mt-6 rounded-xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
        <PaymentStatus page={loaderData} />
      </div>
    </div>
  );
}
