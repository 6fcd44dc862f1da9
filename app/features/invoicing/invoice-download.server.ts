import { and, eq, or } from "drizzle-orm";
import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { companies, companyContacts, registrations, type Invoice } from "../../../db/schema";
import { invoiceById, invoicePdfOf, latestInvoiceOfRegistration } from "./invoice-queries.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
  });

/** The invoice as a file to download, never kept by a cache. */
export async function invoicePdfResponse(context: AppContext, invoice: Invoice): Promise<Response> {
  const { filename, content } = await invoicePdfOf(context.db, invoice);
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...PRIVATE,
    },
  });
}

export interface LoaderArgs<Params> {
  request: Request;
  params: Params;
  context: AppContext;
}

/**
 * GET /profile/registrations/{id}/invoice.pdf: the invoice of one of the signed-in user's paid
 * registrations, in its language. Signed out: to the sign-in page and back. Anyone else's
 * registration, or one without an invoice, is a 404, the same answer as a missing one.
 */
export async function payerInvoiceDownloadLoader({
  request,
  params,
  context,
}: LoaderArgs<{ registrationId?: string }>): Promise<Response> {
  const url = new URL(request.url);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const lang = langFromPath(url.pathname);
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const id = rowId(params.registrationId);
  if (id === null) return notFound();
  const [owner] = await context.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.id, id));
  const invoice =
    owner && owner.userId === viewer.user.id ? await latestInvoiceOfRegistration(context.db, id) : null;
  return invoice ? invoicePdfResponse(context, invoice) : notFound();
}

/**
 * Whether the account acts for the company an invoice was issued to, or for the company it was
 * merged into (the survivor's contacts keep the merged company's documents).
 */
async function mayReadCompanyInvoice(
  context: AppContext,
  userId: string,
  companyId: number,
): Promise<boolean> {
  const [row] = await context.db
    .select({ companyId: companyContacts.companyId })
    .from(companies)
    .innerJoin(
      companyContacts,
      or(eq(companyContacts.companyId, companies.id), eq(companyContacts.companyId, companies.mergedIntoId)),
    )
    .where(and(eq(companies.id, companyId), eq(companyContacts.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * GET /company/invoices/{id}/invoice.pdf: an invoice or credit note of a company the signed-in
 * account acts for. Signed out: to the sign-in page and back (the e-mail's link lands here).
 * Another company's invoice, a funder's share, or none: 404, the same answer for each.
 */
export async function companyInvoiceDownloadLoader({
  request,
  params,
  context,
}: LoaderArgs<{ invoiceId?: string }>): Promise<Response> {
  const url = new URL(request.url);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const lang = langFromPath(url.pathname);
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const id = rowId(params.invoiceId);
  const invoice = id === null ? null : await invoiceById(context.db, id);
  if (!invoice || invoice.companyId === null || invoice.payer !== "customer") return notFound();
  return (await mayReadCompanyInvoice(context, viewer.user.id, invoice.companyId))
    ? invoicePdfResponse(context, invoice)
    : notFound();
}
