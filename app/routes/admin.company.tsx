import type { I18nHandle } from "~/lib/i18n";
import {
  companyEditorAction,
  companyEditorLoader,
  type CompanyRefusal,
} from "~/features/admin/companies/company-editor.server";
import { CompanyPage } from "~/features/admin/companies/company-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.company";

export const handle = { i18n: ["admin", "adminCompanies"] } satisfies I18nHandle;

/** /admin/companies/new and /admin/companies/:id: the company's form, its contacts, the merge. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  companyEditorLoader({ request, params, context });

/** POST: save, add or remove a contact, merge (admins only); each audited. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  companyEditorAction({ request, params, context });

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyPage data={loaderData} refused={(actionData as CompanyRefusal | undefined) ?? null} />;
}
