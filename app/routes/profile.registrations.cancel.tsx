import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { cancelPageAction, cancelPageLoader } from "~/features/registration/cancel-page.server";
import { cancelWords } from "~/features/registration/cancel-words";
import { NoticeAlert } from "~/ui/notice-alert";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/profile.registrations.cancel";

export const handle = { i18n: ["registration"] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => cancelPageLoader(args);
export const action = (args: Route.ActionArgs) => cancelPageAction(args);
export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

/** The confirmation step before a cancellation: a form that posts, works without JavaScript. */
export default function CancelRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { registration, paid, antiForgery, back } = loaderData;
  const words = cancelWords(registration, t);
  return (
    <div className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{words.title}</h1>
      <div className="mt-6 space-y-6">
        <NoticeAlert notice={actionData?.notice} />
        <p className="text-lg">{words.text}</p>
        {registration.dates ? (
          <p>
            <span className="first-letter:uppercase">{registration.dates}</span>
            {registration.place ? ` · ${registration.place}` : null}
          </p>
        ) : null}
        {paid ? (
          <p className="rounded-md bg-info-soft px-4 py-3 text-info">{t("registration.cancel.paid")}</p>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-3">
          <AntiForgeryField token={antiForgery} />
          <button type="submit" className="btn-primary min-h-11" disabled={busy || !registration.cancellable}>
            {words.confirm}
          </button>
          <Link to={back} className="btn-secondary">
            {words.keep}
          </Link>
        </Form>
      </div>
    </div>
  );
}
