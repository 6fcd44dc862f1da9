import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { registrations, type Invoice } from "../../../db/schema";
import { invoicePdfOf, latestInvoiceOfRegistration } from "./invoice-queries.server";

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
