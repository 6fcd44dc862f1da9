import { abandonLoader } from "~/features/payments/abandon.server";
import type { Route } from "./+types/payments.abandon";

/** /payments/{reference}/abandon: the provider's "back" link; closes the checkout, then its page. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  abandonLoader({ request, params, context });
