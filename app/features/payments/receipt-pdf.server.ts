import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, printable, type PdfContact } from "~/lib/pdf/document.server";
import { siteConfig } from "~/lib/site-config";
import type { Receipt } from "../../../db/schema";
import { formatMinor } from "./money";
import type { Currency, ProviderId } from "./provider";

/**
 * The PDF receipt of a payment, in the payer's language: the group's legal details,
 * the receipt's number, the date, who paid, for what, how much and how, and the payment's
 * reference. Made from the stored receipt with its issue date as the file's date, so the
 * attachment and every later download are the same bytes.
 */

const methods: Record<Lang, Record<ProviderId | "cash", string>> = {
  fr: {
    stripe: "Carte bancaire (Stripe)",
    cinetpay: "Orange Money ou carte bancaire (CinetPay)",
    "bank-transfer": "Virement bancaire",
    cash: "Espèces",
    test: "Paiement de test (TEST MODE, aucun montant réel)",
  },
  en: {
    stripe: "Card (Stripe)",
    cinetpay: "Orange Money or card (CinetPay)",
    "bank-transfer": "Bank transfer",
    cash: "Cash",
    test: "Test payment (TEST MODE, no real money)",
  },
};

const words = {
  fr: {
    title: "Reçu de paiement",
    heading: (number: string) => `Reçu n° ${number}`,
    issuedBy: "Émis par",
    facts: "Détail du paiement",
    item: "Élément",
    value: "Valeur",
    date: "Date",
    payer: "Reçu de",
    product: "Objet",
    amount: "Montant reçu",
    method: "Moyen de paiement",
    reference: "Référence du paiement",
    rate: (rate: string) => `Montant converti au taux de 1 € = ${rate} GNF.`,
    paid: "Nous attestons avoir reçu ce paiement. Merci de votre confiance.",
    trainingDeclaration: "Déclaration d'activité de formation n°",
    demoTitle: "Reçu de démonstration",
    demoHeading: (number: string) => `Reçu de démonstration ${number}`,
    demoWatermark: "DÉMO / TEST",
    demoNote:
      "Paiement de démonstration (TEST MODE) : aucun argent réel n'a été reçu. Ce document n'est pas un reçu et ne porte pas de numéro de reçu.",
  },
  en: {
    title: "Payment receipt",
    heading: (number: string) => `Receipt no. ${number}`,
    issuedBy: "Issued by",
    facts: "Payment details",
    item: "Item",
    value: "Value",
    date: "Date",
    payer: "Received from",
    product: "For",
    amount: "Amount received",
    method: "Payment method",
    reference: "Payment reference",
    rate: (rate: string) => `Amount converted at 1 € = ${rate} GNF.`,
    paid: "We confirm that we have received this payment. Thank you for your trust.",
    trainingDeclaration: "Training provider declaration no.",
    demoTitle: "Demo receipt",
    demoHeading: (number: string) => `Demo receipt ${number}`,
    demoWatermark: "DEMO / TEST",
    demoNote:
      "Demo payment (TEST MODE): no real money was received. This document is not a receipt and has no receipt number.",
  },
} satisfies Record<Lang, unknown>;

/** Moved to lib/pdf (the attendance sheet prints names too); kept here for existing imports. */
export { printable };

export function methodLabel(method: string, lang: Lang): string {
  return methods[lang][method as ProviderId | "cash"] ?? method;
}

export function receiptFileName(receipt: Pick<ReceiptContent, "number">): string {
  return `recu-${receipt.number}.pdf`;
}

/** What a receipt prints: a stored receipt, or a demo payment's document (demo-receipt.server.ts). */
export type ReceiptContent = Pick<
  Receipt,
  | "number"
  | "issuedAt"
  | "amountMinor"
  | "currency"
  | "method"
  | "payerName"
  | "payerEmail"
  | "productName"
  | "lang"
> &
  Partial<Pick<Receipt, "id" | "year" | "sequence" | "paymentId">> & {
    /** The registration's reference, the one its payer quotes; else the payment's own is printed. */
    registrationReference?: string | null;
  };

/**
 * The receipt as a PDF. `contact` is the phone and e-mail staff set (readContactSettings), printed
 * under the company's legal details. `demo`: the About page's demo payment, which took no money:
 * titled and watermarked as a demonstration, with no receipt number of the sequence.
 */
export async function buildReceiptPdf(
  receipt: ReceiptContent,
  payment: { reference: string; rateUsed: string | null },
  contact: PdfContact,
  { demo = false }: { demo?: boolean } = {},
): Promise<Buffer> {
  const lang: Lang = receipt.lang === "en" ? "en" : "fr";
  const w = words[lang];
  const title = demo ? w.demoTitle : w.title;
  const pdf = createPdf({
    title: `${title} ${receipt.number}`,
    subject: printable(receipt.productName),
    lang,
    contact,
    date: receipt.issuedAt,
  });
  pdf.addPage({ title });
  if (demo) {
    pdf.artifact((doc) => {
      doc.save();
      doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .fillColor("#cbd5e1")
        .fontSize(72)
        .text(w.demoWatermark, 0, doc.page.height / 2 - 40, { width: doc.page.width, align: "center" });
      doc.restore();
    });
  }
  pdf.heading(demo ? w.demoHeading(receipt.number) : w.heading(receipt.number), 2, { gap: 10 });
  if (demo) pdf.paragraph(w.demoNote, { bold: true, gap: 12 });

  const legal = siteConfig.legal;
  const address = `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country[lang]}`;
  pdf.paragraph(w.issuedBy, { size: 9, bold: true, color: pdfColors.muted, gap: 2 });
  pdf.paragraph(legal.companyName, { bold: true, gap: 1 });
  pdf.paragraph(address, { size: 9.5, gap: 1 });
  pdf.paragraph(`${legal.registration} · ${legal.taxId}`, { size: 9.5, gap: 1 });
  pdf.paragraph(`${w.trainingDeclaration} ${legal.trainingDeclaration}`, { size: 9.5, gap: 1 });
  pdf.paragraph(`${contact.phone} · ${contact.email}`, { size: 9.5, gap: 16 });

  const amount = formatMinor(receipt.amountMinor, receipt.currency as Currency, lang);
  pdf.heading(w.facts, 3, { gap: 6 });
  pdf.table(
    [{ header: w.item, width: 170 }, { header: w.value }],
    [
      [w.date, formatDate(receipt.issuedAt, lang, "long")],
      [w.payer, printable(`${receipt.payerName} <${receipt.payerEmail}>`)],
      [w.product, printable(receipt.productName)],
      [w.amount, amount],
      [w.method, methodLabel(receipt.method, lang)],
      [w.reference, receipt.registrationReference ?? payment.reference],
    ],
    { size: 10, gap: 10 },
  );
  if (payment.rateUsed && receipt.currency === "GNF") {
    pdf.paragraph(w.rate(payment.rateUsed), { size: 9, color: pdfColors.muted, gap: 8 });
  }
  pdf.paragraph(demo ? w.demoNote : w.paid, { gap: 4 });
  return pdf.toBuffer();
}

/** The receipt as an e-mail attachment. */
export async function receiptAttachment(
  receipt: ReceiptContent,
  payment: { reference: string; rateUsed: string | null },
  contact: PdfContact,
) {
  return {
    filename: receiptFileName(receipt),
    contentType: "application/pdf",
    content: (await buildReceiptPdf(receipt, payment, contact)).toString("base64"),
    encoding: "base64" as const,
  };
}
