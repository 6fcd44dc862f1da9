import type { I18nHandle } from "~/lib/i18n";
import { registrationAction } from "~/features/admin/registrations/registration-action.server";
import { RegistrationDetailPage } from "~/features/admin/registrations/registration-detail";
import { registrationPageLoader } from "~/features/admin/registrations/registration-page.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.registration";

export const handle = { i18n: ["admin", "adminRegistrations", "profile"] } satisfies I18nHandle;

/** /admin/registrations/:id: one registration with its payments and history, for staff. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  registrationPageLoader({ request, params, context });

/** POST: the page's forms, by intent (features/admin/registrations/registration-action.server.ts). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  registrationAction({ request, params, context });

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationDetailPage data={loaderData} refused={actionData ?? null} />;
}
