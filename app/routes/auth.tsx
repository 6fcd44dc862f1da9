import { authAction } from "~/features/accounts/sign-in/auth-action.server";
import { authLoader } from "~/features/accounts/sign-in/auth-loader.server";
import { AuthPage } from "~/features/accounts/sign-in/auth-page";
import type { ShouldRevalidateFunction } from "react-router";
import { callAuthAction } from "~/features/accounts/sign-in/network";
import { usePageMessages } from "~/lib/page-messages";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { auth as enAuth } from "~/locales/en/pages/auth";
import { auth as frAuth } from "~/locales/fr/pages/auth";
import type { Route } from "./+types/auth";

export const loader = ({ request, context }: Route.LoaderArgs) => authLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => authAction({ request, context });

/** In the browser: an offline check first, and network failures as data (sign-up retries them). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  callAuthAction(request, serverAction);

/** After signing in with JavaScript the page stays a second for its toast (no loader redirect). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { status?: string } | undefined)?.status === "signed-in" ? false : defaultShouldRevalidate;

/** A 429 keeps its Retry-After. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

const messages = { fr: { auth: frAuth }, en: { auth: enAuth } };

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages(messages);
  return <AuthPage data={loaderData} actionData={actionData} />;
}
