import { and, eq, isNull } from "drizzle-orm";
import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import { payments } from "../../../db/schema";
import { demoReceiptNumber } from "./payment-emails.server";
import { buildReceiptPdf, receiptFileName } from "./receipt-pdf.server";
import { isPaymentReference } from "./reference";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /payments/{reference}/receipt.pdf: the About page's demo payment's document, for its payer.
 * It took no money, so it takes no number from the receipt sequence and has no receipt row: it is
 * made on request from the payment, numbered "DEMO-<reference>" and watermarked, in the payment's
 * language. A payment of a registration (its receipt downloads from Mes inscriptions), someone
 * else's, or one not succeeded is a 404; signed out, to the sign-in page and back.
 */
export async function demoReceiptLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { reference?: string };
  context: AppContext;
}): Promise<Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const [payment] = isPaymentReference(params.reference)
    ? await context.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.reference, params.reference),
            eq(payments.userId, viewer.user.id),
            isNull(payments.registrationId),
            eq(payments.status, "succeeded"),
          ),
        )
        .limit(1)
    : [];
  if (!payment) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  const document = {
    number: demoReceiptNumber(payment),
    issuedAt: payment.settledAt ?? payment.updatedAt,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    method: payment.provider,
    payerName: viewer.user.name,
    payerEmail: viewer.user.email,
    productName: payment.productName,
    lang: payment.lang,
  };
  const pdf = await buildReceiptPdf(document, payment, await readContactSettings(context.db), { demo: true });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(document)}"`,
      ...PRIVATE,
    },
  });
}
