import type { I18nHandle } from "~/lib/i18n";
import { authAction } from "~/features/accounts/sign-in/auth-action.server";
import { authLoader } from "~/features/accounts/sign-in/auth-loader.server";
import { AuthPage } from "~/features/accounts/sign-in/auth-page";
import type { ShouldRevalidateFunction } from "react-router";
import { callAuthAction } from "~/features/accounts/sign-in/network";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

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

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage data={loaderData} actionData={actionData} />;
}
