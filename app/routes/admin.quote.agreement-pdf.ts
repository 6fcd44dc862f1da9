import { staffQuoteDocumentLoader } from "~/features/admin/quotes/quote-pdf-download.server";
import type { Route } from "./+types/admin.quote.agreement-pdf";

/** The training agreement an accepted quote led to, as a PDF, for staff (a resource route). */
export const loader = (args: Route.LoaderArgs) => staffQuoteDocumentLoader(args, "agreement");
