import { formatDate, formatMinorAmount } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type PdfContact } from "~/lib/pdf/document.server";
import type { TrainingAgreement } from "../../../db/schema";
import { drawDecision, drawParties } from "./document-pdf.server";

/**
 * A training agreement's PDF, from its frozen terms. For a French company it is a "convention de
 * formation professionnelle" with the mentions the French labour code requires (art. L6353-1
 * and D6353-1: the parties, the action's title, objectives, programme and type, its duration,
 * dates and place, the number of trainees, the price and payment terms, and the training body's
 * declaration number); for any other a "contrat de prestation de formation" with the same facts.
 */

const words = {
  fr: {
    title: {
      convention: "Convention de formation professionnelle",
      contract: "Contrat de prestation de formation",
    },
    legalBasis: {
      convention: "Conclue en application des articles L6353-1 et D6353-1 du Code du travail.",
      contract: "Conclu entre les parties ci-dessous pour l'action de formation décrite.",
    },
    number: (number: string) => `N° ${number}`,
    seller: "L'organisme de formation",
    buyer: "Le client",
    declaration: (number: string) =>
      `Déclaration d'activité enregistrée sous le n° ${number} auprès du préfet de région. Cet enregistrement ne vaut pas agrément de l'État.`,
    article: (n: number, title: string) => `Article ${n} – ${title}`,
    object: "Objet, nature et objectifs",
    actionType:
      "Type d'action : action de formation (art. L6313-1 du Code du travail), sanctionnée par une attestation de fin de formation.",
    courseTitle: (title: string) => `Intitulé : ${title}`,
    objectives: "Objectifs :",
    programme: "Programme et contenu",
    noProgramme: "Programme détaillé annexé au devis.",
    organisation: "Durée, dates et lieu",
    duration: (hours: number) => `Durée : ${hours} heures`,
    dates: (from: string, to: string) => (from === to ? `Date : ${from}` : `Dates : du ${from} au ${to}`),
    place: (place: string) => `Lieu : ${place}`,
    trainees: "Stagiaires",
    traineeCount: (count: number) => `Nombre de stagiaires : ${count}`,
    traineeNames: "Stagiaires désignés :",
    namedLater: "Les stagiaires seront désignés par le client avant le début de la formation.",
    price: "Prix et modalités de paiement",
    net: (amount: string) => `Prix HT : ${amount}`,
    vat: (amount: string) => `TVA : ${amount}`,
    total: (amount: string) => `Prix TTC : ${amount}`,
    purchaseOrder: (po: string) => `Bon de commande du client : ${po}`,
    dispute:
      "En cas de différend, les parties recherchent une solution amiable avant toute action ; à défaut, le tribunal du siège de l'organisme de formation est compétent.",
  },
  en: {
    title: {
      convention: "Vocational training agreement (convention de formation)",
      contract: "Training services contract",
    },
    legalBasis: {
      convention: "Made under articles L6353-1 and D6353-1 of the French Labour Code.",
      contract: "Made between the parties below for the training described.",
    },
    number: (number: string) => `No. ${number}`,
    seller: "The training provider",
    buyer: "The customer",
    declaration: (number: string) =>
      `Training provider declaration no. ${number}, registered with the regional prefect. This registration is not an approval by the State.`,
    article: (n: number, title: string) => `Article ${n} – ${title}`,
    object: "Purpose, nature and objectives",
    actionType:
      "Type of action: training action (French Labour Code, art. L6313-1), concluded by a certificate of completion.",
    courseTitle: (title: string) => `Title: ${title}`,
    objectives: "Objectives:",
    programme: "Programme and content",
    noProgramme: "Detailed programme attached to the quote.",
    organisation: "Duration, dates and place",
    duration: (hours: number) => `Duration: ${hours} hours`,
    dates: (from: string, to: string) => (from === to ? `Date: ${from}` : `Dates: from ${from} to ${to}`),
    place: (place: string) => `Place: ${place}`,
    trainees: "Trainees",
    traineeCount: (count: number) => `Number of trainees: ${count}`,
    traineeNames: "Trainees named:",
    namedLater: "The customer names the trainees before the training starts.",
    price: "Price and payment terms",
    net: (amount: string) => `Price excl. VAT: ${amount}`,
    vat: (amount: string) => `VAT: ${amount}`,
    total: (amount: string) => `Price incl. VAT: ${amount}`,
    purchaseOrder: (po: string) => `Customer's purchase order: ${po}`,
    dispute:
      "In case of dispute, the parties seek an amicable settlement first; failing that, the court of the training provider's seat has jurisdiction.",
  },
} satisfies Record<Lang, unknown>;

/** French typography: a no-break space before a colon. */
const french = (text: string, lang: Lang) => (lang === "fr" ? text.replace(/ :/g, "\u00a0:") : text);

export function agreementFileName(agreement: Pick<TrainingAgreement, "number" | "kind">): string {
  return `${agreement.kind === "convention" ? "convention" : "contrat"}-${agreement.number}.pdf`;
}

export async function buildAgreementPdf(agreement: TrainingAgreement, contact: PdfContact): Promise<Buffer> {
  const lang: Lang = agreement.lang === "en" ? "en" : "fr";
  const w = words[lang];
  const t = (text: string) => french(text, lang);
  const terms = agreement.terms;
  const currency = terms.currency as "EUR" | "GNF";
  const money = (minor: number) => formatMinorAmount(minor, currency, lang);
  const title = w.title[agreement.kind];
  const pdf = createPdf({
    title: `${title} ${agreement.number}`,
    subject: `${title} ${agreement.number}, ${terms.buyer.name}`,
    lang,
    contact,
    date: agreement.sentAt,
    font: "unicode",
  });
  pdf.addPage({ title });
  pdf.heading(title, 2, { gap: 2 });
  pdf.paragraph(w.number(agreement.number), { bold: true, gap: 2 });
  pdf.paragraph(w.legalBasis[agreement.kind], { size: 9.5, color: pdfColors.muted, gap: 12 });
  drawParties(pdf, lang, [
    {
      heading: w.seller,
      // The declaration is printed once, in the words the labour code asks for.
      party: {
        ...terms.seller,
        identifiers: terms.seller.identifiers.filter(
          (identifier) => identifier.value !== terms.seller.declarationNumber,
        ),
      },
      extra: terms.seller.declarationNumber ? [t(w.declaration(terms.seller.declarationNumber))] : [],
    },
    { heading: w.buyer, party: terms.buyer },
  ]);

  let article = 0;
  const section = (heading: string) => pdf.heading(w.article(++article, heading), 3, { gap: 4 });
  section(w.object);
  pdf.paragraph(t(w.courseTitle(terms.courseTitle)), { bold: true, gap: 3 });
  pdf.paragraph(t(w.actionType), { gap: 3 });
  if (terms.objectives.length > 0) {
    pdf.paragraph(t(w.objectives), { gap: 2 });
    pdf.list(terms.objectives, { gap: 8 });
  }
  section(w.programme);
  if (terms.programme.length > 0) pdf.list(terms.programme, { gap: 8 });
  else pdf.paragraph(w.noProgramme, { gap: 8 });
  section(w.organisation);
  const day = (iso: string) => formatDate(new Date(iso), lang, "long", terms.timeZone);
  pdf.paragraph(t(w.duration(terms.durationHours)), { gap: 2 });
  pdf.paragraph(t(w.dates(day(terms.startsAt), day(terms.endsAt))), { gap: 2 });
  pdf.paragraph(t(w.place(terms.place)), { gap: 8 });
  section(w.trainees);
  pdf.paragraph(t(w.traineeCount(terms.participants)), { gap: 2 });
  if (terms.participantNames.length > 0) {
    pdf.paragraph(t(w.traineeNames), { gap: 2 });
    pdf.list(terms.participantNames, { columns: 2, gap: 8 });
  } else pdf.paragraph(w.namedLater, { gap: 8 });
  section(w.price);
  pdf.paragraph(t(w.net(money(terms.totalNetMinor))), { gap: 2 });
  pdf.paragraph(t(w.vat(money(terms.totalVatMinor))), { gap: 2 });
  pdf.paragraph(t(w.total(money(terms.totalMinor))), { bold: true, gap: 2 });
  pdf.paragraph(terms.paymentTerms, { gap: 2 });
  if (terms.purchaseOrder) pdf.paragraph(t(w.purchaseOrder(terms.purchaseOrder)), { gap: 8 });
  pdf.paragraph(t(w.dispute), { size: 9, gap: 10 });
  drawDecision(pdf, lang, {
    status: agreement.status,
    decision: agreement.decision,
    refusalReason: agreement.refusalReason,
  });
  return pdf.toBuffer();
}
