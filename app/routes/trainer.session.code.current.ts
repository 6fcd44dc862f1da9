import { currentCodeLoader } from "~/features/attendance/code-page.server";
import type { Route } from "./+types/trainer.session.code.current";

/** GET /trainer/sessions/{id}/code/current?day=…&part=…: the code of the window now, as JSON. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  currentCodeLoader({ request, context, params });
