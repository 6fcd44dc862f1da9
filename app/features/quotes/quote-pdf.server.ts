import { drawDecision, drawParties } from "~/features/agreements/document-pdf.server";
import { drawLinesAndTotals } from "~/features/invoicing/invoice-pdf.server";
import { formatCalendarDay, formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, type PdfContact } from "~/lib/pdf/document.server";
import type { Quote } from "../../../db/schema";

/**
 * A quote's PDF, in its language, from what was frozen when it was sent (parties, lines, totals,
 * mentions), with the online decision once there is one. Set in the embedded Unicode font, as
 * invoices are: buyers' names and addresses are any Latin text.
 */

const words = {
  fr: {
    quote: "Devis",
    heading: (number: string) => `Devis n° ${number}`,
    draft: "Projet de devis (non envoyé)",
    issuedOn: "Date",
    validUntil: "Valable jusqu'au",
    seller: "Prestataire",
    buyer: "Client",
    training: "Formation",
    course: "Intitulé",
    participants: "Participants",
    session: "Session",
    intra: "Session intra-entreprise",
    inter: "Session inter-entreprises",
    place: "Lieu",
    acceptance:
      "Pour accepter ce devis, utilisez le lien reçu par e-mail : l'acceptation vaut commande et acceptation des conditions générales de vente.",
  },
  en: {
    quote: "Quote",
    heading: (number: string) => `Quote no. ${number}`,
    draft: "Draft quote (not sent)",
    issuedOn: "Date",
    validUntil: "Valid until",
    seller: "Provider",
    buyer: "Customer",
    training: "Training",
    course: "Course",
    participants: "Participants",
    session: "Session",
    intra: "In-company session",
    inter: "Public session",
    place: "Place",
    acceptance:
      "To accept this quote, use the link you received by e-mail: acceptance is an order and an acceptance of the general terms of sale.",
  },
} satisfies Record<Lang, unknown>;

export interface QuotePdfInput {
  quote: Quote;
  lines: {
    description: string;
    quantityThousandths: number;
    unitPriceMinor: number;
    vatRateBasisPoints: number;
    netMinor: number;
  }[];
  courseTitle: string;
  /** The session's dates as the page shows them, and its place. */
  sessionDates: string | null;
  place: string | null;
  contact: PdfContact;
}

export function quoteFileName(quote: Pick<Quote, "number" | "id">): string {
  return `devis-${quote.number ?? `projet-${quote.id}`}.pdf`;
}

/** Lines written in French typography: a no-break space before the colon. */
const fact = (label: string, value: string, lang: Lang) =>
  `${label}${lang === "fr" ? "\u00a0:" : ":"} ${value}`;

export async function buildQuotePdf({
  quote,
  lines,
  courseTitle,
  sessionDates,
  place,
  contact,
}: QuotePdfInput): Promise<Buffer> {
  const lang: Lang = quote.lang === "en" ? "en" : "fr";
  const w = words[lang];
  const currency = quote.currency as "EUR" | "GNF";
  const title = quote.number ? `${w.quote} ${quote.number}` : w.draft;
  const pdf = createPdf({
    title,
    subject: quote.buyer ? `${title}, ${quote.buyer.name}` : title,
    lang,
    contact,
    date: quote.sentAt ?? quote.updatedAt,
    font: "unicode",
  });
  pdf.addPage({ title: w.quote });
  pdf.heading(quote.number ? w.heading(quote.number) : w.draft, 2, { gap: 4 });
  pdf.paragraph(
    [
      fact(w.issuedOn, formatDate(quote.sentAt ?? quote.updatedAt, lang, "medium", "UTC"), lang),
      fact(w.validUntil, formatCalendarDay(quote.validUntil, lang), lang),
    ].join("   ·   "),
    { size: 9.5, gap: 12 },
  );
  if (quote.seller && quote.buyer) {
    drawParties(pdf, lang, [
      { heading: w.seller, party: quote.seller },
      { heading: w.buyer, party: quote.buyer },
    ]);
  }

  pdf.heading(w.training, 3, { gap: 6 });
  pdf.paragraph(fact(w.course, courseTitle, lang), { bold: true, gap: 2 });
  pdf.paragraph(fact(w.participants, String(quote.participants), lang), { gap: 2 });
  pdf.paragraph(
    fact(
      w.session,
      [quote.kind === "intra" ? w.intra : w.inter, sessionDates].filter(Boolean).join(", "),
      lang,
    ),
    { gap: 2 },
  );
  if (place) pdf.paragraph(fact(w.place, place, lang), { gap: 2 });
  pdf.paragraph("", { gap: 8 });

  drawLinesAndTotals(pdf, { lang, currency, lines, totals: quote });
  for (const mention of quote.mentions) pdf.paragraph(mention, { size: 9, gap: 4 });
  pdf.paragraph("", { gap: 6 });
  drawDecision(pdf, lang, {
    status: quote.status,
    decision: quote.decision,
    refusalReason: quote.refusalReason,
    purchaseOrder: quote.purchaseOrder,
  });
  if (quote.status === "sent") pdf.paragraph(w.acceptance, { size: 9, gap: 4 });
  return pdf.toBuffer();
}
