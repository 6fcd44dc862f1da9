import { ForgotPasswordPage } from "~/features/accounts/sign-in/forgot-password-page";
import {
  forgotPasswordAction,
  forgotPasswordLoader,
} from "~/features/accounts/sign-in/password-reset.server";
import { usePageMessages } from "~/lib/page-messages";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { auth as enAuth } from "~/locales/en/pages/auth";
import { auth as frAuth } from "~/locales/fr/pages/auth";
import type { Route } from "./+types/auth.forgot-password";

export const loader = ({ request }: Route.LoaderArgs) => forgotPasswordLoader({ request });

export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

const messages = { fr: { auth: frAuth }, en: { auth: enAuth } };

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  usePageMessages(messages);
  return <ForgotPasswordPage answer={actionData} />;
}
