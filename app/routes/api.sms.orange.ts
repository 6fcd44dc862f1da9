import { orangeWebhook } from "~/features/sms/webhooks.server";
import type { Route } from "./+types/api.sms.orange";

/** Orange's delivery receipts, at a URL holding SMS_WEBHOOK_SECRET (Orange signs nothing). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  orangeWebhook(request, context, params.secret);
