import { redirect } from "react-router";
import { langFromPath, localizePath } from "~/lib/language";
import type { Route } from "./+types/short.registrations";

/** The short link texts carry (/m, /en/m): a text has 160 characters, Mes inscriptions' path 22. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return redirect(localizePath("/profile/registrations", lang));
}
