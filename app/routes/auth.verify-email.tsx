import { resendVerificationAction, verifyEmailLoader } from "~/features/accounts/sign-in/verify-email.server";
import { VerifyEmailPage } from "~/features/accounts/sign-in/verify-email-page";
import { usePageMessages } from "~/lib/page-messages";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { auth as enAuth } from "~/locales/en/pages/auth";
import { auth as frAuth } from "~/locales/fr/pages/auth";
import type { Route } from "./+types/auth.verify-email";

export const loader = ({ request, context }: Route.LoaderArgs) => verifyEmailLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) =>
  resendVerificationAction({ request, context });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

const messages = { fr: { auth: frAuth }, en: { auth: enAuth } };

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages(messages);
  return <VerifyEmailPage data={loaderData} answer={actionData} />;
}
