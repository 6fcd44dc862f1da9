import { quotePdfLoader } from "~/features/quotes/quote-page.server";
import type { Route } from "./+types/quote.pdf";

/** The quote's PDF, for whoever holds the link (a resource route). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  quotePdfLoader({ request, params, context });
