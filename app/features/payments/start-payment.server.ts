import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments, registrations } from "../../../db/schema";
import { localizePath, type Lang } from "~/lib/language";
import type { Purchase } from "./amount.server";
import { isResumable, livePaymentOf } from "./live-payment.server";
import { isStaffRecorded } from "./mark-paid.server";
import { newPaymentReference } from "./reference";
import type { PaymentProvider } from "./provider";
import { RECONCILE_AFTER_MS } from "./reconcile.server";

export interface StartRequest {
  purchase: Purchase;
  /** The EUR to GNF rate when the purchase was converted (offers.server.ts), else null. */
  rateUsed?: string | null;
  provider: PaymentProvider;
  userId: string;
  customer: { email: string; name: string; phone?: string };
  lang: Lang;
  siteUrl: string;
  now: Date;
}

export type StartOutcome =
  | { ok: true; reference: string; redirectUrl: string | null; resumed: boolean }
  /** Another start for the same registration is under way (a double click): nothing started. */
  | { ok: false; error: "in-progress"; reference: string }
  | { ok: false; error: "provider-error"; reference: string; cause: unknown };

/**
 * Starts a payment: the row first (pending, with the amount the server decided), then the
 * provider's checkout with our reference, so every checkout has its record and a retried start
 * never reuses another's. The row is written under the registration's lock, and only when it
 * has no pending attempt: a start racing another finds it and goes back to its checkout (or,
 * while that one is still being made, makes nothing). A provider that fails leaves the attempt
 * failed.
 */
export async function startPayment(db: Database, request: StartRequest): Promise<StartOutcome> {
  const { purchase, provider, lang, siteUrl, now } = request;
  const reference = newPaymentReference();
  const live = await db.transaction(async (tx) => {
    if (purchase.registrationId !== null) {
      await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.id, purchase.registrationId))
        .for("update");
      const pending = await livePaymentOf(tx, purchase.registrationId);
      if (pending) return pending;
    }
    await tx.insert(payments).values({
      reference,
      registrationId: purchase.registrationId,
      userId: request.userId,
      provider: provider.id,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      rateUsed: request.rateUsed ?? null,
      productName: purchase.productName,
      lang,
      createdAt: now,
      updatedAt: now,
      // A transfer is recorded by staff: no provider to ask about it.
      nextCheckAt: isStaffRecorded(provider.id) ? null : new Date(now.getTime() + RECONCILE_AFTER_MS),
    });
    return null;
  });
  if (live) {
    return isResumable(live, provider.id)
      ? { ok: true, reference: live.reference, redirectUrl: live.checkoutUrl, resumed: true }
      : { ok: false, error: "in-progress", reference: live.reference };
  }
  const returnUrl = `${siteUrl}${localizePath(`/payments/${reference}`, lang)}`;
  try {
    const checkout = await provider.createCheckout({
      reference,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      productName: purchase.productName,
      lang,
      customer: request.customer,
      successUrl: returnUrl,
      cancelUrl: `${siteUrl}${localizePath(`/payments/${reference}/abandon`, lang)}`,
      notifyUrl: `${siteUrl}/api/payments/${provider.id}/webhook`,
    });
    const checkoutUrl = checkout.kind === "redirect" ? checkout.url : null;
    await db
      .update(payments)
      .set({ providerReference: checkout.providerReference, checkoutUrl, updatedAt: now })
      .where(eq(payments.reference, reference));
    return { ok: true, reference, redirectUrl: checkoutUrl, resumed: false };
  } catch (cause) {
    await db
      .update(payments)
      .set({ status: "failed", updatedAt: now, settledAt: now, nextCheckAt: null })
      .where(and(eq(payments.reference, reference), eq(payments.status, "pending")));
    return { ok: false, error: "provider-error", reference, cause };
  }
}
