import { data } from "react-router";
import { CompanySpacePage, type InviteRefusal } from "~/features/companies/company-space-page";
import { companySpaceAction, companySpaceLoader } from "~/features/companies/company-space-page.server";
import { CompanyDocumentsSections } from "~/features/quotes/company-documents-section";
import { companyDocuments } from "~/features/quotes/company-documents.server";
import type { I18nHandle } from "~/lib/i18n";
import { langFromPath } from "~/lib/language";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company";

export const handle = { i18n: ["companySpace", "companyBookings", "onlineAcceptance"] } satisfies I18nHandle;

/**
 * /company: the space of a company's contacts (signed out: the guard's 401; no company: 403),
 * with the quotes and training agreements sent to the company.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const space = await companySpaceLoader({ request, context });
  if (space.data.kind !== "space") return data({ ...space.data, documents: null }, space.init ?? undefined);
  const lang = langFromPath(new URL(request.url).pathname);
  const documents = await companyDocuments(context.db, space.data.company.id, lang);
  return data({ ...space.data, documents }, space.init ?? undefined);
}

/** POST: invite a colleague by e-mail. */
export const action = ({ request, context }: Route.ActionArgs) => companySpaceAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CompanySpace({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanySpacePage
      data={loaderData}
      refused={(actionData as InviteRefusal | undefined) ?? null}
      documents={loaderData.documents ? <CompanyDocumentsSections documents={loaderData.documents} /> : null}
    />
  );
}
