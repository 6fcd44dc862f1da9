import { formatCalendarDay, formatDate, formatMinorAmount } from "~/lib/format";
import { intlLocale, type Lang } from "~/lib/language";
import { createPdf, pdfColors, type GroupPdf, type PdfContact } from "~/lib/pdf/document.server";
import type { Invoice, InvoiceParty, VatBreakdownLine } from "../../../db/schema";

/**
 * The PDF of an invoice or a credit note, in its language, from what was stored when it was
 * issued (parties, lines, totals and mentions as written then), with the money received so far.
 * Set in the embedded Unicode font: buyers' names and addresses are any Latin text.
 */

const words = {
  fr: {
    invoice: "Facture",
    creditNote: "Avoir",
    heading: (title: string, number: string) => `${title} n° ${number}`,
    credits: (number: string) => `Avoir sur la facture n° ${number}`,
    issuedOn: "Date d'émission",
    dueOn: "Date d'échéance",
    purchaseOrder: "Bon de commande",
    seller: "Vendeur",
    buyer: "Client",
    lines: "Détail",
    description: "Désignation",
    quantity: "Qté",
    unitPrice: "Prix unitaire HT",
    vatRate: "TVA",
    net: "Montant HT",
    totals: "Totaux",
    totalNet: "Total HT",
    vatOn: (rate: string, base: string) => `TVA ${rate} sur ${base}`,
    total: "Total TTC",
    received: "Déjà reçu",
    remaining: "Reste à payer",
    item: "Élément",
    amount: "Montant",
  },
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    heading: (title: string, number: string) => `${title} no. ${number}`,
    credits: (number: string) => `Credit note for invoice no. ${number}`,
    issuedOn: "Issue date",
    dueOn: "Due date",
    purchaseOrder: "Purchase order",
    seller: "Seller",
    buyer: "Customer",
    lines: "Details",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price excl. VAT",
    vatRate: "VAT",
    net: "Amount excl. VAT",
    totals: "Totals",
    totalNet: "Total excl. VAT",
    vatOn: (rate: string, base: string) => `VAT ${rate} on ${base}`,
    total: "Total incl. VAT",
    received: "Already received",
    remaining: "Remaining due",
    item: "Item",
    amount: "Amount",
  },
} satisfies Record<Lang, unknown>;

/** 2000 basis points → "20 %" in French, "20%" in English. */
export function formatRate(basisPoints: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 2 })
    .format(basisPoints / 10_000)
    .replace(/\u202f/g, "\u00a0");
}

/** Thousandths → "1,5" in French, "1.5" in English. */
export function formatQuantity(thousandths: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 3 })
    .format(thousandths / 1000)
    .replace(/\u202f/g, "\u00a0");
}

function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([intlLocale[lang]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface InvoicePdfLine {
  description: string;
  quantityThousandths: number;
  unitPriceMinor: number;
  vatRateBasisPoints: number;
  netMinor: number;
}

export interface InvoicePdfInput {
  invoice: Invoice;
  lines: InvoicePdfLine[];
  /** The money recorded against it so far (0: none). */
  receivedMinor: number;
  /** A credit note: the number of the invoice it credits. */
  creditedInvoiceNumber?: string | null;
  contact: PdfContact;
}

/** The figures a document's totals print, as invoices and quotes store them. */
export interface PdfTotals {
  totalNetMinor: number;
  totalMinor: number;
  vatBreakdown: VatBreakdownLine[];
}

/**
 * The lines and the totals with the VAT per rate, as an invoice, a credit note and a quote print
 * them; `more` rows follow the total (the money received, what remains).
 */
export function drawLinesAndTotals(
  pdf: GroupPdf,
  {
    lang,
    currency,
    lines,
    totals,
  }: { lang: Lang; currency: "EUR" | "GNF"; lines: InvoicePdfLine[]; totals: PdfTotals },
  more: string[][] = [],
): void {
  const w = words[lang];
  const money = (minor: number) => formatMinorAmount(minor, currency, lang);
  pdf.heading(w.lines, 3, { gap: 6 });
  pdf.table(
    [
      { header: w.description },
      { header: w.quantity, width: 40, align: "right" },
      { header: w.unitPrice, width: 95, align: "right" },
      { header: w.vatRate, width: 45, align: "right" },
      { header: w.net, width: 95, align: "right" },
    ],
    lines.map((line) => [
      line.description,
      formatQuantity(line.quantityThousandths, lang),
      money(line.unitPriceMinor),
      formatRate(line.vatRateBasisPoints, lang),
      money(line.netMinor),
    ]),
    { gap: 12 },
  );
  pdf.heading(w.totals, 3, { gap: 6 });
  pdf.table(
    [{ header: w.item }, { header: w.amount, width: 130, align: "right" }],
    [
      [w.totalNet, money(totals.totalNetMinor)],
      ...totals.vatBreakdown.map((row) => [
        w.vatOn(formatRate(row.rateBasisPoints, lang), money(row.baseMinor)),
        money(row.vatMinor),
      ]),
      [w.total, money(totals.totalMinor)],
      ...more,
    ],
    { size: 10, gap: 12 },
  );
}

export function invoiceFileName(invoice: Pick<Invoice, "kind" | "number">): string {
  return `${invoice.kind === "credit_note" ? "avoir" : "facture"}-${invoice.number}.pdf`;
}

export async function buildInvoicePdf({
  invoice,
  lines,
  receivedMinor,
  creditedInvoiceNumber,
  contact,
}: InvoicePdfInput): Promise<Buffer> {
  const lang: Lang = invoice.lang === "en" ? "en" : "fr";
  const w = words[lang];
  const money = (minor: number) => formatMinorAmount(minor, invoice.currency, lang);
  const title = invoice.kind === "credit_note" ? w.creditNote : w.invoice;
  const pdf = createPdf({
    title: `${title} ${invoice.number}`,
    subject: `${title} ${invoice.number}, ${invoice.buyer.name}`,
    lang,
    contact,
    date: invoice.issuedAt,
    font: "unicode",
  });
  pdf.addPage({ title });
  pdf.heading(w.heading(title, invoice.number), 2, { gap: 4 });
  if (invoice.kind === "credit_note" && creditedInvoiceNumber) {
    pdf.paragraph(w.credits(creditedInvoiceNumber), { bold: true, gap: 4 });
  }
  const facts = [
    `${w.issuedOn} : ${formatDate(invoice.issuedAt, lang, "medium", "UTC")}`,
    `${w.dueOn} : ${formatCalendarDay(invoice.dueOn, lang)}`,
    ...(invoice.purchaseOrder ? [`${w.purchaseOrder} : ${invoice.purchaseOrder}`] : []),
  ].map((fact) => (lang === "en" ? fact.replace(" : ", ": ") : fact.replace(" : ", "\u00a0: ")));
  pdf.paragraph(facts.join("   ·   "), { size: 9.5, gap: 12 });

  const half = (pdf.width - 20) / 2;
  const party = (heading: string, who: InvoiceParty, x: number) => (inner: typeof pdf) => {
    const at = { x, width: half };
    inner.paragraph(heading, { ...at, size: 9, bold: true, color: pdfColors.muted, gap: 2 });
    inner.paragraph(who.name, { ...at, bold: true, gap: 1 });
    // A payer online gives no postal address: only what is known is printed.
    const place = [who.address, who.country ? countryName(who.country, lang) : ""].filter(Boolean).join(", ");
    if (place) inner.paragraph(place, { ...at, size: 9.5, gap: 1 });
    for (const { label, value } of who.identifiers) {
      inner.paragraph(`${label} ${value}`, { ...at, size: 9.5, gap: 1 });
    }
    if (who.email) inner.paragraph(who.email, { ...at, size: 9.5, gap: 1 });
  };
  pdf.alongside(
    party(w.seller, invoice.seller, pdf.left),
    party(w.buyer, invoice.buyer, pdf.left + half + 20),
  );
  pdf.paragraph("", { gap: 10 });

  drawLinesAndTotals(
    pdf,
    { lang, currency: invoice.currency, lines, totals: invoice },
    invoice.kind === "invoice" && receivedMinor > 0
      ? [
          [w.received, money(receivedMinor)],
          [w.remaining, money(invoice.totalMinor - receivedMinor)],
        ]
      : [],
  );
  for (const mention of invoice.mentions) pdf.paragraph(mention, { size: 9, gap: 4 });
  return pdf.toBuffer();
}
