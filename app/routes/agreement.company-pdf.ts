import { companyDocumentLoader } from "~/features/quotes/company-documents.server";
import type { Route } from "./+types/agreement.company-pdf";

/** A training agreement of one of the viewer's companies, as a PDF (a resource route of the company space). */
export const loader = (args: Route.LoaderArgs) => companyDocumentLoader(args, "agreement");
