import { data, redirect } from "react-router";
import { isTheme, THEME_COOKIE_MAX_AGE } from "~/lib/theme";
import type { Route } from "./+types/resources.theme";

/** Saves the theme choice. Script-driven requests get JSON; a plain form post goes back to its page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (!isTheme(theme)) return data({ ok: false }, { status: 400 });
  const headers = new Headers({
    "Set-Cookie": `theme=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`,
  });
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string" && isSafeLocalPath(redirectTo)) {
    return redirect(redirectTo, { headers });
  }
  return data({ ok: true }, { headers });
}

/** Only same-site paths: "/x" but never "//evil.example" or "/\\evil.example". */
function isSafeLocalPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
