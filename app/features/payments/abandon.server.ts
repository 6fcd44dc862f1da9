import { redirect } from "react-router";
import type { Payment } from "../../../db/schema";
import type { AppContext } from "~/lib/app-context";
import { localizePath } from "~/lib/language";
import { rewardLimit } from "../security/rate-limit.server";
import { closeLivePayment } from "./live-payment.server";
import { paymentLimitKey, paymentRule } from "./payment-limit.server";
import { payersOwnPayment } from "./payer-payment.server";
import { findProvider } from "./registry.server";

/**
 * The payer abandoned a checkout: it is closed at once (not left looking pending until the
 * provider's checkout times out), and the attempt no longer counts against the payment limit,
 * which is for starts, not for changing one's mind.
 */
export async function abandonCheckout(context: AppContext, payment: Payment, clientIp: string, now: Date) {
  const provider = findProvider(
    { env: context.env, db: context.db, secrets: context.secrets },
    payment.provider,
  );
  const outcome = await closeLivePayment(context.db, payment, provider, {
    siteUrl: context.env.SITE_URL,
    staffEmail: context.env.STAFF_EMAIL,
    now,
    logger: context.logger,
  });
  if (outcome === "closed" && payment.userId) {
    await rewardLimit(context.db, paymentRule, paymentLimitKey(payment.userId, clientIp));
  }
  return outcome;
}

/**
 * GET /payments/{reference}/abandon: where a provider's page sends the payer who goes back
 * (Stripe's cancel_url). Only the payer's own pending attempt is closed; then the payment's page,
 * which says it was abandoned and offers to try again.
 */
export async function abandonLoader({
  request,
  params,
  context,
  now = new Date(),
}: {
  request: Request;
  params: { reference?: string };
  context: AppContext;
  now?: Date;
}) {
  const { lang, payment } = await payersOwnPayment(request, params.reference, context);
  if (payment.status === "pending") await abandonCheckout(context, payment, context.clientIp, now);
  return redirect(localizePath(`/payments/${payment.reference}`, lang), 303);
}
