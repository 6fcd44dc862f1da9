import { createRequire } from "node:module";
import path from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdfjs reads the metrics of the standard fonts (Helvetica...) from its own folder. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

/** Every kind of space as one plain space: how a PDF's text compares with the site's. */
export function plainSpaces(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

export interface PdfContent {
  pageCount: number;
  /** Each page's text as a reader extracts it, spaces made plain (see plainSpaces). */
  pages: string[];
  /** Each page's pieces of text with their size and position (points, from the bottom left). */
  runs: { text: string; size: number; x: number; y: number }[][];
  info: Record<string, unknown>;
  /** Each page's structure tree (tagged PDF): roles of headings, paragraphs, lists... */
  structure: unknown[];
}

/** Reads a PDF back the way a viewer or a screen reader would, with pdf.js. */
export async function readPdf(data: Uint8Array): Promise<PdfContent> {
  // pdf.js may detach the buffer it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    const runs: PdfContent["runs"] = [];
    const structure: unknown[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""));
      pages.push(plainSpaces(text.join("")));
      runs.push(
        content.items.flatMap((item) =>
          "str" in item && item.str.trim()
            ? [
                {
                  text: item.str,
                  size: Math.hypot(item.transform[0], item.transform[1]),
                  x: item.transform[4],
                  y: item.transform[5],
                },
              ]
            : [],
        ),
      );
      structure.push(await page.getStructTree());
    }
    const { info } = await document.getMetadata();
    return { pageCount: document.numPages, pages, runs, info: info as Record<string, unknown>, structure };
  } finally {
    await document.destroy();
  }
}

/** How many images each page paints (a signature, a QR code…), read with pdf.js as a viewer draws them. */
export async function imagesPerPage(data: Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  try {
    const counts: number[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray } = await (await document.getPage(number)).getOperatorList();
      counts.push(
        fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length,
      );
    }
    return counts;
  } finally {
    await document.destroy();
  }
}
