import { Form, Link, useNavigation } from "react-router";
import { attendPageAction, attendPageLoader } from "~/features/attendance/attend-page.server";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/attend";

export const handle = { i18n: ["attendanceCode"] } satisfies I18nHandle;

/** /attend/{code}: the page a participant's phone opens from the trainer's QR code. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  attendPageLoader({ request, context, params });
export const action = ({ request, context, params }: Route.ActionArgs) =>
  attendPageAction({ request, context, params });

/** Cache-Control, X-Robots-Tag and a 429's Retry-After, from the loader and the action. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Attend({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const busy = useNavigation().state === "submitting";
  // After a confirmation, what it did; before, what the code allows.
  const view = actionData?.view ?? loaderData.view;
  if (view.state === "ready")
    return (
      <div className="container-page max-w-2xl py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("attendanceCode.attend.heading")}</h1>
        <p className="mt-6 text-lg">{t("attendanceCode.attend.intro", { course: view.course, halfDay: view.halfDay })}</p>
        <Form method="post" className="mt-8">
          <AntiForgeryField token={view.antiForgery} />
          <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto" disabled={busy}>
            {t("attendanceCode.attend.confirm")}
          </button>
        </Form>
      </div>
    );
  const tone =
    view.state === "refused" ? "border-danger bg-danger-soft" : "border-success bg-success-soft";
  return (
    <div className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{view.title}</h1>
      <p role={view.state === "refused" ? "alert" : "status"} className={`mt-6 rounded-lg border-l-4 px-4 py-4 text-lg ${tone}`}>
        {view.message}
      </p>
      <Link to={href("/profile/registrations")} className="btn-secondary mt-8 inline-flex">
        {t("attendanceCode.attend.mine")}
      </Link>
    </div>
  );
}
