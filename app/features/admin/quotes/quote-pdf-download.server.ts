import { agreementPdfOf } from "~/features/agreements/agreements.server";
import { pdfDownload, quotePdfOf } from "~/features/quotes/quote-documents.server";
import type { AppContext } from "~/lib/app-context";
import { rowId } from "~/lib/route-params";
import { requireStaff } from "../shared/staff-access.server";
import { agreementOfQuote, quoteById } from "./quotes.server";

const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

interface Args {
  request: Request;
  params: { quoteId?: string };
  context: AppContext;
}

/**
 * GET /admin/quotes/{id}/quote.pdf and …/agreement.pdf: a quote's PDF, or the agreement it led
 * to, for staff. They name the customer: an export, so the session needs its second factor.
 */
export async function staffQuoteDocumentLoader(
  { request, params, context }: Args,
  document: "quote" | "agreement",
) {
  const id = rowId(params.quoteId);
  await requireStaff(request, context, {
    need: "export",
    page: id === null ? "/admin/quotes" : `/admin/quotes/${id}`,
  });
  const quote = id === null ? null : await quoteById(context.db, id);
  if (!quote) return notFound();
  if (document === "quote") return pdfDownload(await quotePdfOf(context.db, quote));
  const agreement = await agreementOfQuote(context.db, quote.id);
  return agreement ? pdfDownload(await agreementPdfOf(context.db, agreement)) : notFound();
}
