import { timingSafeEqual } from "node:crypto";
// The SDK's request validation alone: the whole SDK (its REST clients) would load for one function.
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import type { AppContext } from "~/lib/app-context";
import { withdrawSmsConsent } from "./deliver.server";
import { applyReceipt, orangeReceiptStatus, twilioReceiptStatus } from "./receipts.server";

const plain = (status: number) =>
  new Response(status === 204 ? null : String(status), {
    status,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });

/** Words that stop texts, as operators and Twilio's opt-out handle them. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "ARRET", "ARRÊT", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);

/**
 * Twilio's callbacks: a text's status changes (/api/sms/twilio/status) and the replies people
 * send (/api/sms/twilio/inbound, where STOP withdraws their consent). Both are signed with the
 * auth token (X-Twilio-Signature over the public URL and the form), checked by the SDK's helper.
 * Idempotent: a status said twice changes nothing the second time.
 */
export async function twilioWebhook(request: Request, context: AppContext, kind: "status" | "inbound") {
  const { env, db } = context;
  if (request.method !== "POST") return plain(405);
  if (!env.TWILIO_AUTH_TOKEN) return plain(404);
  const form = new URLSearchParams(await request.text());
  const params = Object.fromEntries(form);
  const url = `${env.SITE_URL}/api/sms/twilio/${kind}`;
  const signature = request.headers.get("x-twilio-signature") ?? "";
  if (!validateRequest(env.TWILIO_AUTH_TOKEN, signature, url, params)) return plain(403);
  if (kind === "status") {
    const status = twilioReceiptStatus(params.MessageStatus ?? "");
    if (!params.MessageSid || !status) return plain(400);
    await applyReceipt(db, { provider: "twilio", providerMessageId: params.MessageSid, status });
    return plain(204);
  }
  const word = (params.Body ?? "").trim().toUpperCase();
  if ((STOP_WORDS.has(word) || params.OptOutType === "STOP") && params.From) {
    await withdrawSmsConsent(db, params.From);
  }
  return plain(204);
}

/**
 * Orange's delivery receipts (deliveryInfoNotification). Orange signs nothing: the URL given to
 * Orange carries SMS_WEBHOOK_SECRET, compared in constant time. Idempotent like Twilio's.
 */
export async function orangeWebhook(request: Request, context: AppContext, secret: string | undefined) {
  const { env, db } = context;
  if (request.method !== "POST") return plain(405);
  const expected = env.SMS_WEBHOOK_SECRET;
  if (!expected || !secret) return plain(404);
  const a = Buffer.from(secret);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return plain(404);
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return plain(400);
  }
  const notification = (body as { deliveryInfoNotification?: Record<string, unknown> })
    .deliveryInfoNotification;
  const id = typeof notification?.callbackData === "string" ? notification.callbackData : undefined;
  const info = notification?.deliveryInfo as { deliveryStatus?: unknown } | undefined;
  const status = typeof info?.deliveryStatus === "string" ? orangeReceiptStatus(info.deliveryStatus) : null;
  if (!id || !status) return plain(400);
  await applyReceipt(db, { provider: "orange", providerMessageId: id, status });
  return plain(204);
}
