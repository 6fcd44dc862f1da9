import type { Lang } from "~/lib/language";
import type { Company, InvoiceParty } from "../../../db/schema";
import type { SellerDetails } from "~/lib/settings.server";

/**
 * The legal mentions an invoice carries, in its language, decided when it is issued and stored
 * with it (an issued document prints what it said then, whatever the settings become).
 */
const texts = {
  fr: {
    vatExempt: "TVA non applicable, art. 261-4-4° a du CGI",
    latePayment:
      "En cas de retard de paiement : pénalités au taux égal à trois fois le taux d'intérêt légal, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte pour paiement anticipé.",
    creditNote: (number: string, reason: string) => `Avoir sur la facture ${number}. Motif : ${reason}`,
  },
  en: {
    vatExempt: "VAT not applicable, article 261-4-4° a of the French General Tax Code (CGI)",
    latePayment:
      "Late payment: penalties at three times the French statutory interest rate, and a fixed indemnity of €40 for recovery costs (French Commercial Code, art. L441-10 and D441-5). No discount for early payment.",
    creditNote: (number: string, reason: string) => `Credit note for invoice ${number}. Reason: ${reason}`,
  },
} satisfies Record<Lang, unknown>;

export function invoiceMentions(
  seller: Pick<SellerDetails, "vatExemptTraining">,
  buyer: InvoiceParty,
  lang: Lang,
) {
  const mentions: string[] = [];
  if (seller.vatExemptTraining) mentions.push(texts[lang].vatExempt);
  // French buyers: the Commercial Code requires the penalty rate and the 40 € indemnity on every invoice.
  if (buyer.country === "FR") mentions.push(texts[lang].latePayment);
  return mentions;
}

export function creditNoteMention(invoiceNumber: string, reason: string, lang: Lang): string {
  return texts[lang].creditNote(invoiceNumber, reason);
}

const identifierLabels = {
  fr: { vatNumber: "N° TVA", trainingDeclaration: "Déclaration d'activité n°" },
  en: { vatNumber: "VAT no.", trainingDeclaration: "Training provider declaration no." },
} satisfies Record<Lang, unknown>;

/** The seller of the settings as the invoice states it: the identifiers staff filled, labelled. */
export function sellerParty(seller: SellerDetails, email: string, lang: Lang): InvoiceParty {
  const labels = identifierLabels[lang];
  const identifiers = [
    { label: "RCCM", value: seller.rccm },
    { label: "NIF", value: seller.nif },
    { label: "SIRET", value: seller.siret },
    { label: labels.vatNumber, value: seller.vatNumber },
    { label: labels.trainingDeclaration, value: seller.trainingDeclaration },
  ].filter((identifier) => identifier.value.trim() !== "");
  return { name: seller.legalName, address: seller.address, country: seller.country, email, identifiers };
}

/**
 * A company as its invoices name it: legal name, billing address and e-mail, and the identifiers
 * it has (RCCM and NIF in Guinea, SIRET and VAT number in France); empty ones are not printed.
 */
export function companyParty(
  company: Pick<
    Company,
    "legalName" | "billingAddress" | "billingEmail" | "country" | "rccm" | "nif" | "siret" | "vatNumber"
  >,
  lang: Lang,
): InvoiceParty {
  const identifiers = [
    { label: "RCCM", value: company.rccm ?? "" },
    { label: "NIF", value: company.nif ?? "" },
    { label: "SIRET", value: company.siret ?? "" },
    { label: identifierLabels[lang].vatNumber, value: company.vatNumber ?? "" },
  ].filter((identifier) => identifier.value.trim() !== "");
  return {
    name: company.legalName,
    address: company.billingAddress,
    country: company.country,
    email: company.billingEmail,
    identifiers,
  };
}
