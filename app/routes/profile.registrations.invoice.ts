import { payerInvoiceDownloadLoader } from "~/features/invoicing/invoice-download.server";
import type { Route } from "./+types/profile.registrations.invoice";

/** The PDF invoice of one of the signed-in user's paid registrations (a resource route). */
export const loader = (args: Route.LoaderArgs) => payerInvoiceDownloadLoader(args);
