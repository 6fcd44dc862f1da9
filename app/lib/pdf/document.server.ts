import PDFDocument from "pdfkit";
import { intlLocale, type Lang } from "../language";
import { siteConfig } from "../site-config";
import {
  a4,
  artifact,
  contentMargins,
  drawFooter,
  drawHeader,
  pdfColors,
  type PdfContact,
} from "./page-frame.server";
import { winAnsiText } from "./win-ansi";
import { embedUnicodeFonts, standardFonts, type PdfFontChoice, type PdfFonts } from "./fonts.server";

/**
 * The group's PDF documents (the consulting brochure, receipts, attendance sheets):
 * A4 pages with the group's header and footer (page-frame.server.ts), tagged for screen
 * readers (headings, paragraphs, lists, tables, and each page's language), built with pdfkit.
 *
 * Text is set in the standard Helvetica, which is not embedded, unless a document asks for the
 * embedded Unicode font (`font: "unicode"`, fonts.server.ts). Every string goes through the
 * fonts' check, which refuses what they cannot show; text a person typed goes through the
 * document's printable() first.
 */

export { pdfColors, type PdfContact } from "./page-frame.server";
export { printable, winAnsiText } from "./win-ansi";

export interface PdfOptions {
  /** The document's title, in its metadata and the viewer's title bar. */
  title: string;
  subject?: string;
  /** The document's main language; a page can have its own (addPage). */
  lang: Lang;
  /** The contact details every page's footer gives: the settings', so that staff change them. */
  contact: PdfContact;
  /**
   * The creation and modification date written in the file, now by default. The document ID is
   * a hash of the metadata, so a given date makes the same bytes every time: a receipt
   * downloaded later is the very file its e-mail carried.
   */
  date?: Date;
  /** "standard" (Helvetica, WinAnsi only) by default; "unicode" embeds a font for any Latin name. */
  font?: PdfFontChoice;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
  /** Space left below, in points. */
  gap?: number;
  /** Left edge and width, within the content area by default. */
  x?: number;
  width?: number;
}

/** Text, or runs of text some of which are bold ("Total: " then "500 000 GNF"). */
export type PdfText = string | { text: string; bold?: boolean }[];

export interface TableColumn {
  header: string;
  /** Points, or a share of the remaining width ("*"). */
  width?: number | "*";
  align?: "left" | "right" | "center";
}

type Doc = PDFKit.PDFDocument;
type Section = PDFKit.PDFStructureElement;

/** A document with the group's header and footer on every page; see createPdf. */
export class GroupPdf {
  /** pdfkit itself, for drawing the helpers do not cover (draw decorations inside artifact()). */
  readonly doc: Doc;
  private readonly root: Section;
  private section: Section | undefined;
  /** Inner margin of the panel being drawn, if any. */
  private inset = 0;
  /** Each sheet, in order: a page's text can run on several, which repeat its title. */
  private readonly sheets: { title: string; lang: Lang; continued: boolean }[] = [];
  /** Set by addPage: the next sheet starts a page (its title is a heading, not a repeat). */
  private next: { title: string; lang: Lang } | undefined;
  /** The document's fonts and the check its text goes through. */
  private readonly fonts: PdfFonts;

  constructor(private readonly options: PdfOptions) {
    const date = options.date ?? new Date();
    // The metadata is Unicode in any PDF; with the standard fonts it keeps to what they show,
    // like the pages' text.
    const metadataText = options.font === "unicode" ? (text: string) => text.normalize("NFC") : winAnsiText;
    this.doc = new PDFDocument({
      size: "A4",
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      pdfVersion: "1.4",
      tagged: true,
      displayTitle: true,
      lang: intlLocale[options.lang],
      info: {
        Title: metadataText(options.title),
        Author: siteConfig.name,
        ...(options.subject ? { Subject: metadataText(options.subject) } : {}),
        Creator: siteConfig.name,
        CreationDate: date,
        ModDate: date,
      },
    });
    this.fonts = options.font === "unicode" ? embedUnicodeFonts(this.doc) : standardFonts;
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
    // pdfkit adds sheets on its own when text runs past the footer: note which page they continue.
    this.doc.on("pageAdded", () => {
      const page = this.next ?? this.sheets.at(-1);
      if (page) this.sheets.push({ title: page.title, lang: page.lang, continued: !this.next });
      this.next = undefined;
    });
  }

  /** The content area's left edge and width (inside a panel, the panel's). */
  get left(): number {
    return contentMargins.left + this.inset;
  }
  get width(): number {
    return a4.width - contentMargins.left - contentMargins.right - 2 * this.inset;
  }
  /** What the document's fonts can print of a text a person typed (a name): never throws. */
  printable(text: string): string {
    return this.fonts.printable(text);
  }

  get pageCount(): number {
    return this.sheets.length;
  }

  /** Starts a page (and a section in `lang`) whose header shows `title` as its heading. */
  addPage({ title, lang = this.options.lang }: { title: string; lang?: Lang }): this {
    this.section?.end();
    this.section = this.doc.struct("Sect", { lang: intlLocale[lang] });
    this.root.add(this.section);
    this.next = { title, lang };
    this.doc.addPage({ size: "A4", margins: { ...contentMargins } });
    drawHeader(this.doc, title, (draw) => this.current().add(this.doc.struct("H1", {}, draw)), this.fonts);
    return this;
  }

  /** Draws what is not content (bands, rules): skipped by screen readers. */
  artifact(draw: (doc: Doc) => void): this {
    artifact(this.doc, () => draw(this.doc));
    return this;
  }

  /** Draws each part from the same height (a title with a price beside it), then goes below all. */
  alongside(...parts: ((pdf: this) => void)[]): this {
    const top = this.doc.y;
    let bottom = top;
    for (const draw of parts) {
      this.doc.y = top;
      draw(this);
      bottom = Math.max(bottom, this.doc.y);
    }
    this.doc.y = bottom;
    return this;
  }

  /**
   * A tinted box, `height` tall (measure its content with heightOf), with `draw` inside it.
   * Throws when the content runs past the box rather than print over its edge.
   */
  panel(height: number, draw: (pdf: this) => void, { padding = 12, color = pdfColors.soft } = {}): this {
    const doc = this.doc;
    const top = doc.y;
    this.artifact(() => doc.roundedRect(this.left, top, this.width, height, 4).fill(color));
    this.inset += padding;
    doc.y = top + padding;
    try {
      draw(this);
    } finally {
      this.inset -= padding;
    }
    if (doc.y > top + height - padding + 0.5) {
      throw new RangeError(`The panel's content needs ${doc.y - top + padding} pt, not ${height}`);
    }
    doc.x = this.left;
    doc.y = top + height;
    return this;
  }

  /** The height `text` takes in `style`, for laying out a panel (generous for mixed runs). */
  heightOf(text: PdfText, style: TextStyle = {}): number {
    const { size = 10, bold = false, width = this.width } = style;
    const runs = typeof text === "string" ? [{ text }] : text;
    const anyBold = bold || runs.some((run) => run.bold);
    const joined = this.fonts.check(runs.map((run) => run.text).join(""));
    const height = this.doc
      .font(anyBold ? this.fonts.bold : this.fonts.regular)
      .fontSize(size)
      .heightOfString(joined, { width });
    return height + (style.gap ?? 0);
  }

  heading(text: string, level: 2 | 3, style: TextStyle = {}): this {
    const size = level === 2 ? 14 : 12;
    return this.text(`H${level}`, text, { size, bold: true, color: pdfColors.brand, gap: 4, ...style });
  }

  paragraph(text: PdfText, style: TextStyle = {}): this {
    return this.text("P", text, style);
  }

  /** A bulleted list, in `columns` columns filled row by row. */
  list(items: string[], { columns = 1, ...style }: TextStyle & { columns?: number } = {}): this {
    const { size = 9.5, color = pdfColors.ink, gap = 0, x = this.left, width = this.width } = style;
    const doc = this.doc;
    const columnWidth = width / columns;
    const bulletWidth = 10;
    const list = doc.struct("L");
    this.current().add(list);
    doc.font(this.fonts.regular).fontSize(size).fillColor(color);
    for (let start = 0; start < items.length; start += columns) {
      const top = doc.y;
      let bottom = top;
      items.slice(start, start + columns).forEach((item, column) => {
        const left = x + column * columnWidth;
        const entry = doc.struct("LI");
        list.add(entry);
        entry.add(doc.struct("Lbl", {}, () => doc.text("•", left, top, { lineBreak: false })));
        entry.add(
          doc.struct("LBody", {}, () =>
            doc.text(this.fonts.check(item), left + bulletWidth, top, {
              width: columnWidth - bulletWidth - 8,
            }),
          ),
        );
        entry.end();
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = x;
      doc.y = bottom;
    }
    list.end();
    doc.y += gap;
    return this;
  }

  /**
   * A table with a header row, ruled like a form; rows break across pages. `rowHeight` leaves
   * room to write in (a signature column). `images` (by body row, then column) draws a picture
   * into a cell, scaled to fit below the cell's text: a signature already made.
   */
  table(
    columns: TableColumn[],
    rows: string[][],
    {
      size = 9,
      rowHeight = 0,
      gap = 8,
      images,
    }: { size?: number; rowHeight?: number; gap?: number; images?: (Buffer | null)[][] } = {},
  ): this {
    const doc = this.doc;
    const padding = { vertical: 4, horizontal: 5 };
    doc.font(this.fonts.regular).fontSize(size).fillColor(pdfColors.ink);
    const table = doc.table({
      position: { x: this.left, y: doc.y },
      maxWidth: this.width,
      columnStyles: columns.map(({ width = "*", align = "left" }) => ({ width, align: { x: align } })),
      defaultStyle: {
        border: 0.5,
        borderColor: pdfColors.muted,
        padding: [padding.vertical, padding.horizontal],
      },
      rowStyles: (row) => (row === 0 ? { backgroundColor: pdfColors.soft } : { minHeight: rowHeight }),
      structParent: this.current(),
    } as PDFKit.Mixins.TableOptions);
    table.row(
      columns.map(({ header }) => ({
        text: this.fonts.check(header),
        type: "TH",
        font: { src: this.fonts.bold },
      })),
    );
    const lefts = this.columnLefts(columns);
    rows.forEach((row, index) => {
      // A row starts where the last one ended, or at the top of the page it broke onto.
      const page = doc.page;
      const top = doc.y;
      table.row(row.map((cell) => this.fonts.check(cell)));
      const rowTop = doc.page === page ? top : doc.page.margins.top;
      images?.[index]?.forEach((image, column) => {
        const left = lefts[column];
        if (!image || !left) return;
        const textHeight = row[column]
          ? doc.heightOfString(this.fonts.check(row[column]), { width: left.width })
          : 0;
        const box = {
          x: left.x + padding.horizontal,
          y: rowTop + padding.vertical + textHeight,
          width: left.width - 2 * padding.horizontal,
          height: doc.y - rowTop - 2 * padding.vertical - textHeight,
        };
        if (box.height < 4 || box.width < 4) return;
        // The cell's text says what the picture shows: the picture itself is decoration to a reader.
        this.artifact(() => {
          try {
            doc.image(image, box.x, box.y, {
              fit: [box.width, box.height],
              align: "center",
              valign: "center",
            });
          } catch {
            // An image pdfkit cannot decode leaves the cell with its text: the sheet still prints.
          }
        });
      });
    });
    table.end();
    doc.x = this.left;
    doc.y += gap;
    return this;
  }

  /** Each column's left edge and width, as pdfkit lays them out: fixed widths, the rest shared. */
  private columnLefts(columns: TableColumn[]): { x: number; width: number }[] {
    const fixed = columns.reduce((sum, { width }) => sum + (typeof width === "number" ? width : 0), 0);
    const shared = columns.filter(({ width }) => typeof width !== "number").length;
    const share = shared ? Math.max(0, this.width - fixed) / shared : 0;
    let x = this.left;
    return columns.map(({ width }) => {
      const size = typeof width === "number" ? width : share;
      const left = { x, width: size };
      x += size;
      return left;
    });
  }

  /** The finished file. */
  async toBuffer(): Promise<Buffer> {
    const doc = this.doc;
    this.section?.end();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on("end", resolve);
      doc.on("error", reject);
    });
    // Drawn last, not when pdfkit breaks a page: drawing then would change the font and
    // colour of the text being wrapped.
    const { start, count } = doc.bufferedPageRange();
    this.sheets.forEach((sheet, index) => {
      doc.switchToPage(start + index);
      if (sheet.continued) drawHeader(doc, sheet.title, undefined, this.fonts);
      drawFooter(doc, sheet.lang, this.options.contact, index + 1, count, this.fonts);
    });
    this.root.end();
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  private current(): Section {
    if (!this.section) throw new Error("addPage() first");
    return this.section;
  }

  private text(type: string, text: PdfText, style: TextStyle): this {
    const { size = 10, bold = false, color = pdfColors.ink, align = "left", gap = 0 } = style;
    const { x = this.left, width = this.width } = style;
    const doc = this.doc;
    const runs = (typeof text === "string" ? [{ text }] : text).map((run) => ({
      text: this.fonts.check(run.text),
      font: (run.bold ?? bold) ? this.fonts.bold : this.fonts.regular,
    }));
    this.current().add(
      doc.struct(type, {}, () => {
        doc.fontSize(size).fillColor(color);
        runs.forEach((run, index) => {
          const options = { width, align, continued: index < runs.length - 1 };
          doc.font(run.font);
          // The first run places the paragraph; the others continue its line.
          if (index === 0) doc.text(run.text, x, doc.y, options);
          else doc.text(run.text, options);
        });
      }),
    );
    doc.x = this.left;
    doc.y += gap;
    return this;
  }
}

export function createPdf(options: PdfOptions): GroupPdf {
  return new GroupPdf(options);
}
