import { data } from "react-router";
import type { PaymentRowStatus } from "../../../db/schema";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import { readSetting, type BankTransferDetails } from "~/lib/settings.server";
import { formatMinor } from "./money";
import type { Currency, ProviderId } from "./provider";
import type { HoldNoteOf } from "./pay-page.server";
import { registrationReferenceOfPayment } from "./receipts.server";
import { payersOwnPayment } from "./payer-payment.server";

export interface ReturnPageData {
  seo: { title: string; description: string; lang: Lang };
  /** The payment attempt's reference: this page's address. */
  reference: string;
  /** The reference the payer quotes: their registration's (the attempt's for the demo product). */
  displayReference: string;
  /** While a transfer is awaited: until when the unpaid seat is held, as the other pages say it. */
  holdNote: string | null;
  status: PaymentRowStatus;
  provider: ProviderId;
  productName: string;
  amount: string;
  /** Bank details while a transfer is awaited. */
  transfer: BankTransferDetails | null;
  /** Another attempt, after a failure or an expiry. */
  payAgainHref: string | null;
  /** While pending with a provider that will notify: the page reloads itself. */
  refreshSeconds: number | null;
}

/** How often a pending payment's page reloads while the provider's notification is awaited. */
export const PENDING_REFRESH_SECONDS = 3;

/**
 * GET /payments/{reference}: the payment as our database knows it, for its payer only. Providers
 * send the payer back here with whatever query string; nothing of it is read.
 */
export async function returnPageLoader({
  request,
  params,
  context,
  holdNoteOf,
}: {
  request: Request;
  params: { reference?: string };
  context: AppContext;
  /** The unpaid seat's deadline sentence (the route passes the registration feature's). */
  holdNoteOf?: HoldNoteOf;
}) {
  const { lang, payment } = await payersOwnPayment(request, params.reference, context);
  const t = getT(lang);
  const provider = payment.provider as ProviderId;
  const pending = payment.status === "pending";
  const retry = payment.status === "failed" || payment.status === "expired";
  const awaitedTransfer = pending && provider === "bank-transfer";
  return data<ReturnPageData>(
    {
      seo: { title: t("payments.seo.returnTitle"), description: t("payments.seo.returnDescription"), lang },
      reference: payment.reference,
      displayReference:
        (await registrationReferenceOfPayment(context.db, payment.reference)) ?? payment.reference,
      holdNote:
        awaitedTransfer && payment.registrationId !== null && holdNoteOf
          ? await holdNoteOf(payment.registrationId, lang, new Date())
          : null,
      status: payment.status,
      provider,
      productName: payment.productName,
      amount: formatMinor(payment.amountMinor, payment.currency as Currency, lang),
      transfer: awaitedTransfer ? await readSetting(context.db, context.env, "bankTransfer") : null,
      payAgainHref: retry
        ? localizePath(payment.registrationId === null ? "/pay/demo" : `/pay/${payment.registrationId}`, lang)
        : null,
      refreshSeconds: pending && provider !== "bank-transfer" ? PENDING_REFRESH_SECONDS : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
