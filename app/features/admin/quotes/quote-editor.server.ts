import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { localize } from "~/features/catalog/localize";
import { QuoteError, linesOfQuote, type QuoteDraftInput } from "~/features/quotes/quotes.server";
import { priceInput, quantityInput, vatRateInput } from "~/features/quotes/quote-amounts";
import { shownQuoteStatus } from "~/features/quotes/quote-status";
import { formatQuantity, formatRate } from "~/features/invoicing/invoice-pdf.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatCalendarDay, formatDate, formatMinorAmount, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { wallClockFields } from "~/lib/wall-clock";
import { adminFormFields } from "../shared/admin-form.server";
import { sessionLabel } from "../shared/session-label";
import { requireStaff } from "../shared/staff-access.server";
import { BLANK_LINES, linesOf, quoteSchema } from "./quote-schema";
import {
  agreementOfQuote,
  builderChoices,
  quoteById,
  quoteRequestById,
  saveDraftAudited,
  sendAudited,
  sessionOf,
} from "./quotes.server";

interface Args {
  request: Request;
  params: { quoteId?: string };
  context: AppContext;
}

export interface QuoteRefusal {
  form: "quote" | "send";
  notice: { title: string; message: string };
  lastResult: unknown;
}

/** Thirty days from today: a quote's usual validity. */
const inThirtyDays = (now: Date) => new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

const dayIn = (date: Date, zone: string) => {
  const fields = wallClockFields(date, zone);
  return `${fields.year}-${fields.month}-${fields.day}`;
};

type Line = { description: string; quantity: string; unitPrice: string; vatRate: string };
const blankLine: Line = { description: "", quantity: "", unitPrice: "", vatRate: "" };

/**
 * /admin/quotes/new (optionally ?request=<message id>, prefilled from a quote request) and
 * /admin/quotes/:id: the builder while the quote is a draft, its record once sent.
 */
export async function quoteEditorLoader({ request, params, context }: Args) {
  const isNew = params.quoteId === undefined;
  const viewer = await requireStaff(request, context, { need: isNew ? "handle" : "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const now = new Date();
  const id = isNew ? null : rowId(params.quoteId);
  const quote = id === null ? null : await quoteById(context.db, id);
  if (!isNew && !quote) {
    const title = t("adminQuotes.notFound");
    return data({ found: false as const, seo: { title, description: title, lang } }, { status: 404 });
  }
  const choices = await builderChoices(context.db, now);
  const askedRequest = isNew ? rowId(url.searchParams.get("request")) : (quote?.requestId ?? null);
  const fromRequest = askedRequest === null ? null : await quoteRequestById(context.db, askedRequest);
  const company = (companyId: number) => choices.companies.find((row) => row.id === companyId);
  const courseTitle = (courseId: number) =>
    localize(choices.courses.find((row) => row.id === courseId)?.title ?? null, lang) ?? "";
  // A request names its company as typed: the company of that very name is picked when there is one.
  const guessedCompany = fromRequest?.quote
    ? choices.companies.find(
        (row) => row.legalName.trim().toLowerCase() === fromRequest.quote!.company.trim().toLowerCase(),
      )
    : undefined;

  let defaults: Record<string, unknown>;
  if (quote) {
    const session = quote.kind === "intra" ? await sessionOf(context.db, quote.sessionId) : null;
    const lines = await linesOfQuote(context.db, quote.id);
    const currency = quote.currency as "EUR" | "GNF";
    defaults = {
      companyId: String(quote.companyId),
      courseId: String(quote.courseId),
      kind: quote.kind,
      sessionId: quote.kind === "inter" && quote.sessionId ? String(quote.sessionId) : "",
      startDay: session ? dayIn(session.startsAt, session.timeZone) : "",
      endDay: session ? dayIn(session.endsAt, session.timeZone) : "",
      city: session?.city ?? quote.place ?? "",
      participants: String(quote.participants),
      currency,
      lang: quote.lang,
      validUntil: quote.validUntil,
      preferredDates: quote.preferredDates ?? "",
      requestId: quote.requestId ? String(quote.requestId) : "",
      lines: [
        ...lines.map((line) => ({
          description: line.description,
          quantity: quantityInput(line.quantityThousandths),
          unitPrice: priceInput(line.unitPriceMinor, currency),
          vatRate: vatRateInput(line.vatRateBasisPoints),
        })),
        ...Array.from({ length: BLANK_LINES }, () => blankLine),
      ],
    };
  } else {
    const asked = fromRequest?.quote ?? null;
    defaults = {
      companyId: guessedCompany ? String(guessedCompany.id) : "",
      courseId: asked ? String(asked.courseId) : "",
      kind: asked?.place === "theirs" ? "intra" : "inter",
      sessionId: "",
      startDay: "",
      endDay: "",
      city: asked?.city ?? "",
      participants: asked ? String(asked.people) : "1",
      currency: "EUR",
      lang: guessedCompany?.lang ?? fromRequest?.lang ?? "fr",
      validUntil: inThirtyDays(now),
      preferredDates: asked?.preferredDates ?? "",
      requestId: fromRequest ? String(fromRequest.id) : "",
      lines: [
        asked
          ? {
              description: t("adminQuotes.form.defaultLine", { course: courseTitle(asked.courseId) }),
              quantity: String(asked.people),
              unitPrice: "",
              vatRate: "0",
            }
          : blankLine,
        ...Array.from({ length: BLANK_LINES }, () => blankLine),
      ],
    };
  }

  const money = (minor: number) =>
    formatMinorAmount(minor, (quote?.currency ?? "EUR") as "EUR" | "GNF", lang);
  const lines = quote ? await linesOfQuote(context.db, quote.id) : [];
  const agreement = quote ? await agreementOfQuote(context.db, quote.id) : null;
  const status = quote ? shownQuoteStatus(quote, now) : "draft";
  const title = quote
    ? (quote.number ?? t("adminQuotes.draftTitle", { id: quote.id }))
    : t("adminQuotes.newHeading");
  return {
    found: true as const,
    seo: { title, description: t("adminQuotes.seoDescription"), lang },
    id,
    title,
    status,
    editable: (quote === null || quote.status === "draft") && viewer.may.handle,
    antiForgery: viewer.may.handle ? antiForgeryToken(viewer.session.id, context.secrets) : null,
    defaults,
    request: fromRequest?.quote
      ? {
          id: fromRequest.id,
          name: fromRequest.name,
          email: fromRequest.email,
          company: fromRequest.quote.company,
          people: fromRequest.quote.people,
          preferredDates: fromRequest.quote.preferredDates,
          place:
            fromRequest.quote.place === "ours"
              ? t("adminQuotes.request.ours")
              : t("adminQuotes.request.theirs", { city: fromRequest.quote.city ?? "" }),
          companyFound: Boolean(guessedCompany) || Boolean(quote),
        }
      : null,
    companies: choices.companies.map((row) => ({ id: row.id, label: row.legalName })),
    courses: choices.courses.map((row) => ({
      id: row.id,
      label: `${row.id} · ${localize(row.title, lang)}`,
    })),
    sessions: choices.sessions.map((row) => ({
      id: row.id,
      label: `${courseTitle(row.courseId)} — ${sessionLabel(row, lang)}`,
    })),
    record: quote
      ? {
          number: quote.number,
          company: company(quote.companyId)?.legalName ?? quote.buyer?.name ?? "",
          companyId: quote.companyId,
          sentTo: quote.sentTo,
          sentAt: quote.sentAt
            ? `${formatDate(quote.sentAt, lang, "medium")} ${formatTime(quote.sentAt, lang)}`
            : null,
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
          decision: quote.decision
            ? {
                signer: quote.decision.signerName
                  ? `${quote.decision.signerName}, ${quote.decision.signerTitle}`
                  : null,
                at: `${formatDate(new Date(quote.decision.at), lang, "medium")} ${formatTime(new Date(quote.decision.at), lang)}`,
                ip: quote.decision.ip,
              }
            : null,
          purchaseOrder: quote.purchaseOrder,
          refusalReason: quote.refusalReason,
          agreement: agreement
            ? { number: agreement.number, kind: agreement.kind, status: agreement.status }
            : null,
        }
      : null,
  };
}

const refusalKeys = {
  not_found: "adminQuotes.notFound",
  not_draft: "adminQuotes.errors.notDraft",
  company: "adminQuotes.errors.company",
  course: "adminQuotes.errors.course",
  session: "adminQuotes.errors.session",
  no_session: "adminQuotes.errors.session",
  no_lines: "adminQuotes.errors.noLines",
  exempt_rate: "adminQuotes.errors.exemptRate",
  dates: "adminQuotes.errors.endDay",
  validity: "adminQuotes.errors.validityPassed",
  participants: "adminQuotes.errors.participants",
} as const satisfies Record<QuoteError["code"], string>;

/**
 * POST: save the draft (no intent), or send it (intent "send"). Staff who handle registrations
 * build and send quotes; every change is audited in its transaction. Nothing the browser sends
 * prices the quote: the lines' numbers are read again and every total computed here.
 */
export async function quoteEditorAction({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const lang: Lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.quoteId === undefined;
  const id = isNew ? null : rowId(params.quoteId);
  if (!isNew && id === null) throw data(null, { status: 404 });
  const title = t("adminQuotes.errorTitle");
  const refuse = (form: QuoteRefusal["form"], status: number, message: string, lastResult: unknown = null) =>
    data<QuoteRefusal>({ form, notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse("quote", read.status, t("adminQuotes.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse("quote", 403, t("adminQuotes.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const back = (quoteId: number, message: string) =>
    redirectWithFlash(
      localizePath(`/admin/quotes/${quoteId}`, lang),
      { kind: "success", title: t("adminQuotes.done.title"), message },
      context,
    );
  const refused = (form: QuoteRefusal["form"], error: unknown, lastResult: unknown = null) => {
    if (!(error instanceof QuoteError)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404 });
    return refuse(form, error.code === "not_draft" ? 409 : 400, t(refusalKeys[error.code]), lastResult);
  };

  if (fields.formData.get("intent") === "send") {
    if (id === null) throw data(null, { status: 404 });
    try {
      const sent = await sendAudited(context.db, { id, actor, siteUrl: context.env.SITE_URL });
      context.logger.info({ event: "admin.quote_send", id, number: sent.quote.number }, "quote sent");
      return back(
        id,
        t("adminQuotes.done.sent", { number: sent.quote.number, to: sent.recipients.join(", ") }),
      );
    } catch (error) {
      return refused("send", error);
    }
  }

  const submission = parseWithZod(fields.formData, { schema: quoteSchema });
  if (fields.controlErrors)
    return refuse(
      "quote",
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success")
    return refuse("quote", 400, t("adminQuotes.errors.summary"), submission.reply());
  const value = submission.value;
  const input: QuoteDraftInput = {
    companyId: Number(value.companyId),
    courseId: Number(value.courseId),
    kind: value.kind,
    sessionId: value.kind === "inter" && value.sessionId ? Number(value.sessionId) : null,
    intra:
      value.kind === "intra" && value.startDay && value.endDay && value.city
        ? { startDay: value.startDay, endDay: value.endDay, city: value.city }
        : null,
    participants: value.participants,
    currency: value.currency,
    lang: value.lang,
    validUntil: value.validUntil,
    preferredDates: value.preferredDates || null,
    place: value.kind === "intra" ? (value.city ?? null) : null,
    requestId: value.requestId ? Number(value.requestId) : null,
    lines: linesOf(value),
  };
  try {
    const saved = await saveDraftAudited(context.db, { id, input, actor });
    context.logger.info(
      { event: isNew ? "admin.quote_create" : "admin.quote_update", id: saved.id },
      "quote saved",
    );
    return back(saved.id, t(isNew ? "adminQuotes.done.created" : "adminQuotes.done.saved"));
  } catch (error) {
    return refused("quote", error, submission.reply());
  }
}
