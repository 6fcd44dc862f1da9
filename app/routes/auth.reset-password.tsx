import { resetPasswordAction, resetPasswordLoader } from "~/features/accounts/sign-in/password-reset.server";
import { ResetPasswordPage } from "~/features/accounts/sign-in/reset-password-page";
import { usePageMessages } from "~/lib/page-messages";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { auth as enAuth } from "~/locales/en/pages/auth";
import { auth as frAuth } from "~/locales/fr/pages/auth";
import type { Route } from "./+types/auth.reset-password";

export const loader = ({ request, context }: Route.LoaderArgs) => resetPasswordLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => resetPasswordAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

const messages = { fr: { auth: frAuth }, en: { auth: enAuth } };

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages(messages);
  return <ResetPasswordPage data={loaderData} answer={actionData} />;
}
