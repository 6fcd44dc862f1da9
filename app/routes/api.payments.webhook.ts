import { paymentWebhook } from "~/features/payments/webhook.server";
import type { Route } from "./+types/api.payments.webhook";

/** Providers' notifications (resource route): the raw body goes to the provider's verification. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  paymentWebhook({ request, params, context });

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  paymentWebhook({ request, params, context });
