import { InvitationPage } from "~/features/companies/invitation-page";
import { invitationAction, invitationLoader } from "~/features/companies/invitation-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company.invitation";

export const handle = { i18n: ["companySpace"] } satisfies I18nHandle;

/** /company/invitations/:token: a colleague's invitation to join a company's contacts. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  invitationLoader({ request, params, context });

/** POST: join the company with the signed-in account, once. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  invitationAction({ request, params, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CompanyInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InvitationPage
      view={loaderData.view}
      refused={(actionData as { notice: { title: string; message: string } } | undefined) ?? null}
    />
  );
}
