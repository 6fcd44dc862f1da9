import type { I18nHandle } from "~/lib/i18n";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatCalendarDay, formatDate, formatMinorAmount } from "~/lib/format";
import { InvoiceNotFound, InvoicePage, type InvoiceRefusal } from "~/features/admin/invoices/invoice-page";
import {
  creditNoteSchema,
  funderSplitSchema,
  invoiceTransferSchema,
} from "~/features/admin/invoices/invoice-schema";
import {
  creditInvoice,
  invoiceDetail,
  recordTransfer,
  splitForFunder,
} from "~/features/admin/invoices/invoices.server";
import { daysPastDue } from "~/features/invoicing/balance.server";
import { adminFormFields } from "~/features/admin/shared/admin-form.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { parseAmount } from "~/features/payments/money";
import { methodLabel } from "~/features/payments/receipt-pdf.server";
import { formatQuantity } from "~/features/invoicing/invoice-pdf.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.invoice";

export const handle = { i18n: ["admin", "adminInvoices"] } satisfies I18nHandle;

/** Today in UTC (Conakry's time, the group's seat, has no offset), as a date field writes it. */
const isoToday = (now: Date) => now.toISOString().slice(0, 10);

/** /admin/invoices/:invoiceId: one invoice or credit note; moderators read, admins act. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.invoiceId);
  const found = id === null ? null : await invoiceDetail(context.db, id);
  if (!found) {
    return data(
      {
        found: false as const,
        seo: { title: t("adminInvoices.notFound"), description: t("adminInvoices.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const { invoice } = found;
  const money = (minor: number) => formatMinorAmount(minor, invoice.currency, lang);
  const owed = invoice.kind === "invoice" && found.creditNoteNumber === null && found.remainingMinor > 0;
  const today = isoToday(new Date());
  const late = owed ? daysPastDue(invoice.dueOn, today) : 0;
  return {
    found: true as const,
    seo: { title: `${invoice.number}`, description: t("adminInvoices.seoDescription"), lang },
    page: {
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      currency: invoice.currency,
      issuedOn: formatDate(invoice.issuedAt, lang, "medium", "UTC"),
      dueOn: formatCalendarDay(invoice.dueOn, lang),
      buyer: invoice.buyer.name,
      payer: invoice.payer,
      daysOverdue: late > 0 ? late : null,
      remindersSent: invoice.remindersSent,
      lastReminder: invoice.lastReminderAt ? formatDate(invoice.lastReminderAt, lang, "medium", "UTC") : null,
      // A booking's customer invoice with nothing received yet may be split with a funder.
      splittable:
        invoice.kind === "invoice" &&
        invoice.payer === "customer" &&
        invoice.bookingId !== null &&
        found.creditNoteNumber === null &&
        found.settlements.length === 0,
      total: money(invoice.totalMinor),
      received: money(found.receivedMinor),
      remaining: owed ? money(found.remainingMinor) : null,
      creditNoteNumber: found.creditNoteNumber,
      creditedInvoice: found.creditedInvoice,
      lines: found.lines.map((line) => ({
        position: line.position,
        description: line.description,
        quantity: formatQuantity(line.quantityThousandths, lang),
        unitPrice: money(line.unitPriceMinor),
        net: money(line.netMinor),
      })),
      settlements: found.settlements.map((settlement) => ({
        id: settlement.id,
        receivedOn: formatCalendarDay(settlement.receivedOn, lang),
        amount: money(settlement.amountMinor),
        method: methodLabel(settlement.method, lang),
        reference: settlement.reference ?? "—",
        recordedBy: settlement.recordedBy,
      })),
      today,
      antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
    },
  };
}

/**
 * POST: an admin records a bank transfer received (in part or in full, never past what remains)
 * or issues the invoice's credit note with a reason; each audited in its transaction. Only the
 * form's fields are read; the amount is parsed in the invoice's currency on the server.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const title = t("adminInvoices.errors.title");
  const refuse = (
    status: number,
    message: string,
    intent: InvoiceRefusal["intent"] = null,
    lastResult: unknown = null,
  ) => data({ intent, notice: { title, message }, lastResult }, { status });
  const id = rowId(params.invoiceId);
  const found = id === null ? null : await invoiceDetail(context.db, id);
  if (!found || id === null) return refuse(404, t("adminInvoices.notFound"));
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminInvoices.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminInvoices.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const intent = read.formData.get("intent");
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const { invoice } = found;
  const money = (minor: number) => formatMinorAmount(minor, invoice.currency, lang);
  const done = (message: string) =>
    redirectWithFlash(
      localizePath(`/admin/invoices/${id}`, lang),
      { kind: "success", title: t("adminInvoices.done.title"), message },
      context,
    );
  const refusals = {
    credited: t("adminInvoices.errors.credited"),
    already_credited: t("adminInvoices.errors.credited"),
    not_an_invoice: t("adminInvoices.errors.notAnInvoice"),
    not_found: t("adminInvoices.notFound"),
  } as const;

  if (intent === "transfer") {
    const submission = parseWithZod(fields.formData, { schema: invoiceTransferSchema });
    if (submission.status !== "success")
      return refuse(400, t("adminInvoices.errors.summary"), "transfer", submission.reply());
    const amountMinor = parseAmount(submission.value.amount, invoice.currency);
    const today = isoToday(new Date());
    const fieldError = (field: string, key: string) =>
      refuse(
        400,
        t("adminInvoices.errors.summary"),
        "transfer",
        submission.reply({ fieldErrors: { [field]: [key] } }),
      );
    if (amountMinor === null || amountMinor <= 0) return fieldError("amount", "adminInvoices.errors.amount");
    if (submission.value.receivedOn > today || Number.isNaN(Date.parse(submission.value.receivedOn)))
      return fieldError("receivedOn", "adminInvoices.errors.receivedOn");
    const outcome = await recordTransfer(context.db, actor, id, {
      amountMinor,
      receivedOn: submission.value.receivedOn,
      reference: submission.value.reference ?? null,
    });
    if (!outcome.ok) {
      if (outcome.reason === "over_remaining")
        return refuse(
          400,
          t("adminInvoices.errors.overRemaining", { amount: money(found.remainingMinor) }),
          "transfer",
          submission.reply({ fieldErrors: { amount: ["adminInvoices.errors.amount"] } }),
        );
      return refuse(409, refusals[outcome.reason], "transfer");
    }
    return done(
      t("adminInvoices.done.transfer", {
        amount: money(amountMinor),
        remaining: money(outcome.remainingMinor),
      }),
    );
  }

  if (intent === "credit") {
    const submission = parseWithZod(fields.formData, { schema: creditNoteSchema });
    if (submission.status !== "success")
      return refuse(400, t("adminInvoices.errors.summary"), "credit", submission.reply());
    const outcome = await creditInvoice(context.db, actor, id, submission.value.reason);
    if (!outcome.ok)
      return refuse(
        409,
        refusals[
          outcome.reason === "exempt_rate" || outcome.reason === "no_lines"
            ? "not_an_invoice"
            : outcome.reason
        ],
        "credit",
      );
    return done(t("adminInvoices.done.credit", { number: outcome.creditNote.number }));
  }

  if (intent === "funder-split") {
    const submission = parseWithZod(fields.formData, { schema: funderSplitSchema });
    if (submission.status !== "success")
      return refuse(400, t("adminInvoices.errors.summary"), "funder-split", submission.reply());
    const form = submission.value;
    const shareError = () =>
      refuse(
        400,
        t("adminInvoices.errors.summary"),
        "funder-split",
        submission.reply({ fieldErrors: { share: ["adminInvoices.errors.shareRange"] } }),
      );
    let share: { kind: "amount"; minor: number } | { kind: "percent"; basisPoints: number };
    if (form.shareKind === "amount") {
      const minor = parseAmount(form.share, invoice.currency);
      if (minor === null) return shareError();
      share = { kind: "amount", minor };
    } else {
      // Hundredths of a percent: "33,33" is 3333 basis points.
      const basisPoints = parseAmount(form.share, "EUR");
      if (basisPoints === null) return shareError();
      share = { kind: "percent", basisPoints };
    }
    const outcome = await splitForFunder(
      context.db,
      actor,
      id,
      {
        funder: {
          name: form.funderName,
          address: form.funderAddress,
          country: form.funderCountry,
          ...(form.funderEmail ? { email: form.funderEmail } : {}),
          identifiers: [
            ...(form.funderSiret ? [{ label: "SIRET", value: form.funderSiret }] : []),
            ...(form.funderVatNumber
              ? [{ label: invoice.lang === "fr" ? "N° TVA" : "VAT no.", value: form.funderVatNumber }]
              : []),
          ],
        },
        share,
      },
      { siteUrl: context.env.SITE_URL },
    );
    if (!outcome.ok) {
      if (outcome.reason === "share_out_of_range") return shareError();
      return refuse(409, t(`adminInvoices.errors.split.${outcome.reason}`), "funder-split");
    }
    return redirectWithFlash(
      localizePath(`/admin/invoices/${outcome.split.companyInvoice.id}`, lang),
      {
        kind: "success",
        title: t("adminInvoices.done.title"),
        message: t("adminInvoices.done.split", {
          creditNote: outcome.split.creditNote.number,
          company: outcome.split.companyInvoice.number,
          companyTotal: money(outcome.split.companyInvoice.totalMinor),
          funder: outcome.split.funderInvoice.number,
          funderTotal: money(outcome.split.funderInvoice.totalMinor),
        }),
      },
      context,
    );
  }

  return refuse(400, t("adminInvoices.errors.intent"));
}

/** The back-office is never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminInvoice({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <InvoiceNotFound />;
  return <InvoicePage data={loaderData.page} refused={(actionData as InvoiceRefusal | undefined) ?? null} />;
}
