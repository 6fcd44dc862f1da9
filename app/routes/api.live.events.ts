import { presenceEventsAction } from "~/features/live/presence.server";
import type { Route } from "./+types/api.live.events";

/** Janus's event handler posts the live rooms' joins and leaves here (resource route). */
export const action = ({ request, context }: Route.ActionArgs) => presenceEventsAction({ request, context });
export const loader = () =>
  new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
