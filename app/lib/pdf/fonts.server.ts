import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { printable as winAnsiPrintable, winAnsiText } from "./win-ansi";

/**
 * The fonts a document is set in, and how its text is made to fit them.
 *
 * - "standard": Helvetica, not embedded: small, reproducible files, but only the WinAnsi
 *   characters (win-ansi.ts). Receipts and the brochure use it.
 * - "unicode": DejaVu Sans, embedded (only the glyphs used), for documents that print the names
 *   people typed in every Latin script, Greek or Cyrillic as written: "NGUYỄN", "ŁUKASZ".
 *   The TrueType files come from the dejavu-fonts-ttf package (the DejaVu release, Bitstream
 *   Vera licence): pdfkit subsets a TrueType file in milliseconds, where a WOFF file took a
 *   second per document and a WOFF2 file failed.
 */
export type PdfFontChoice = "standard" | "unicode";

export interface PdfFonts {
  regular: string;
  bold: string;
  /** The text as the fonts show it, or a RangeError naming the first character they lack. */
  check(text: string): string;
  /** What the fonts can print of a text a person typed: never throws (see win-ansi's printable). */
  printable(text: string): string;
}

export const standardFonts: PdfFonts = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  check: winAnsiText,
  printable: winAnsiPrintable,
};

const require = createRequire(import.meta.url);

function fontFile(name: "DejaVuSans" | "DejaVuSans-Bold"): Buffer {
  return readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
}

/** Read once per process: every attendance sheet embeds the same two files. */
let unicodeFiles: { regular: Buffer; bold: Buffer; has: (codePoint: number) => boolean } | undefined;

function loadUnicodeFiles() {
  if (!unicodeFiles) {
    const regular = fontFile("DejaVuSans");
    const bold = fontFile("DejaVuSans-Bold");
    const [light, heavy] = [fontkit.create(regular), fontkit.create(bold)];
    // A character prints only when both weights have it: any text may be set in bold.
    unicodeFiles = {
      regular,
      bold,
      has: (codePoint) => light.hasGlyphForCodePoint(codePoint) && heavy.hasGlyphForCodePoint(codePoint),
    };
  }
  return unicodeFiles;
}

/** Controls (tabs, escapes) are not text whatever the font: only line breaks are. */
const control = /[\p{Cc}]/u;

/** Registers DejaVu Sans in `doc` and returns the fonts that use it. */
export function embedUnicodeFonts(doc: PDFKit.PDFDocument): PdfFonts {
  const files = loadUnicodeFiles();
  doc.registerFont("GroupSans", files.regular);
  doc.registerFont("GroupSans-Bold", files.bold);
  const fits = (char: string) => char === "\n" || (!control.test(char) && files.has(char.codePointAt(0)!));
  const check = (text: string) => {
    const result = text.normalize("NFC");
    for (const char of result) {
      if (!fits(char)) {
        const hex = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
        throw new RangeError(`U+${hex} (${char}) cannot be shown by the PDF's font: "${text}"`);
      }
    }
    return result;
  };
  return {
    regular: "GroupSans",
    bold: "GroupSans-Bold",
    check,
    printable: (text) =>
      [...text.normalize("NFC")]
        .map((char) => {
          if (fits(char)) return char;
          const bare = char.normalize("NFD").replace(/\p{M}+/gu, "");
          return [...bare].every(fits) && bare ? bare : "?";
        })
        .join(""),
  };
}
