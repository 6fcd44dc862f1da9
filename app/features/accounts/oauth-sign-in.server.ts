import { data, redirect } from "react-router";
import { readForm } from "~/features/security/form-data.server";
import { clientKey, consumeLimit, minutesLeft, type LimitRule } from "~/features/security/rate-limit.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { PROVIDER_UNAVAILABLE } from "./oauth-errors";
import { oauthProviders } from "./oauth-providers.server";

/**
 * Starting a provider sign-in writes a row (its state), so it is limited like the other
 * sign-in attempts: a person presses the button once or twice, a script thousands of times.
 */
export const oauthStartRule: LimitRule = {
  name: "oauth-start",
  points: 10,
  durationSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/** What /auth/social shows when it does not send the visitor on (4xx, in the page's language). */
export type OAuthStartRefusal = { refusal: "invalid" } | { refusal: "tooMany"; minutes: number };

/** The page to come back to after signing in: a safe local path, the home page by default. */
export function returnPathOf(value: FormDataEntryValue | null, lang: "fr" | "en"): string {
  return safeLocalPath(value, localizePath("/", lang));
}

/** /auth in the page's language, keeping where to go after signing in; better-auth adds ?error=. */
export function signInPageFor(lang: "fr" | "en", returnPath: string): string {
  const page = localizePath("/auth", lang);
  return returnPath === localizePath("/", lang)
    ? page
    : `${page}?redirectTo=${encodeURIComponent(returnPath)}`;
}

/**
 * The action behind the provider buttons (POST providerId, redirectTo): asks better-auth to
 * start the sign-in (state and PKCE verifier stored, state cookie set), forwards that cookie,
 * and sends the browser to the provider with a 303. The provider comes back to
 * /api/auth/callback/<id>, which signs in and redirects to `redirectTo`, or to /auth?error=<code>.
 */
export async function startOAuthSignIn({
  request,
  context,
}: {
  request: Request;
  context: Pick<AppContext, "auth" | "db" | "env" | "clientIp" | "logger">;
}) {
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  if (!form.ok) return data<OAuthStartRefusal>({ refusal: "invalid" }, { status: form.status });
  const providerId = form.formData.get("providerId");
  const configured = oauthProviders(context.env).map((provider) => provider.providerId);
  if (typeof providerId !== "string" || !configured.includes(providerId)) {
    return data<OAuthStartRefusal>({ refusal: "invalid" }, { status: 400 });
  }
  const returnPath = returnPathOf(form.formData.get("redirectTo"), lang);
  const signInPage = signInPageFor(lang, returnPath);

  const limit = await consumeLimit(context.db, oauthStartRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    return data<OAuthStartRefusal>(
      { refusal: "tooMany", minutes: minutesLeft(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  try {
    const { response, headers } = await context.auth.api.signInSocial({
      body: {
        provider: providerId,
        callbackURL: returnPath,
        errorCallbackURL: signInPage,
        disableRedirect: true,
        // Not trusted for anything but the language of a new account's e-mails.
        additionalData: { lang },
      },
      headers: request.headers,
      returnHeaders: true,
    });
    const target = response.url ? new URL(response.url) : null;
    if (!target || (target.protocol !== "https:" && target.protocol !== "http:")) {
      throw new Error("no authorization URL");
    }
    const forwarded = new Headers({ Location: target.toString(), "Cache-Control": "no-store" });
    for (const cookie of headers.getSetCookie()) forwarded.append("Set-Cookie", cookie);
    return new Response(null, { status: 303, headers: forwarded });
  } catch (error) {
    // Discovery failed at start and again now, or the provider's configuration is unusable.
    context.logger.error(
      { err: error, event: "oauth.start_failed", provider: providerId },
      "provider sign-in could not start",
    );
    const separator = signInPage.includes("?") ? "&" : "?";
    return redirect(`${signInPage}${separator}error=${PROVIDER_UNAVAILABLE}`, 303);
  }
}
