import { credentialLoader } from "~/features/certificates/certificate-downloads.server";
import type { Route } from "./+types/profile.certificates.credential";

/** A certificate of the signed-in user as a signed Open Badges 3.0 credential (a resource route). */
export const loader = (args: Route.LoaderArgs) => credentialLoader(args);
