import { credentialDownloadLoader } from "~/features/certificates/credential-download.server";
import type { Route } from "./+types/profile.certificates.credential";

/** A certificate of the signed-in user as a signed Open Badges 3.0 credential (a resource route). */
export const loader = (args: Route.LoaderArgs) => credentialDownloadLoader(args);
