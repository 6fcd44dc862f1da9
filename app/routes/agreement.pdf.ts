import { agreementPdfLoader } from "~/features/agreements/agreement-page.server";
import type { Route } from "./+types/agreement.pdf";

/** The agreement's PDF, for whoever holds the link (a resource route). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  agreementPdfLoader({ request, params, context });
