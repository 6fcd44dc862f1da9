import { data } from "react-router";
import {
  isDocumentToken,
  readDecisionForm,
  documentTokenHash,
} from "~/features/agreements/online-acceptance.server";
import type { DecisionRefusal } from "~/features/agreements/online-acceptance-form";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatCalendarDay, formatDate, formatMinorAmount, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { formatQuantity, formatRate } from "~/features/invoicing/invoice-pdf.server";
import { acceptQuote, refuseQuote, type BookSeatsForCompany } from "./quote-decision.server";
import { pdfDownload, quotePdfOf, quoteSubject } from "./quote-documents.server";
import { shownQuoteStatus } from "./quote-status";
import { linesOfQuote, quoteByTokenHash, quotePath } from "./quotes.server";

interface Args {
  request: Request;
  params: { token?: string };
  context: AppContext;
}

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/** The quote a link names, or null: the token is the only authority, no sign-in needed. */
async function quoteOfLink(context: AppContext, token: string | undefined) {
  if (!isDocumentToken(token)) return null;
  const quote = await quoteByTokenHash(context.db, documentTokenHash(token));
  return quote && quote.status !== "draft" ? quote : null;
}

/**
 * GET /quotes/:token: the quote as its customer sees it (summary, lines, totals, PDF) and, while
 * it is open, the forms to accept or refuse it. An unknown or tampered link is a 404.
 */
export async function quotePageLoader({ request, params, context }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const quote = await quoteOfLink(context, params.token);
  if (!quote) {
    const title = t("onlineAcceptance.quote.notFound");
    return data(
      { found: false as const, seo: { title, description: title, lang } },
      { status: 404, headers: PRIVATE },
    );
  }
  const docLang: Lang = quote.lang;
  const currency = quote.currency as "EUR" | "GNF";
  const money = (minor: number) => formatMinorAmount(minor, currency, lang);
  const [lines, subject] = await Promise.all([
    linesOfQuote(context.db, quote.id),
    quoteSubject(context.db, quote, lang),
  ]);
  const title = t("onlineAcceptance.quote.title", { number: quote.number });
  return data(
    {
      found: true as const,
      seo: { title, description: title, lang },
      number: quote.number ?? "",
      documentLang: docLang,
      status: shownQuoteStatus(quote, new Date()),
      company: quote.buyer?.name ?? "",
      seller: quote.seller?.name ?? "",
      course: subject.courseTitle,
      dates: subject.sessionDates,
      place: subject.place,
      participants: quote.participants,
      validUntil: formatCalendarDay(quote.validUntil, lang),
      lines: lines.map((line) => ({
        position: line.position,
        description: line.description,
        quantity: formatQuantity(line.quantityThousandths, lang),
        unitPrice: money(line.unitPriceMinor),
        vatRate: formatRate(line.vatRateBasisPoints, lang),
        net: money(line.netMinor),
      })),
      totalNet: money(quote.totalNetMinor),
      vat: quote.vatBreakdown.map((row) => ({
        rate: formatRate(row.rateBasisPoints, lang),
        base: money(row.baseMinor),
        amount: money(row.vatMinor),
      })),
      total: money(quote.totalMinor),
      mentions: quote.mentions,
      decision: quote.decision
        ? {
            signer: quote.decision.signerName,
            title: quote.decision.signerTitle,
            at: `${formatDate(new Date(quote.decision.at), lang, "long")} ${formatTime(new Date(quote.decision.at), lang)}`,
          }
        : null,
      purchaseOrder: quote.purchaseOrder,
      refusalReason: quote.refusalReason,
      pdf: localizePath(`${quotePath(params.token ?? "")}/quote.pdf`, lang),
    },
    { headers: PRIVATE },
  );
}

/**
 * POST /quotes/:token: accept (name, title, purchase order, the box) or refuse (a reason). The
 * address is the one the server sees (trusted proxies), never a field. Expired, decided or
 * unknown quotes change nothing and say why.
 */
export async function quotePageAction({
  request,
  params,
  context,
  bookSeats,
}: Args & { bookSeats: BookSeatsForCompany }) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const refuse = (status: number, refusal: DecisionRefusal) => data(refusal, { status, headers: PRIVATE });
  const token = params.token ?? "";
  const form = await readDecisionForm(request);
  if (form.kind === "invalid")
    return refuse(form.status, {
      intent: form.intent,
      notice: form.result ? null : t("onlineAcceptance.errors.unreadable"),
      result: form.result,
    });
  const who = { token, ip: context.clientIp, userAgent: request.headers.get("user-agent") };
  const now = new Date();
  const outcome =
    form.kind === "accept"
      ? await acceptQuote(
          context.db,
          {
            ...who,
            signerName: form.value.signerName,
            signerTitle: form.value.signerTitle,
            purchaseOrder: form.value.purchaseOrder ?? null,
          },
          {
            deps: {
              siteUrl: context.env.SITE_URL,
              secrets: context.secrets,
              now,
              staffEmail: context.env.STAFF_EMAIL,
              holdHours: context.env.PAYMENT_HOLD_HOURS,
            },
            bookSeats,
          },
        )
      : await refuseQuote(context.db, { ...who, reason: form.value.reason }, now);
  const notice = (key: "expired" | "decided" | "notBookable") => ({
    intent: form.kind,
    notice: t(`onlineAcceptance.errors.${key}`),
    result: null,
  });
  switch (outcome.kind) {
    case "unknown":
      throw data(null, { status: 404, headers: PRIVATE });
    case "expired":
      return refuse(410, notice("expired"));
    case "decided":
      return refuse(409, notice("decided"));
    case "not-bookable":
      context.logger.warn(
        { event: "quote.not_bookable", error: outcome.error },
        "accepted quote not bookable",
      );
      return refuse(409, notice("notBookable"));
    case "accepted":
      context.logger.info({ event: "quote.accepted", number: outcome.quote.number }, "quote accepted");
      return redirectWithFlash(
        localizePath(quotePath(token), lang),
        {
          kind: "success",
          title: t("onlineAcceptance.done.title"),
          message: t("onlineAcceptance.done.quoteAccepted", { number: outcome.agreement.number }),
        },
        context,
      );
    case "refused":
      context.logger.info({ event: "quote.refused", number: outcome.quote.number }, "quote refused");
      return redirectWithFlash(
        localizePath(quotePath(token), lang),
        {
          kind: "success",
          title: t("onlineAcceptance.done.title"),
          message: t("onlineAcceptance.done.refused"),
        },
        context,
      );
  }
}

/** GET /quotes/:token/quote.pdf: the quote's PDF, for whoever holds the link. */
export async function quotePdfLoader({ params, context }: Args) {
  const quote = await quoteOfLink(context, params.token);
  if (!quote)
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  return pdfDownload(await quotePdfOf(context.db, quote));
}
