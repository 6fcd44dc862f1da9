import { trainerPaths } from "~/features/trainer/paths";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/trainer.manifest";

/**
 * GET /trainer/manifest.webmanifest: what makes the trainer's page installable on a phone's home
 * screen, in the page's language. Its scope is the page alone: the rest of the site opens in the
 * browser as usual.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const page = trainerPaths(lang).page;
  return new Response(
    JSON.stringify({
      name: t("trainer.manifest.name"),
      short_name: t("trainer.manifest.shortName"),
      description: t("trainer.manifest.description"),
      lang,
      id: page,
      start_url: page,
      scope: page,
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0f3b63",
      icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    }),
    { headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" } },
  );
};
