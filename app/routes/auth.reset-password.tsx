import type { I18nHandle } from "~/lib/i18n";
import { resetPasswordAction, resetPasswordLoader } from "~/features/accounts/sign-in/password-reset.server";
import { ResetPasswordPage } from "~/features/accounts/sign-in/reset-password-page";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/auth.reset-password";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export const loader = ({ request, context }: Route.LoaderArgs) => resetPasswordLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => resetPasswordAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage data={loaderData} answer={actionData} />;
}
