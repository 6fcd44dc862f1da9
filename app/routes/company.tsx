import { CompanySpacePage, type InviteRefusal } from "~/features/companies/company-space-page";
import { companySpaceAction, companySpaceLoader } from "~/features/companies/company-space-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company";

export const handle = { i18n: ["companySpace"] } satisfies I18nHandle;

/** /company: the space of a company's contacts (signed out: the guard's 401; no company: 403). */
export const loader = ({ request, context }: Route.LoaderArgs) => companySpaceLoader({ request, context });

/** POST: invite a colleague by e-mail. */
export const action = ({ request, context }: Route.ActionArgs) => companySpaceAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CompanySpace({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanySpacePage data={loaderData} refused={(actionData as InviteRefusal | undefined) ?? null} />;
}
