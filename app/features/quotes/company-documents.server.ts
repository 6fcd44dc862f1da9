import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "../../../db/database";
import { companies, quotes, trainingAgreements } from "../../../db/schema";
import { agreementPdfOf } from "~/features/agreements/agreements.server";
import { getViewer } from "~/features/accounts/viewer.server";
import { isContactOf } from "~/features/companies/company-space.server";
import type { AppContext } from "~/lib/app-context";
import { formatCalendarDay, formatDate, formatMinorAmount } from "~/lib/format";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { pdfDownload, quotePdfOf } from "./quote-documents.server";
import { shownQuoteStatus } from "./quote-status";

/**
 * A company's quotes and agreements in its space (/company): those sent to it and to the
 * companies merged into it, newest first, each with its PDF for the company's contacts.
 */
export async function companyDocuments(db: Database, companyId: number, lang: Lang, now = new Date()) {
  const merged = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.mergedIntoId, companyId));
  const ids = [companyId, ...merged.map((row) => row.id)];
  const [quoteRows, agreementRows] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(and(inArray(quotes.companyId, ids), ne(quotes.status, "draft")))
      .orderBy(desc(quotes.sentAt), desc(quotes.id))
      .limit(200),
    db
      .select()
      .from(trainingAgreements)
      .where(inArray(trainingAgreements.companyId, ids))
      .orderBy(desc(trainingAgreements.id))
      .limit(200),
  ]);
  return {
    quotes: quoteRows.map((quote) => ({
      id: quote.id,
      number: quote.number ?? "",
      date: quote.sentAt ? formatDate(quote.sentAt, lang, "medium") : "",
      total: formatMinorAmount(quote.totalMinor, quote.currency as "EUR" | "GNF", lang),
      validUntil: formatCalendarDay(quote.validUntil, lang),
      status: shownQuoteStatus(quote, now),
      pdf: localizePath(`/company/quotes/${quote.id}/quote.pdf`, lang),
    })),
    agreements: agreementRows.map((agreement) => ({
      id: agreement.id,
      number: agreement.number,
      kind: agreement.kind,
      course: agreement.terms.courseTitle,
      date: formatDate(agreement.sentAt, lang, "medium"),
      status: agreement.status,
      pdf: localizePath(`/company/agreements/${agreement.id}/agreement.pdf`, lang),
    })),
  };
}

export type CompanyDocuments = Awaited<ReturnType<typeof companyDocuments>>;

const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

interface Args {
  request: Request;
  params: { quoteId?: string; agreementId?: string };
  context: AppContext;
}

/** Whether the viewer acts for the document's company, or for the one it was merged into. */
async function mayOpen(db: Database, userId: string, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id, mergedIntoId: companies.mergedIntoId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return false;
  return isContactOf(db, userId, company.mergedIntoId ?? company.id);
}

/**
 * GET /company/quotes/{id}/quote.pdf and /company/agreements/{id}/agreement.pdf: a document of
 * one of the viewer's companies. Signed out: to sign in and back. Anyone else's: a 404, as a
 * missing one.
 */
export async function companyDocumentLoader(
  { request, params, context }: Args,
  document: "quote" | "agreement",
) {
  const url = new URL(request.url);
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const lang = langFromPath(url.pathname);
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  if (document === "quote") {
    const id = rowId(params.quoteId);
    const [quote] = id === null ? [] : await context.db.select().from(quotes).where(eq(quotes.id, id));
    if (!quote || quote.status === "draft" || !(await mayOpen(context.db, viewer.user.id, quote.companyId)))
      return notFound();
    return pdfDownload(await quotePdfOf(context.db, quote));
  }
  const id = rowId(params.agreementId);
  const [agreement] =
    id === null
      ? []
      : await context.db.select().from(trainingAgreements).where(eq(trainingAgreements.id, id));
  if (!agreement || !(await mayOpen(context.db, viewer.user.id, agreement.companyId))) return notFound();
  return pdfDownload(await agreementPdfOf(context.db, agreement));
}
