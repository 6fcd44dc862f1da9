import type { Lang } from "../language";
import { siteConfig } from "../site-config";
import { standardFonts, type PdfFonts } from "./fonts.server";

/** What every page of the group's documents has around its content: the brand band and the legal footer. */

type Doc = PDFKit.PDFDocument;

export const pdfColors = {
  brand: "#083b68",
  ink: "#0f172a",
  muted: "#475569",
  soft: "#e0ecf8",
  white: "#ffffff",
} as const;

/** A4 in points, the side margins, and the bands the header and footer take. */
export const a4 = { width: 595.28, height: 841.89 };
export const margin = 50;
const headerHeight = 96;
const footerHeight = 54;

/** Where content goes: below the header, above the footer, with some air. */
export const contentMargins = {
  top: headerHeight + 24,
  bottom: footerHeight + 14,
  left: margin,
  right: margin,
};

/** Draws what is not content (bands, rules, repeated lines): screen readers skip it. */
export function artifact(doc: Doc, draw: () => void) {
  doc.markContent("Artifact");
  draw();
  doc.endMarkedContent();
}

/**
 * The brand band with the group's name and the page's title. `tagTitle` draws the title as
 * the page's heading; without it (a sheet continuing a page) the title is a mere repeat.
 */
export function drawHeader(
  doc: Doc,
  title: string,
  tagTitle?: (draw: () => void) => void,
  fonts: PdfFonts = standardFonts,
) {
  artifact(doc, () => {
    doc.rect(0, 0, a4.width, headerHeight).fill(pdfColors.brand);
    doc
      .font(fonts.regular)
      .fontSize(11)
      .fillColor(pdfColors.white)
      .text(fonts.check(siteConfig.name), margin, 30, { lineBreak: false });
  });
  const drawTitle = () => {
    doc
      .font(fonts.bold)
      .fontSize(22)
      .fillColor(pdfColors.white)
      .text(fonts.check(title), margin, 50, { lineBreak: false });
  };
  if (tagTitle) tagTitle(drawTitle);
  else artifact(doc, drawTitle);
  doc.x = margin;
  doc.y = contentMargins.top;
}

/** The phone and e-mail staff set (readContactSettings in lib/settings.server.ts). */
export interface PdfContact {
  phone: string;
  email: string;
}

/** The company's legal mentions and contact details, as the footer prints them. */
export function legalMentions(lang: Lang, contact: PdfContact): string[] {
  const { legal, address } = siteConfig;
  const capital = lang === "fr" ? "au capital de" : "with a share capital of";
  return [
    `${legal.companyName} — ${legal.legalForm[lang]} ${capital} ${legal.shareCapital}`,
    `${legal.registration} — ${legal.taxId}`,
    [`${address.street}, ${address.city}, ${address.country[lang]}`, contact.phone, contact.email].join(
      " · ",
    ),
  ];
}

/** The footer band: legal mentions and contact details, and "page / count". */
export function drawFooter(
  doc: Doc,
  lang: Lang,
  contact: PdfContact,
  page: number,
  count: number,
  fonts: PdfFonts = standardFonts,
) {
  const top = a4.height - footerHeight;
  const width = a4.width - 2 * margin;
  // Writing below the bottom margin would make pdfkit start a new page.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  artifact(doc, () => {
    doc.rect(0, top, a4.width, footerHeight).fill(pdfColors.soft);
    doc.font(fonts.regular).fontSize(7.5).fillColor(pdfColors.muted);
    // Held inside the band: an address as long as the settings allow must not push a sheet out.
    doc.text(fonts.check(legalMentions(lang, contact).join("\n")), margin, top + 12, {
      width: width - 40,
      height: footerHeight - 16,
      ellipsis: true,
      lineGap: 1,
    });
    doc.text(`${page} / ${count}`, margin, top + 12, { width, align: "right" });
  });
  doc.page.margins.bottom = bottomMargin;
}
