import { data, redirect } from "react-router";
import { readForm } from "~/features/security/form-data.server";
import { usesSecureCookies } from "~/lib/cookie-policy.server";
import { safeLocalPath } from "~/lib/safe-path";
import { isTheme, THEME_COOKIE_MAX_AGE } from "~/lib/theme";
import type { Route } from "./+types/resources.theme";

/** Saves the theme choice. Script-driven requests get JSON; a plain form post goes back to its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false }, { status: read.status });
  const theme = read.formData.get("theme");
  if (!isTheme(theme)) return data({ ok: false }, { status: 400 });
  // Only the server reads it (the root loader renders the page in that theme): HttpOnly.
  const secure = usesSecureCookies(context.env) ? "; Secure" : "";
  const headers = new Headers({
    "Set-Cookie": `theme=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
  });
  const redirectTo = read.formData.get("redirectTo");
  if (redirectTo !== null) return redirect(safeLocalPath(redirectTo, "/"), { headers });
  return data({ ok: true }, { headers });
}
