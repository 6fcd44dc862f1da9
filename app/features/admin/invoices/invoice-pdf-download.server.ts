import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { invoicePdfResponse, notFound, type LoaderArgs } from "~/features/invoicing/invoice-download.server";
import { invoiceById } from "~/features/invoicing/invoice-queries.server";
import { rowId } from "~/lib/route-params";

/**
 * GET /admin/invoices/{id}/invoice.pdf: any invoice or credit note, for staff. It names its buyer:
 * an export of personal data, so the session needs its second factor like the other exports.
 */
export async function staffInvoiceDownloadLoader({
  request,
  params,
  context,
}: LoaderArgs<{ invoiceId?: string }>): Promise<Response> {
  const id = rowId(params.invoiceId);
  await requireStaff(request, context, {
    need: "export",
    page: id === null ? "/admin/invoices" : `/admin/invoices/${id}`,
  });
  const invoice = id === null ? null : await invoiceById(context.db, id);
  return invoice ? invoicePdfResponse(context, invoice) : notFound();
}
