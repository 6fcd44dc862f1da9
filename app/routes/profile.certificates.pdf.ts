import { certificateDownloadLoader } from "~/features/certificates/my-certificates-page.server";
import type { Route } from "./+types/profile.certificates.pdf";

/** The PDF of a certificate, for its holder and staff (a resource route). */
export const loader = (args: Route.LoaderArgs) => certificateDownloadLoader(args);
