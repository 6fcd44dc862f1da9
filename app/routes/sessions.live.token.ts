import { liveTokenAction } from "~/features/live/live-page.server";
import type { Route } from "./+types/sessions.live.token";

/** POST /sessions/{id}/live/token: the live room's grant, never cached. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  liveTokenAction({ request, context, params });
export const loader = () =>
  new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
