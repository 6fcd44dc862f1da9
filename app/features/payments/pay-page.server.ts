import { rowId } from "~/lib/route-params";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { registrations } from "../../../db/schema";
import { getViewer, type Viewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { readSetting } from "~/lib/settings.server";
import { getT } from "~/lib/i18n.server";
import { formatDate } from "~/lib/format";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { FRENCH_SESSION_TIME_ZONE } from "~/features/sessions/withdrawal-period";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "../security/anti-forgery.server";
import { readForm } from "../security/form-data.server";
import { consumeLimit, minutesLeft } from "../security/rate-limit.server";
import { DEMO_PURCHASE, registrationPurchase, type Purchase } from "./amount.server";
import { formatMinor } from "./money";
import { paymentLimitKey, paymentRule } from "./payment-limit.server";
import type { ProviderId } from "./provider";
import { offersFor } from "./offers.server";
import { closeLivePayment, isCheckoutBeingMade, isResumable, livePaymentOf } from "./live-payment.server";
import { findProvider, type ProviderSetup } from "./registry.server";
import { startPayment } from "./start-payment.server";

/** What the pay page shows: every figure from the server. */
export interface PayPageData {
  seo: { title: string; description: string; lang: Lang };
  kind: "registration" | "demo";
  productName: string;
  amount: string;
  methods: ProviderId[];
  /** A method's own amount when it charges in another currency (a euro price paid in GNF). */
  convertedAmounts: Partial<Record<ProviderId, string>>;
  antiForgery: string;
  backHref: string;
  /** French law for someone paying their own training (ADR 1006): why this is part of the price. */
  portionNote: string | null;
  /** The registration's payment reference, the one the registrant quotes everywhere; null for the demo. */
  reference: string | null;
  /** Until when the unpaid seat is held, as Mes inscriptions and the confirmation e-mail say it. */
  holdNote: string | null;
}

export interface PayActionData {
  notice: { title: string; message: string };
}

/** The only fields the pay form has: the method and the token. An amount, a user... is refused. */
const ALLOWED_FIELDS = new Set(["method", ANTI_FORGERY_FIELD]);
export const METHOD_FIELD = "method";

type Target = { kind: "registration"; registrationId: number } | { kind: "demo" };

export function parseTarget(param: string | undefined): Target | null {
  if (param === undefined) return { kind: "demo" };
  const registrationId = rowId(param);
  return registrationId === null ? null : { kind: "registration", registrationId };
}

function setupOf(context: AppContext): ProviderSetup {
  return { env: context.env, db: context.db, secrets: context.secrets };
}

function signInRedirect(request: Request, lang: Lang, context: AppContext) {
  const url = new URL(request.url);
  const t = getT(lang);
  return redirectWithFlash(
    `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`,
    { kind: "error", title: t("payments.errors.title"), message: t("payments.errors.notSignedIn") },
    context,
  );
}

type Resolved =
  | {
      ok: true;
      purchase: Purchase;
      customer: { email: string; name: string; phone?: string };
      balanceFrom?: Date | null;
    }
  | { ok: false; status: number; message?: string };

/** Why nothing can be paid: the general sentence, or the law's with the date payment opens. */
function refusalMessage(error: string, from: Date | null, lang: Lang): string {
  const t = getT(lang);
  if (error === "already-paid") return t("payments.errors.alreadyPaid");
  if (error !== "not-due-yet") return t("payments.errors.notPayable");
  return from
    ? t("payments.errors.notDueYet", { date: formatDate(from, lang, "long", FRENCH_SESSION_TIME_ZONE) })
    : t("payments.errors.nothingDue");
}

async function resolvePurchase(
  target: Target,
  viewer: Viewer,
  lang: Lang,
  context: AppContext,
  now: Date,
): Promise<Resolved> {
  if (target.kind === "demo") {
    return {
      ok: true,
      purchase: DEMO_PURCHASE,
      customer: { email: viewer.user.email, name: viewer.user.name },
    };
  }
  const bought = await registrationPurchase(context.db, {
    registrationId: target.registrationId,
    userId: viewer.user.id,
    lang,
    now,
  });
  if (!bought.ok) {
    if (bought.error === "not-found") return { ok: false, status: 404 };
    const from = bought.error === "not-due-yet" ? bought.from : null;
    return { ok: false, status: 409, message: refusalMessage(bought.error, from, lang) };
  }
  return {
    ok: true,
    purchase: bought.purchase,
    customer: { email: bought.email, name: bought.name, phone: bought.phone },
    balanceFrom: bought.balanceFrom,
  };
}

function portionNoteOf(purchase: Purchase, lang: Lang, from: Date | null): string | null {
  const t = getT(lang);
  if (purchase.portion === "deposit") {
    return from
      ? t("payments.pay.depositNote", { date: formatDate(from, lang, "long", FRENCH_SESSION_TIME_ZONE) })
      : null;
  }
  return purchase.portion === "balance" ? t("payments.pay.balanceNote") : null;
}

function backHrefOf(target: Target, lang: Lang): string {
  return localizePath(target.kind === "demo" ? "/about#payment-methods" : "/profile/registrations", lang);
}

/** The registration's payment reference: the one its owner quotes, whichever attempt pays. */
async function referenceOf(context: AppContext, registrationId: number): Promise<string | null> {
  const [row] = await context.db
    .select({ reference: registrations.paymentReference })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  return row?.reference ?? null;
}

/**
 * Until when a registration's unpaid seat is held, as a sentence in `lang` (the registration
 * feature answers it: the route passes its function, as payments do not import registration).
 */
export type HoldNoteOf = (registrationId: number, lang: Lang, now: Date) => Promise<string | null>;

/** GET /pay/{registrationId} and /pay/demo: the amount and product from the server, the configured methods. */
export async function payPageLoader({
  request,
  params,
  context,
  now = new Date(),
  holdNoteOf,
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
  /** The clock (tests set it): what French law allows depends on the date (ADR 1006). */
  now?: Date;
  /** The unpaid seat's deadline sentence (the route passes the registration feature's). */
  holdNoteOf?: HoldNoteOf;
}) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const target = parseTarget(params.registrationId);
  if (!target) throw data(null, { status: 404 });
  const viewer = await getViewer(request, context);
  if (!viewer) throw await signInRedirect(request, lang, context);
  const resolved = await resolvePurchase(target, viewer, lang, context, now);
  if (!resolved.ok) {
    if (resolved.status === 404) throw data(null, { status: 404 });
    throw await redirectWithFlash(
      localizePath("/profile/registrations", lang),
      {
        kind: "error",
        title: t("payments.errors.title"),
        message: resolved.message ?? t("payments.errors.notPayable"),
      },
      context,
    );
  }
  const { purchase } = resolved;
  const registrationId = target.kind === "registration" ? target.registrationId : null;
  const offers = offersFor(
    setupOf(context),
    purchase,
    await readSetting(context.db, context.env, "eurGnfRate"),
  );
  // The demo product exists only where TEST MODE is on (its one way to pay).
  if (target.kind === "demo" && offers.length === 0) throw data(null, { status: 404 });
  return data<PayPageData>(
    {
      seo: {
        title: t("payments.seo.payTitle", { product: purchase.productName }),
        description: t("payments.seo.payDescription", { product: purchase.productName }),
        lang,
      },
      kind: target.kind,
      productName: purchase.productName,
      amount: formatMinor(purchase.amountMinor, purchase.currency, lang),
      methods: offers.map((offer) => offer.provider.id),
      convertedAmounts: Object.fromEntries(
        offers
          .filter((offer) => offer.rateUsed !== null)
          .map((offer) => [
            offer.provider.id,
            formatMinor(offer.purchase.amountMinor, offer.purchase.currency, lang),
          ]),
      ),
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
      backHref: backHrefOf(target, lang),
      portionNote: portionNoteOf(purchase, lang, resolved.balanceFrom ?? null),
      reference: registrationId === null ? null : await referenceOf(context, registrationId),
      holdNote: registrationId === null || !holdNoteOf ? null : await holdNoteOf(registrationId, lang, now),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * POST /pay/{registrationId} and /pay/demo. In order, each refusal starting nothing: signed out
 * (to /auth), an unreadable form, a missing or wrong anti-forgery token (403, 'Session
 * expired'), a field the form does not have (400: amounts, currencies, users and
 * registrations come from the server), a method not configured (400); then a pending attempt
 * with the same method sends the payer back to its checkout, one with another method is
 * closed; then a registration that cannot be paid (already paid included), a method not
 * offered for its price (400), the limit (429 with the minutes left). Then the payment starts
 * and the payer goes to the provider (or to the bank transfer's instructions).
 */
export async function payAction({
  request,
  params,
  context,
  now = new Date(),
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
  now?: Date;
}) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("payments.errors.title");
  const refuse = (status: number, message: string, init: ResponseInit = {}) =>
    data<PayActionData>({ notice: { title, message } }, { ...init, status });
  const target = parseTarget(params.registrationId);
  if (!target) throw data(null, { status: 404 });
  const viewer = await getViewer(request, context);
  if (!viewer) return signInRedirect(request, lang, context);

  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("payments.errors.generic"));
  const { formData } = read;
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets)) {
    context.logger.warn({ event: "payment.anti_forgery" }, "payment refused: anti-forgery token");
    return refuse(403, t("payments.errors.sessionExpired"));
  }
  const unexpected = [...new Set(formData.keys())].filter((key) => !ALLOWED_FIELDS.has(key));
  if (unexpected.length > 0) {
    context.logger.warn(
      { event: "payment.unexpected_fields", fields: unexpected.slice(0, 5) },
      "payment refused: fields the form does not have",
    );
    return refuse(400, t("payments.errors.generic"));
  }
  const method = formData.get(METHOD_FIELD);
  if (typeof method !== "string" || !findProvider(setupOf(context), method)) {
    return refuse(400, t("payments.errors.method"));
  }
  // One live payment per registration: the same method goes back to the checkout already made
  // (no new attempt, nothing counted against the limit); another method closes it first.
  if (target.kind === "registration") {
    const live = await livePaymentOf(context.db, target.registrationId);
    if (live && live.userId === viewer.user.id) {
      if (isResumable(live, method)) {
        return redirect(live.checkoutUrl ?? localizePath(`/payments/${live.reference}`, lang), 303);
      }
      if (isCheckoutBeingMade(live, now)) return refuse(409, t("payments.errors.inProgress"));
      await closeLivePayment(context.db, live, findProvider(setupOf(context), live.provider), {
        siteUrl: context.env.SITE_URL,
        staffEmail: context.env.STAFF_EMAIL,
        now,
        logger: context.logger,
      });
    }
  }
  const resolved = await resolvePurchase(target, viewer, lang, context, now);
  if (!resolved.ok) {
    if (resolved.status === 404) throw data(null, { status: 404 });
    return refuse(409, resolved.message ?? t("payments.errors.notPayable"));
  }
  const rate = await readSetting(context.db, context.env, "eurGnfRate");
  const offer = offersFor(setupOf(context), resolved.purchase, rate).find(
    (item) => item.provider.id === method,
  );
  if (!offer) return refuse(400, t("payments.errors.method"));
  const { provider } = offer;

  const limit = await consumeLimit(
    context.db,
    paymentRule,
    paymentLimitKey(viewer.user.id, context.clientIp),
  );
  if (!limit.allowed) {
    return refuse(429, t("payments.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) }), {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  const started = await startPayment(context.db, {
    purchase: offer.purchase,
    rateUsed: offer.rateUsed,
    provider,
    userId: viewer.user.id,
    customer: resolved.customer,
    lang,
    siteUrl: context.env.SITE_URL,
    now,
  });
  if (!started.ok && started.error === "in-progress") {
    return refuse(409, t("payments.errors.inProgress"));
  }
  if (!started.ok) {
    context.logger.error(
      {
        event: "payment.checkout_failed",
        provider: provider.id,
        reference: started.reference,
        err: started.cause,
      },
      "payment provider refused the checkout",
    );
    return refuse(502, t("payments.errors.generic"));
  }
  context.logger.info(
    { event: "payment.started", provider: provider.id, reference: started.reference },
    "payment started",
  );
  return redirect(started.redirectUrl ?? localizePath(`/payments/${started.reference}`, lang), 303);
}
