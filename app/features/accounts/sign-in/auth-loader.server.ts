import { redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import type { PageSeo } from "~/lib/seo";
import { oauthButtons, type OAuthProviderInfo } from "../oauth-providers.server";
import { getViewer } from "../viewer.server";
import type { AuthIntent } from "./auth-action-data";

export interface AuthPageData {
  seo: PageSeo;
  /** The side of the toggle the page opens on: ?mode=register opens sign-up. */
  mode: AuthIntent;
  /** A safe local path to go to after signing in, or "" for home. */
  redirectTo: string;
  providers: OAuthProviderInfo[];
}

/** /auth: signed-in visitors go on (home, or their safe redirectTo); others get the form. */
export async function authLoader({
  request,
  context,
}: {
  request: Request;
  context: AppContext;
}): Promise<AuthPageData> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const redirectTo = safeLocalPath(url.searchParams.get("redirectTo"), "");
  if (await getViewer(request, context)) throw redirect(redirectTo || localizePath("/", lang));
  const mode: AuthIntent = url.searchParams.get("mode") === "register" ? "sign-up" : "sign-in";
  const t = getT(lang);
  return {
    seo: {
      title: mode === "sign-up" ? t("auth.seo.signUp") : t("auth.seo.signIn"),
      description: t("auth.seo.description"),
      lang,
    },
    mode,
    redirectTo,
    providers: oauthButtons(context.env),
  };
}
