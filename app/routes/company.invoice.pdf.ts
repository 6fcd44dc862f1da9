import { companyInvoiceDownloadLoader } from "~/features/invoicing/invoice-download.server";
import type { Route } from "./+types/company.invoice.pdf";

/** The PDF of an invoice or credit note of one of the signed-in contact's companies (a resource route). */
export const loader = (args: Route.LoaderArgs) => companyInvoiceDownloadLoader(args);
