import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { useLocation } from "react-router";
import { CourseSummary } from "~/features/registration/course-summary";
import { registrationAction } from "~/features/registration/registration-action.server";
import { RegistrationForm } from "~/features/registration/registration-form";
import { registrationPageLoader } from "~/features/registration/registration-page.server";
import { RegistrationStatusPanel } from "~/features/registration/registration-status-panel";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register";

export const handle = { i18n: ["catalog", "registration"] } satisfies I18nHandle;

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  registrationPageLoader({ request, params, context });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  registrationAction({ request, params, context });

/** Cache-Control from the loader, Retry-After on a 429. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // A new location (the same page after a refused post without JavaScript) keeps the form in step.
  const { key } = useLocation();
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("registration.heading")}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <CourseSummary course={loaderData.course} />
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
          {loaderData.existing ? (
            <RegistrationStatusPanel registration={loaderData.existing} />
          ) : (
            <RegistrationForm
              key={key}
              data={loaderData}
              lastResult={actionData?.result}
              notice={actionData?.notice}
            />
          )}
        </div>
      </div>
    </div>
  );
}
