import { liveModerateAction } from "~/features/live/live-page.server";
import type { Route } from "./+types/sessions.live.moderate";

/** POST /sessions/{id}/live/moderate: mute, remove, close the room (trainer and staff). */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  liveModerateAction({ request, context, params });
export const loader = () =>
  new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
