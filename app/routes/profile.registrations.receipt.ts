import { receiptDownloadLoader } from "~/features/payments/receipt-download.server";
import type { Route } from "./+types/profile.registrations.receipt";

/** The PDF receipt of one of the signed-in user's paid registrations (a resource route). */
export const loader = (args: Route.LoaderArgs) => receiptDownloadLoader(args);
