import { privatePaths } from "~/features/catalog/public-pages";
import { buildRobots } from "~/features/catalog/sitemap.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobots(context.env.SITE_URL, privatePaths), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
