import type { AppContext } from "~/lib/app-context";
import { handleNotification } from "./notifications.server";
import { findProvider } from "./registry.server";

/**
 * POST /api/payments/{provider}/webhook: a provider's notification, on the raw body (its
 * signature is computed over those bytes). 400 when it is not genuinely the provider's, 503
 * when the provider could not be asked about the payment (it delivers the event again), 200
 * once applied (a replay, or a genuine event about none of our payments, included: the
 * provider must stop retrying), 404 for a provider this site does not use.
 */
export async function paymentWebhook({
  request,
  params,
  context,
}: {
  request: Request;
  params: { provider?: string };
  context: AppContext;
}): Promise<Response> {
  const provider = findProvider(
    { env: context.env, db: context.db, secrets: context.secrets },
    params.provider ?? "",
  );
  if (!provider) return new Response("Not Found", { status: 404 });
  // CinetPay checks that the notification URL answers with a GET before it posts to it.
  if (request.method === "GET" || request.method === "HEAD") {
    return new Response("OK", { status: 200, headers: { "Content-Type": "text/plain" } });
  }
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const rawBody = Buffer.from(await request.arrayBuffer());
  const outcome = await handleNotification(
    context.db,
    provider,
    { rawBody, headers: request.headers },
    { logger: context.logger, siteUrl: context.env.SITE_URL, staffEmail: context.env.STAFF_EMAIL },
  );
  if (outcome.kind === "rejected") return new Response("Bad Request", { status: 400 });
  // The event is recorded but not applied: a 5xx makes the provider deliver it again.
  if (outcome.kind === "retry") {
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Retry-After": "60" },
    });
  }
  return new Response("OK", { status: 200, headers: { "Content-Type": "text/plain" } });
}
