import serviceWorker from "virtual:trainer-service-worker";
import { trainerPaths } from "~/features/trainer/paths";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/trainer.sw";

/**
 * GET /trainer/sw.js (and /en/trainer/sw.js): the trainer page's service worker. Its scope is the
 * page alone, which sits one level above the script: `Service-Worker-Allowed` permits exactly
 * that. Revalidated on every update check, so a fixed worker reaches the phones at once.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const lang = langFromPath(new URL(request.url).pathname);
  return new Response(serviceWorker, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": trainerPaths(lang).page,
    },
  });
};
