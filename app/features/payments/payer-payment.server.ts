import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { payments, type Payment } from "../../../db/schema";
import { getViewer, type Viewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { isPaymentReference } from "./reference";

/**
 * The payment a page's URL names, for its payer only: a malformed reference or someone else's
 * payment is a 404 (its existence is not theirs to learn); signed out, the sign-in page, which
 * comes back here.
 */
export async function payersOwnPayment(
  request: Request,
  reference: string | undefined,
  context: AppContext,
): Promise<{ lang: Lang; viewer: Viewer; payment: Payment }> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  if (!isPaymentReference(reference)) throw data(null, { status: 404 });
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const [payment] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, viewer.user.id)))
    .limit(1);
  if (!payment) throw data(null, { status: 404 });
  return { lang, viewer, payment };
}
