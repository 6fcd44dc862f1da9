import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, printable, type PdfContact } from "~/lib/pdf/document.server";
import { siteConfig } from "~/lib/site-config";
import type { Receipt } from "../../../db/schema";
import { formatMinor } from "./money";
import type { Currency, ProviderId } from "./provider";

/**
 * The PDF receipt of a payment (issue 10), in the payer's language: the group's legal details,
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
  },
} satisfies Record<Lang, unknown>;

/** Moved to lib/pdf (the attendance sheet prints names too); kept here for existing imports. */
export { printable };

export function methodLabel(method: string, lang: Lang): string {
  return methods[lang][method as ProviderId | "cash"] ?? method;
}

export function receiptFileName(receipt: Pick<Receipt, "number">): string {
  return `recu-${receipt.number}.pdf`;
}

/**
 * The receipt as a PDF. `contact` is the phone and e-mail staff set (readContactSettings), printed
 * under the company's legal details.
 */
export async function buildReceiptPdf(
  receipt: Receipt,
  payment: { reference: string; rateUsed: string | null },
  contact: PdfContact,
): Promise<Buffer> {
  const lang: Lang = receipt.lang === "en" ? "en" : "fr";
  const w = words[lang];
  const pdf = createPdf({
    title: `${w.title} ${receipt.number}`,
    subject: printable(receipt.productName),
    lang,
    contact,
    date: receipt.issuedAt,
  });
  pdf.addPage({ title: w.title });
  pdf.heading(w.heading(receipt.number), 2, { gap: 10 });

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
      [w.reference, payment.reference],
    ],
    { size: 10, gap: 10 },
  );
  if (payment.rateUsed && receipt.currency === "GNF") {
    pdf.paragraph(w.rate(payment.rateUsed), { size: 9, color: pdfColors.muted, gap: 8 });
  }
  pdf.paragraph(w.paid, { gap: 4 });
  return pdf.toBuffer();
}

/** The receipt as an e-mail attachment. */
export async function receiptAttachment(
  receipt: Receipt,
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
