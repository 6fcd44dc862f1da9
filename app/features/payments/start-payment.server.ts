import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments } from "../../../db/schema";
import { localizePath, type Lang } from "~/lib/language";
import type { Purchase } from "./amount.server";
import { newPaymentReference } from "./reference";
import type { PaymentProvider } from "./provider";

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
  | { ok: true; reference: string; redirectUrl: string | null }
  | { ok: false; error: "provider-error"; reference: string; cause: unknown };

/**
 * Starts a payment: the row first (pending, with the amount the server decided), then the
 * provider's checkout with our reference, so every checkout has its record and a retried
 * start never reuses another's. A provider that fails leaves the attempt failed.
 */
export async function startPayment(db: Database, request: StartRequest): Promise<StartOutcome> {
  const { purchase, provider, lang, siteUrl, now } = request;
  const reference = newPaymentReference();
  await db.insert(payments).values({
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
  });
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
      cancelUrl: returnUrl,
      notifyUrl: `${siteUrl}/api/payments/${provider.id}/webhook`,
    });
    await db
      .update(payments)
      .set({ providerReference: checkout.providerReference, updatedAt: now })
      .where(eq(payments.reference, reference));
    return { ok: true, reference, redirectUrl: checkout.kind === "redirect" ? checkout.url : null };
  } catch (cause) {
    await db
      .update(payments)
      .set({ status: "failed", updatedAt: now, settledAt: now })
      .where(eq(payments.reference, reference));
    return { ok: false, error: "provider-error", reference, cause };
  }
}
