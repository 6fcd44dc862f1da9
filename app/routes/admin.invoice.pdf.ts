import { staffInvoiceDownloadLoader } from "~/features/admin/invoices/invoice-pdf-download.server";
import type { Route } from "./+types/admin.invoice.pdf";

/** An invoice's or a credit note's PDF, for staff (a resource route). */
export const loader = (args: Route.LoaderArgs) => staffInvoiceDownloadLoader(args);
