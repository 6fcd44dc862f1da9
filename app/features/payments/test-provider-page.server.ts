import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "../security/anti-forgery.server";
import { readForm } from "../security/form-data.server";
import { formatMinor } from "./money";
import { abandonCheckout } from "./abandon.server";
import { handleNotification } from "./notifications.server";
import type { Currency } from "./provider";
import { payersOwnPayment } from "./payer-payment.server";
import { findProvider } from "./registry.server";
import { signedTestNotification, testOutcomes, type TestOutcome } from "./test-provider.server";

export interface TestProviderPageData {
  seo: { title: string; description: string; lang: Lang };
  productName: string;
  amount: string;
  antiForgery: string;
}

export const OUTCOME_FIELD = "outcome";

/** The test provider's payment: only while the test provider is on, for its payer, while pending. */
async function loadTestPayment(request: Request, reference: string | undefined, context: AppContext) {
  const provider = findProvider({ env: context.env, db: context.db, secrets: context.secrets }, "test");
  if (!provider) throw data(null, { status: 404 });
  const { lang, viewer, payment } = await payersOwnPayment(request, reference, context);
  if (payment.provider !== "test") throw data(null, { status: 404 });
  const returnPath = localizePath(`/payments/${payment.reference}`, lang);
  if (payment.status !== "pending") throw redirect(returnPath);
  return { lang, provider, viewer, payment, returnPath };
}

/** GET /payments/test/{reference}: the TEST MODE page with Approve, Decline and Abandon. */
export async function testProviderPageLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { reference?: string };
  context: AppContext;
}) {
  const { lang, viewer, payment } = await loadTestPayment(request, params.reference, context);
  const t = getT(lang);
  return data<TestProviderPageData>(
    {
      seo: { title: t("payments.seo.testTitle"), description: t("payments.test.intro"), lang },
      productName: payment.productName,
      amount: formatMinor(payment.amountMinor, payment.currency as Currency, lang),
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * POST /payments/test/{reference}: what a real provider does after its page. Approve or Decline
 * sends a notification signed like any test-provider notification through the same pipeline as
 * the webhook; Abandon closes the checkout as a payer going back from a real provider's page does
 * (abandon.server.ts: the provider's own "abandon" notification, the same pipeline).
 */
export async function testProviderPageAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { reference?: string };
  context: AppContext;
}) {
  const { lang, provider, viewer, payment, returnPath } = await loadTestPayment(
    request,
    params.reference,
    context,
  );
  const t = getT(lang);
  const read = await readForm(request);
  if (!read.ok) return data({ message: t("payments.errors.generic") }, { status: read.status });
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets)) {
    return data({ message: t("payments.errors.sessionExpired") }, { status: 403 });
  }
  const outcome = read.formData.get(OUTCOME_FIELD);
  if (outcome === "abandon") {
    await abandonCheckout(context, payment, context.clientIp, new Date());
    return redirect(returnPath, 303);
  }
  if (!testOutcomes.includes(outcome as TestOutcome)) {
    return data({ message: t("payments.errors.generic") }, { status: 400 });
  }
  const [secret] = context.secrets;
  if (!secret) throw new Error("no secret to sign test notifications with");
  await handleNotification(
    context.db,
    provider,
    signedTestNotification(secret, {
      reference: payment.reference,
      outcome: outcome as TestOutcome,
      amountMinor: payment.amountMinor,
      currency: payment.currency as Currency,
    }),
    { logger: context.logger, siteUrl: context.env.SITE_URL, staffEmail: context.env.STAFF_EMAIL },
  );
  return redirect(returnPath, 303);
}
