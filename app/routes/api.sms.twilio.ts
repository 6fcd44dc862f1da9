import { twilioWebhook } from "~/features/sms/webhooks.server";
import type { Route } from "./+types/api.sms.twilio";

/** Twilio's signed callbacks: status changes and replies (STOP). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  twilioWebhook(request, context, params.kind === "inbound" ? "inbound" : "status");
