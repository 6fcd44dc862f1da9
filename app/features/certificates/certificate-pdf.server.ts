import QRCode from "qrcode";
import { localize, localizeList } from "~/features/catalog/localize";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type PdfContact } from "~/lib/pdf/document.server";
import { siteConfig } from "~/lib/site-config";
import { formatHours, verificationUrl } from "./certificate-links";
import type { CertificateRecord } from "./certificate-record.server";

/**
 * The certificate of completion as a PDF, in the certificate's language: who, which course,
 * when, where (or remote), the hours attended out of those planned, the course's objectives,
 * the group's details, the certificate's number and validity, and a QR code of its public
 * verification page with the address written out, for whoever reads it on paper.
 *
 * Set in the embedded Unicode font: it prints the holder's name as they typed it ("Condé",
 * "NGUYỄN"). The QR code is drawn as vector squares, sharp at any print size. The file's date
 * is the issue date, so every download of a certificate gives the same bytes.
 */

const words = {
  fr: {
    title: "Attestation de fin de formation",
    certify: "Nous attestons que",
    attended: "a suivi la formation",
    facts: "Détails",
    item: "Élément",
    value: "Valeur",
    dates: "Dates",
    range: (start: string, end: string) => `du ${start} au ${end}`,
    place: "Lieu",
    remote: "À distance",
    hours: "Heures suivies",
    hoursValue: (attended: string, planned: string) => `${attended} sur ${planned} prévues`,
    knowledge: "Évaluation des acquis",
    knowledgeValue: (before: string, after: string) => `${before} avant la formation, ${after} après`,
    notTaken: "non passée",
    number: "Numéro du certificat",
    issued: "Délivré le",
    validUntil: "Valable jusqu'au",
    objectives: "Objectifs de la formation",
    verify: "Vérifier ce certificat",
    verifyText:
      "Scannez le QR code ou ouvrez cette adresse pour vérifier l'authenticité et la validité de ce certificat\u00a0:",
    issuedBy: "Délivré par",
    trainingDeclaration: "Déclaration d'activité de formation n°",
    fileName: (number: string) => `certificat-${number}.pdf`,
  },
  en: {
    title: "Certificate of completion",
    certify: "This is to certify that",
    attended: "attended the course",
    facts: "Details",
    item: "Item",
    value: "Value",
    dates: "Dates",
    range: (start: string, end: string) => `from ${start} to ${end}`,
    place: "Place",
    remote: "Remote",
    hours: "Hours attended",
    hoursValue: (attended: string, planned: string) => `${attended} out of ${planned} planned`,
    knowledge: "Knowledge check",
    knowledgeValue: (before: string, after: string) => `${before} before the course, ${after} after`,
    notTaken: "not taken",
    number: "Certificate number",
    issued: "Issued on",
    validUntil: "Valid until",
    objectives: "Course objectives",
    verify: "Verify this certificate",
    verifyText: "Scan the QR code or open this address to check that this certificate is genuine and valid:",
    issuedBy: "Issued by",
    trainingDeclaration: "Training provider declaration no.",
    fileName: (number: string) => `certificate-${number}.pdf`,
  },
} satisfies Record<Lang, unknown>;

export function certificateFileName(record: Pick<CertificateRecord, "certificate">): string {
  return words[record.certificate.lang].fileName(record.certificate.number);
}

/** The QR code's side, in points: about 3.5 cm, which phones read from arm's length. */
const QR_SIZE = 100;

/** Draws `text` as a QR code, dark squares on a white quiet zone, with its top left at (x, y). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column))
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
  doc.restore();
}

/** `contact`: the phone and e-mail staff set (readContactSettings); `siteUrl`: SITE_URL. */
export async function buildCertificatePdf(
  record: CertificateRecord,
  { contact, siteUrl }: { contact: PdfContact; siteUrl: string },
): Promise<Buffer> {
  const { certificate, holder, course, session } = record;
  const lang: Lang = certificate.lang;
  const w = words[lang];
  const courseTitle = localize(course.title, lang);
  const pdf = createPdf({
    title: `${w.title} ${certificate.number}`,
    subject: courseTitle,
    lang,
    contact,
    date: certificate.issuedAt,
    font: "unicode",
  });
  const printable = (text: string) => pdf.printable(text);
  const day = (date: Date) => formatDate(date, lang, "long", session.timeZone);
  pdf.addPage({ title: w.title });

  pdf.paragraph(w.certify, { size: 11, align: "center", gap: 6 });
  pdf.paragraph(printable(`${holder.firstName.trim()} ${holder.lastName.trim()}`), {
    size: 20,
    bold: true,
    color: pdfColors.brand,
    align: "center",
    gap: 6,
  });
  pdf.paragraph(w.attended, { size: 11, align: "center", gap: 6 });
  pdf.paragraph(printable(courseTitle), { size: 15, bold: true, align: "center", gap: 16 });

  const when = sessionWhen(session, lang);
  const place = sessionPlace(session, lang);
  const rows: string[][] = [
    [w.dates, when.endDate ? w.range(when.startDate, when.endDate) : when.startDate],
    [
      w.place,
      place
        ? printable([place.venue, place.street, place.city, place.country].filter(Boolean).join(", "))
        : w.remote,
    ],
    [
      w.hours,
      w.hoursValue(
        formatHours(certificate.minutesAttended, lang),
        formatHours(certificate.minutesPlanned, lang),
      ),
    ],
  ];
  // The course chose to print the scores; a check not taken says so rather than a blank.
  if (record.knowledge) {
    const score = (value: number | null) =>
      value === null ? w.notTaken : `${value.toLocaleString(lang === "fr" ? "fr-FR" : "en-GB")} %`;
    rows.push([w.knowledge, w.knowledgeValue(score(record.knowledge.before), score(record.knowledge.after))]);
  }
  rows.push([w.number, certificate.number], [w.issued, day(certificate.issuedAt)]);
  if (certificate.validUntil) rows.push([w.validUntil, day(certificate.validUntil)]);
  pdf.table([{ header: w.item, width: 150 }, { header: w.value }], rows, { size: 10, gap: 14 });

  // The verification block: the QR code on the left, the address beside it. On the first page,
  // where a safety officer looks.
  const url = verificationUrl(siteUrl, certificate.code, lang);
  const top = pdf.doc.y;
  pdf.artifact((doc) => drawQrCode(doc, url, pdf.left, top, QR_SIZE));
  const textLeft = pdf.left + QR_SIZE + 14;
  const textWidth = pdf.width - QR_SIZE - 14;
  pdf.doc.y = top + 6;
  pdf.heading(w.verify, 3, { x: textLeft, width: textWidth, gap: 4 });
  pdf.paragraph(w.verifyText, { size: 9.5, x: textLeft, width: textWidth, gap: 4 });
  pdf.paragraph(url, { size: 9.5, bold: true, x: textLeft, width: textWidth });
  pdf.doc.x = pdf.left;
  pdf.doc.y = Math.max(pdf.doc.y, top + QR_SIZE) + 16;

  const objectives = localizeList(course.objectives, lang).map(printable);
  if (objectives.length > 0) {
    pdf.heading(w.objectives, 3, { gap: 4 });
    pdf.list(objectives, { size: 9.5, gap: 14 });
  }

  const legal = siteConfig.legal;
  pdf.paragraph(w.issuedBy, { size: 9, bold: true, color: pdfColors.muted, gap: 2 });
  pdf.paragraph(legal.companyName, { bold: true, size: 9.5, gap: 1 });
  pdf.paragraph(
    `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country[lang]}`,
    { size: 9, gap: 1 },
  );
  pdf.paragraph(`${legal.registration} · ${legal.taxId}`, { size: 9, gap: 1 });
  pdf.paragraph(`${w.trainingDeclaration} ${legal.trainingDeclaration}`, { size: 9, gap: 1 });
  pdf.paragraph(`${contact.phone} · ${contact.email}`, { size: 9 });
  return pdf.toBuffer();
}
