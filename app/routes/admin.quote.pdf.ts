import { staffQuoteDocumentLoader } from "~/features/admin/quotes/quote-pdf-download.server";
import type { Route } from "./+types/admin.quote.pdf";

/** A quote's PDF, for staff (a resource route). */
export const loader = (args: Route.LoaderArgs) => staffQuoteDocumentLoader(args, "quote");
