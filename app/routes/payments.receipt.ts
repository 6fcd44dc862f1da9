import { demoReceiptLoader } from "~/features/payments/demo-receipt.server";
import type { Route } from "./+types/payments.receipt";

/** The demo payment's watermarked document (a resource route; real receipts download from Mes inscriptions). */
export const loader = (args: Route.LoaderArgs) => demoReceiptLoader(args);
