import { Link, useLocation } from "react-router";
import { ComplaintForm } from "~/features/complaints/complaint-form";
import { complaintAction, complaintLoader } from "~/features/complaints/complaint-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/complaint";

export const handle = { i18n: ["complaints"] } satisfies I18nHandle;

/** /complaint: the complaint form (from the contact page and Mes inscriptions), and its confirmation. */
export const loader = ({ request, context }: Route.LoaderArgs) => complaintLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => complaintAction({ request, context });

/** A 429 keeps its Retry-After; the page is never cached (a person's registrations). */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function Complaint({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { key } = useLocation();
  if (loaderData.sent)
    return (
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("complaints.sent.heading")}</h1>
        <div
          role="status"
          className="mt-6 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
          data-complaint-reference={loaderData.sent}
        >
          <p className="text-lg">
            {t("complaints.sent.reference")} <strong className="font-mono">{loaderData.sent}</strong>
          </p>
          <p className="mt-3">{t("complaints.sent.next")}</p>
        </div>
        <p className="mt-8">
          <Link to={href("/")} className="btn-secondary">
            {t("complaints.sent.home")}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("complaints.heading")}</h1>
      <p className="mt-3 text-ink-muted">{t("complaints.intro")}</p>
      <p className="mt-2 text-ink-muted">{t("complaints.steps")}</p>
      <div className="mt-8 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <ComplaintForm
          key={key}
          lastResult={actionData?.result}
          notice={actionData?.notice}
          person={loaderData.person}
          choices={loaderData.choices}
          registration={loaderData.registration}
        />
      </div>
    </div>
  );
}
