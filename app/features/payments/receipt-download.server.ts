import { rowId } from "~/lib/route-params";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import { registrations } from "../../../db/schema";
import { buildReceiptPdf, receiptFileName } from "./receipt-pdf.server";
import { latestReceiptOfRegistration, registrationReferenceOf } from "./receipts.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /profile/registrations/{id}/receipt.pdf: the receipt of one of the signed-in user's paid
 * registrations, as issued (in the payer's language, the same bytes as the e-mail's). Signed
 * out: to the sign-in page and back. Anyone else's registration, or one without a receipt,
 * is a 404, the same answer as a missing one.
 */
export async function receiptDownloadLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}): Promise<Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const id = rowId(params.registrationId);
  const [owner] =
    id === null
      ? []
      : await context.db
          .select({ userId: registrations.userId })
          .from(registrations)
          .where(eq(registrations.id, id));
  const found =
    owner && owner.userId === viewer.user.id ? await latestReceiptOfRegistration(context.db, id!) : null;
  if (!found) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  // The registration's reference, as the e-mail's copy printed it.
  const receipt = { ...found.receipt, registrationReference: await registrationReferenceOf(context.db, id!) };
  const pdf = await buildReceiptPdf(receipt, found.payment, await readContactSettings(context.db));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(found.receipt)}"`,
      ...PRIVATE,
    },
  });
}
