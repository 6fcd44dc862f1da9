import { certificatePdfLoader } from "~/features/certificates/certificate-downloads.server";
import type { Route } from "./+types/profile.certificates.pdf";

/** The PDF of a certificate, for its holder and staff (a resource route). */
export const loader = (args: Route.LoaderArgs) => certificatePdfLoader(args);
