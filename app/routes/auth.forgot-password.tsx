import type { I18nHandle } from "~/lib/i18n";
import { ForgotPasswordPage } from "~/features/accounts/sign-in/forgot-password-page";
import {
  forgotPasswordAction,
  forgotPasswordLoader,
} from "~/features/accounts/sign-in/password-reset.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/auth.forgot-password";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export const loader = ({ request }: Route.LoaderArgs) => forgotPasswordLoader({ request });

export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage answer={actionData} />;
}
