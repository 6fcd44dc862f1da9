import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { isRouteErrorResponse, Link, redirect } from "react-router";
import { startOAuthSignIn, type OAuthStartRefusal } from "~/features/accounts/oauth-sign-in.server";
import { langFromPath, localizePath } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/auth.social";

export const handle = { i18n: ["oauth"] } satisfies I18nHandle;

/** Only the provider buttons post here; a visit by link goes to the sign-in page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/auth", langFromPath(new URL(request.url).pathname)));
}

/**
 * Sends the browser to the provider (303). A refusal (400, 429) is thrown, not returned: this
 * route's error boundary shows it with its status, and the loader's redirect does not run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await startOAuthSignIn({ request, context });
  if (result instanceof Response) return result;
  throw result;
}

/** A 429 keeps its Retry-After. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Never drawn: every request ends in a redirect or a refusal. */
export default function OAuthStart() {
  return null;
}

function isRefusal(value: unknown): value is OAuthStartRefusal {
  const refusal = (value as { refusal?: unknown } | null)?.refusal;
  return refusal === "invalid" || refusal === "tooMany";
}

/** Why a sign-in could not start: a hostile or stale form, or too many attempts. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : null;
  // Anything else (a bug) is a 500: the generic message, not a sign-in refusal.
  if (!refusal) throw error;
  const message =
    refusal.refusal === "tooMany"
      ? t("oauth.start.tooMany", { minutes: refusal.minutes })
      : t("oauth.start.invalid");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{t("oauth.start.title")}</title>
      <h1 className="text-3xl font-bold">{t("oauth.start.title")}</h1>
      <p role="alert" className="mt-4 text-ink-muted">
        {message}
      </p>
      <Link to={href("/auth")} className="btn-primary mt-8 inline-flex">
        {t("oauth.start.back")}
      </Link>
    </section>
  );
}
