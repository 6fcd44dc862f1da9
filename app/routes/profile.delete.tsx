import type { I18nHandle } from "~/lib/i18n";
import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { deleteAccountAction } from "~/features/accounts/profile/delete-action.server";
import { DeleteAccountPage } from "~/features/accounts/profile/delete-account-form";
import { hasPassword } from "~/features/accounts/profile/profile-data.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/profile.delete";

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

/** The deletion step: guarded, never cached; it needs a password to confirm with. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context);
  const t = getT(langFromPath(new URL(request.url).pathname));
  return data(
    { title: t("profile.seo.deleteTitle"), hasPassword: await hasPassword(context.db, viewer.user.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => deleteAccountAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeleteAccountPage
      hasPassword={loaderData.hasPassword}
      lastResult={actionData?.result}
      notice={actionData?.notice}
    />
  );
}
