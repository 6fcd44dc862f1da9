import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { payments, type Payment } from "../../../db/schema";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { rewardLimit } from "../security/rate-limit.server";
import { closeLivePayment } from "./live-payment.server";
import { paymentLimitKey, paymentRule } from "./payment-limit.server";
import { isPaymentReference } from "./reference";
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
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  if (!isPaymentReference(params.reference)) throw data(null, { status: 404 });
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const [payment] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, params.reference), eq(payments.userId, viewer.user.id)))
    .limit(1);
  if (!payment) throw data(null, { status: 404 });
  if (payment.status === "pending") await abandonCheckout(context, payment, context.clientIp, now);
  return redirect(localizePath(`/payments/${payment.reference}`, lang), 303);
}
