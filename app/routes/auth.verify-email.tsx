import type { I18nHandle } from "~/lib/i18n";
import { resendVerificationAction, verifyEmailLoader } from "~/features/accounts/sign-in/verify-email.server";
import { VerifyEmailPage } from "~/features/accounts/sign-in/verify-email-page";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/auth.verify-email";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export const loader = ({ request, context }: Route.LoaderArgs) => verifyEmailLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) =>
  resendVerificationAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage data={loaderData} answer={actionData} />;
}
