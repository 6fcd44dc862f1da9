import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tests/helpers/pdf";
import { siteConfig } from "../site-config";
import { createPdf } from "./document.server";

describe("a group document", () => {
  // Staff's settings, not site-config's defaults: the footer must take what it is given.
  const contact = { phone: "+224 611 22 33 44", email: "formation@exemple.gn" };
  async function sample() {
    const pdf = createPdf({
      title: "Reçu / Receipt",
      lang: "fr",
      contact,
      date: new Date("2026-01-02T03:04:05Z"),
    });
    pdf.addPage({ title: "Reçu de paiement" });
    pdf.paragraph([{ text: "Montant : ", bold: true }, { text: "1\u202f250\u202f000 GNF, soit 130,00 €" }], {
      gap: 8,
    });
    pdf.table(
      [{ header: "Stagiaire" }, { header: "Signature", width: 120 }],
      [
        ["Aïssatou Diallo", ""],
        ["Jean-François Camara", ""],
      ],
      { rowHeight: 28 },
    );
    pdf.addPage({ title: "Attendance sheet", lang: "en" });
    // Enough text to run onto a second sheet.
    for (let i = 1; i <= 80; i++) pdf.paragraph(`Line ${i} of a long attendance sheet.`);
    return pdf.toBuffer();
  }

  it("carries the header, the legal mentions and page numbers on every sheet", async () => {
    const { pageCount, pages, info } = await readPdf(await sample());
    expect(pageCount).toBe(3);
    pages.forEach((text, index) => {
      expect(text).toContain(siteConfig.name);
      expect(text).toContain(siteConfig.legal.registration);
      expect(text).toContain(siteConfig.legal.taxId);
      expect(text).toContain(contact.phone);
      expect(text).toContain(contact.email);
      expect(text).not.toContain(siteConfig.phone);
      expect(text).toContain(`${index + 1} / 3`);
    });
    expect(pages[0]).toContain("Société à responsabilité limitée (SARL) au capital de");
    expect(pages[1]).toContain("Limited liability company (SARL) with a share capital of");
    // A sheet that continues a page repeats its title.
    expect(pages[2]).toContain("Attendance sheet");
    expect(pages[2]).toContain("Line 80 of a long attendance sheet.");
    expect(info).toMatchObject({ Title: "Reçu / Receipt", Author: siteConfig.name, Language: "fr-FR" });
  });

  it("continues a page's text on a new sheet in the same style, below the header", async () => {
    const { runs } = await readPdf(await sample());
    const first = runs[2]!.find((run) => run.text.startsWith("Line "));
    const previous = runs[1]!.filter((run) => run.text.startsWith("Line ")).at(-1);
    expect(Number(first?.text.split(" ")[1])).toBe(Number(previous?.text.split(" ")[1]) + 1);
    expect(first?.size).toBeCloseTo(10);
    // The text's first line sits at the top margin, under the header band (96 pt + 24 pt).
    expect(841.89 - first!.y).toBeGreaterThan(120);
    expect(841.89 - first!.y).toBeLessThan(140);
  });

  it("shows the text and table as written, euro sign and accents included", async () => {
    const { pages } = await readPdf(await sample());
    expect(pages[0]).toContain("Reçu de paiement");
    expect(pages[0]).toContain("Montant : 1 250 000 GNF, soit 130,00 €");
    expect(pages[0]).toMatch(/Stagiaire Signature Aïssatou Diallo Jean-François Camara/);
  });

  it("is tagged: headings, paragraphs, tables, and each page's language", async () => {
    const pdf = await sample();
    const { structure } = await readPdf(pdf);
    const roles = JSON.stringify(structure[0]);
    for (const role of ["Document", "Sect", "H1", "P", "Table", "TR", "TH", "TD"]) {
      expect(roles).toContain(`"role":"${role}"`);
    }
    const raw = pdf.toString("latin1");
    expect(raw).toContain("/Lang (fr-FR)");
    expect(raw).toContain("/Lang (en-GB)");
    expect(raw).toContain("/Marked true");
  });

  it("is the same file twice with a fixed date", async () => {
    expect((await sample()).equals(await sample())).toBe(true);
  });

  it("embeds a Unicode font on request: names in any Latin script as written, what it lacks refused or printed as '?'", async () => {
    const pdf = createPdf({ title: "Émargement – Nguyễn", lang: "fr", contact, font: "unicode" });
    pdf.addPage({ title: "Feuille d'émargement" });
    pdf.table([{ header: "Participant" }], [[pdf.printable("NGUYỄN Thị")], [pdf.printable("ŁUKASZ 漢字")]]);
    expect(() => pdf.paragraph("漢字")).toThrow(/U\+6F22/);
    const bytes = await pdf.toBuffer();
    const { pages, info } = await readPdf(bytes);
    expect(pages[0]).toContain("NGUYỄN Thị");
    expect(pages[0]).toContain("ŁUKASZ ??");
    expect(info).toMatchObject({ Title: "Émargement – Nguyễn" });
    expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
  });
});
