import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type GroupPdf, type PdfContact } from "~/lib/pdf/document.server";
import { consultingContent } from "./consulting-content";
import { consultingPrice } from "./consulting-rates";

/**
 * The consulting brochure (/documents/brochure-conseil.pdf, routes/documents.brochure.ts): one A4
 * page in French, one in English, from the same content and prices as the /consulting page and
 * the contact details staff set, so the brochure never contradicts the site.
 */

/** The date the brochure carries; change it when the content changes. */
const brochureDate = new Date("2026-11-01T00:00:00Z");

const labels: Record<Lang, { heading: string; from: string; onQuote: string }> = {
  fr: { heading: "Brochure Conseil & Services", from: "À partir de", onQuote: "Sur devis personnalisé" },
  en: { heading: "Consulting & Services brochure", from: "From", onQuote: "Custom quotation" },
};

/** "À partir de 500 000 GNF", as the /consulting page shows it. */
export function brochurePrice(id: Parameters<typeof consultingPrice>[0], lang: Lang): string {
  const price = consultingPrice(id, lang);
  return price ? `${labels[lang].from} ${price}` : labels[lang].onQuote;
}

function brochurePage(pdf: GroupPdf, lang: Lang, { phone, email }: PdfContact) {
  const content = consultingContent[lang];
  const muted = { color: pdfColors.muted };
  pdf.addPage({ title: labels[lang].heading, lang });
  pdf.heading(content.title, 2, { size: 15.5, gap: 5 });
  pdf.paragraph(content.lead, { size: 10.5, ...muted, gap: 14 });

  pdf.heading(content.servicesTitle, 2, { size: 13, gap: 8 });
  for (const service of content.services) {
    const priceWidth = 170;
    pdf.alongside(
      (page) => page.heading(service.title, 3, { size: 11.5, width: page.width - priceWidth }),
      (page) => page.paragraph(brochurePrice(service.id, lang), { size: 10.5, bold: true, align: "right" }),
    );
    pdf.paragraph(service.text, { size: 9.5, gap: 3 });
    pdf.list(service.bullets, { columns: 2, size: 8.5, ...muted, gap: 11 });
  }
  pdf.paragraph(content.pricesNote, { size: 8.5, ...muted, gap: 16 });

  pdf.heading(content.processTitle, 2, { size: 13, gap: 6 });
  content.process.forEach((step, index) => {
    pdf.paragraph([{ text: `${index + 1}. ${step.title}`, bold: true }, { text: ` — ${step.text}` }], {
      size: 9.5,
      gap: 3,
    });
  });

  // The invitation to get in touch, in a tinted box sized to its text.
  pdf.doc.moveDown(1.2);
  const title = { size: 11.5, gap: 3 };
  const text = { size: 9.5, gap: 4 };
  const contact = `${phone} · ${email}`;
  const contactStyle = { size: 10.5, bold: true, color: pdfColors.brand };
  const padding = 12;
  const inner = { width: pdf.width - 2 * padding };
  const height =
    pdf.heightOf(content.cta.title, { ...title, ...inner, bold: true }) +
    pdf.heightOf(content.cta.text, { ...text, ...inner }) +
    pdf.heightOf(contact, { ...contactStyle, ...inner }) +
    2 * padding;
  pdf.panel(
    height,
    (box) => {
      box.heading(content.cta.title, 3, title);
      box.paragraph(content.cta.text, text);
      box.paragraph(contact, contactStyle);
    },
    { padding },
  );
}

/** The whole PDF file, with `contact`: the phone and e-mail staff set (readContactSettings). */
export async function buildBrochurePdf(contact: PdfContact): Promise<Buffer> {
  const pdf = createPdf({
    title: `${labels.fr.heading} / ${labels.en.heading}`,
    subject: `${consultingContent.fr.seoTitle} / ${consultingContent.en.seoTitle}`,
    lang: "fr",
    contact,
    date: brochureDate,
  });
  brochurePage(pdf, "fr", contact);
  brochurePage(pdf, "en", contact);
  // The site announces "PDF, 2 pages": longer texts must be shortened, not spill over.
  if (pdf.pageCount !== 2) throw new RangeError(`The brochure takes ${pdf.pageCount} pages instead of 2`);
  return pdf.toBuffer();
}
