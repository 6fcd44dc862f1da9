import { siteConfig } from "~/lib/site-config";
import type { Lang } from "~/lib/language";
import { consultingContent } from "./consulting-content";
import { consultingPrice } from "./consulting-rates";

/**
 * The consulting brochure (public/documents/brochure-conseil.pdf) as a plain PDF 1.4 built
 * with no library: one A4 page in French, one in English, from the same content and prices
 * as the /consulting page, so the brochure never contradicts the site. The output is
 * deterministic; the committed file is checked against it by brochure-pdf.server.test.ts.
 * Regenerate with: npx tsx app/features/content/brochure-pdf.server.ts
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/* Helvetica advance widths (per 1000 em) for ASCII 32-126, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/* The few characters outside Latin-1 that the texts use, at their WinAnsiEncoding codes. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "•": 0x95,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
  œ: 0x9c,
  Œ: 0x8c,
  "\u202f": 0xa0,
};

/** Encodes text for a WinAnsi Type 1 font; throws on a character the font cannot show. */
export function winAnsi(text: string): number[] {
  return Array.from(text, (char) => {
    const extra = WIN_ANSI_EXTRAS[char];
    if (extra !== undefined) return extra;
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) return code;
    throw new RangeError(`Character not available in the PDF font: U+${code.toString(16)}`);
  });
}

function charWidth(char: string): number {
  // Accented letters take the width of their base letter.
  const base = char.normalize("NFD")[0] ?? char;
  const code = base.charCodeAt(0);
  return code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] ?? 556) : 556;
}

function textWidth(text: string, size: number, bold: boolean): number {
  const units = Array.from(text).reduce((sum, char) => sum + charWidth(char), 0);
  // Helvetica-Bold is about 6 % wider than Helvetica on average: enough to wrap safely.
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  return `(${String.fromCharCode(...winAnsi(text)).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Content-stream operators for one page, top-down with a cursor. */
class PageWriter {
  ops: string[] = [];
  y = PAGE_HEIGHT;

  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]) {
    this.ops.push(`${rgb.join(" ")} rg ${x} ${y} ${w} ${h} re f`);
  }

  text(
    x: number,
    y: number,
    text: string,
    size: number,
    bold = false,
    rgb: [number, number, number] = [0.06, 0.09, 0.16],
  ) {
    this.ops.push(
      `BT /${bold ? "F2" : "F1"} ${size} Tf ${rgb.join(" ")} rg ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`,
    );
  }

  paragraph(
    text: string,
    size: number,
    leading: number,
    options: { x?: number; width?: number; bold?: boolean; rgb?: [number, number, number] } = {},
  ) {
    const { x = MARGIN, width = TEXT_WIDTH, bold = false, rgb } = options;
    for (const line of wrap(text, size, width, bold)) {
      this.y -= leading;
      this.text(x, this.y, line, size, bold, rgb);
    }
  }
}

const BRAND: [number, number, number] = [0.031, 0.231, 0.408];
const MUTED: [number, number, number] = [0.28, 0.33, 0.41];
const WHITE: [number, number, number] = [1, 1, 1];

const labels: Record<
  Lang,
  { heading: string; from: string; onQuote: string; method: string; contact: string; site: string }
> = {
  fr: {
    heading: "Brochure Conseil & Services",
    from: "À partir de",
    onQuote: "Sur devis personnalisé",
    method: "Notre méthode",
    contact: "Contact :",
    site: "Première consultation gratuite",
  },
  en: {
    heading: "Consulting & Services brochure",
    from: "From",
    onQuote: "Custom quotation",
    method: "Our method",
    contact: "Contact:",
    site: "First consultation free",
  },
};

function brochurePage(lang: Lang): string {
  const content = consultingContent[lang];
  const label = labels[lang];
  const page = new PageWriter();

  page.rect(0, PAGE_HEIGHT - 110, PAGE_WIDTH, 110, BRAND);
  page.text(MARGIN, PAGE_HEIGHT - 48, siteConfig.name, 12, false, WHITE);
  page.text(MARGIN, PAGE_HEIGHT - 82, label.heading, 24, true, WHITE);
  page.y = PAGE_HEIGHT - 120;

  page.paragraph(content.title, 15, 20, { bold: true, rgb: BRAND });
  page.y -= 4;
  page.paragraph(content.lead, 10, 13, { rgb: MUTED });
  page.y -= 10;

  for (const service of content.services) {
    page.y -= 20;
    const price = consultingPrice(service.id, lang);
    const priceText = price ? `${label.from} ${price}` : label.onQuote;
    page.text(MARGIN, page.y, service.title, 12.5, true, BRAND);
    page.text(PAGE_WIDTH - MARGIN - textWidth(priceText, 11, true), page.y, priceText, 11, true);
    page.paragraph(service.text, 9.5, 12.5);
    page.paragraph(service.bullets.map((bullet) => `• ${bullet}`).join("   "), 9, 12, { rgb: MUTED });
    page.y -= 4;
  }
  page.y -= 6;
  page.text(MARGIN, page.y, content.pricesNote, 8.5, false, MUTED);

  page.y -= 28;
  page.text(MARGIN, page.y, label.method, 12.5, true, BRAND);
  content.process.forEach((step, index) => {
    page.paragraph(`${index + 1}. ${step.title} — ${step.text}`, 9.5, 13);
  });

  // Longer texts must not run into the contact band: fail the build of the file instead.
  if (page.y < 84) throw new RangeError(`The ${lang} brochure page overflows (y = ${page.y})`);
  page.rect(0, 0, PAGE_WIDTH, 70, [0.878, 0.925, 0.973]);
  page.text(MARGIN, 44, `${label.contact} ${siteConfig.phone} · ${siteConfig.email}`, 10, true, BRAND);
  page.text(
    MARGIN,
    26,
    `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country[lang]} · ${label.site}`,
    9,
    false,
    MUTED,
  );
  return page.ops.join("\n");
}

/** The whole PDF file. */
export function buildBrochurePdf(): Buffer {
  const pages = [brochurePage("fr"), brochurePage("en")];
  const objects: string[] = [];
  // An object's number is its position, from 1.
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // page tree, filled in below once the page numbers are known
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const pageNumbers = pages.map((ops) => {
    const length = Buffer.byteLength(ops, "latin1");
    const contents = add(`<< /Length ${length} >>\nstream\n${ops}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(" ")}] /Count ${pageNumbers.length} >>`;
  const info = add(
    `<< /Title ${pdfString("Brochure Conseil & Services / Consulting & Services brochure")} /Author ${pdfString(siteConfig.name)} /Producer (brochure-pdf.server.ts) /CreationDate (D:20261101000000Z) >>`,
  );

  // Offsets are byte positions: build in latin1 so one character is one byte.
  let file = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, "latin1");
}

export const brochurePath = "public/documents/brochure-conseil.pdf";

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(brochurePath, buildBrochurePdf());
}
