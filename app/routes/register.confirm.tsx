import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { NoticeAlert } from "~/ui/notice-alert";
import { offerPageAction, offerPageLoader } from "~/features/registration/offer-page.server";
import { OFFER_TOKEN_FIELD } from "~/features/registration/registration-view";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/register.confirm";

export const handle = { i18n: ["registration"] } satisfies I18nHandle;

export const loader = ({ request, context }: Route.LoaderArgs) => offerPageLoader({ request, context });
export const action = ({ request, context }: Route.ActionArgs) => offerPageAction({ request, context });
export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

/** The seat offered to someone on the waiting list: one button confirms it. */
export default function ConfirmOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { state, offer } = loaderData;
  return (
    <div className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("registration.offer.title")}</h1>
      <div className="mt-6 space-y-6">
        <NoticeAlert notice={actionData?.notice} />
        {state === "open" && offer ? (
          <Form method="post" className="space-y-6">
            <p className="text-lg">
              {t("registration.offer.text", { date: offer.date, course: offer.course, until: offer.until })}
            </p>
            <AntiForgeryField token={offer.antiForgery} />
            <input type="hidden" name={OFFER_TOKEN_FIELD} value={offer.token} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary min-h-11" disabled={busy}>
                {t("registration.offer.confirm")}
              </button>
              <Link to={offer.mine} className="btn-secondary">
                {t("registration.status.mine")}
              </Link>
            </div>
          </Form>
        ) : state === "other-account" && loaderData.switchAccount ? (
          <div role="alert" className="space-y-4 rounded-lg border-l-4 border-warning bg-warning-soft px-4 py-4">
            <h2 className="font-bold text-warning">{t("registration.offer.otherAccountTitle")}</h2>
            <p>{t("registration.offer.otherAccount")}</p>
            <Form method="post" action={loaderData.switchAccount.signOut} reloadDocument>
              <input type="hidden" name="redirectTo" value={loaderData.switchAccount.then} />
              <button type="submit" className="btn-primary min-h-11">
                {t("registration.offer.signOut")}
              </button>
            </Form>
          </div>
        ) : (
          <>
            <p role="status" className="text-lg">
              {state === "confirmed"
                ? t("registration.offer.done")
                : state === "expired"
                  ? t("registration.offer.expired")
                  : t("registration.offer.invalid")}
            </p>
            <Link to={href("/profile/registrations")} className="btn-secondary">
              {t("registration.status.mine")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
