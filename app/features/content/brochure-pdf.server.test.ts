import { beforeAll, describe, expect, it } from "vitest";
import { settingsSchema } from "~/features/admin/settings/settings-schema";
import { languages } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { plainSpaces, readPdf, type PdfContent } from "../../../tests/helpers/pdf";
import { brochurePrice, buildBrochurePdf } from "./brochure-pdf.server";
import { consultingContent } from "./consulting-content";
import { consultingPrice } from "./consulting-rates";

describe("consulting brochure PDF", () => {
  // What staff set in the settings, not site-config's defaults.
  const contact = { phone: "+224 611 22 33 44", email: "conseil@exemple.gn" };
  let pdf: Buffer;
  let read: PdfContent;
  beforeAll(async () => {
    pdf = await buildBrochurePdf(contact);
    read = await readPdf(pdf);
  });

  it("is the same file for the same contact (so that its ETag holds), another for another", async () => {
    expect((await buildBrochurePdf(contact)).equals(pdf)).toBe(true);
    expect((await buildBrochurePdf({ ...contact, phone: "+224 622 00 00 00" })).equals(pdf)).toBe(false);
  });

  it("stays on two pages with the longest e-mail address the settings accept", async () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.gn`;
    expect(settingsSchema.shape.contactEmail.parse(longest)).toHaveLength(254);
    expect((await readPdf(await buildBrochurePdf({ ...contact, email: longest }))).pageCount).toBe(2);
  });

  it("has one page in French, then one in English, as the site announces", () => {
    expect(read.pageCount).toBe(2);
    expect(consultingContent.fr.brochureHint).toBe("PDF, 2 pages");
    expect(read.pages[0]).toContain("Brochure Conseil & Services");
    expect(read.pages[1]).toContain("Consulting & Services brochure");
  });

  languages.forEach((lang, index) => {
    const content = consultingContent[lang];

    it(`shows the consulting page's texts and prices (${lang})`, () => {
      const page = read.pages[index]!;
      for (const text of [content.title, content.lead, content.servicesTitle, content.pricesNote]) {
        expect(page).toContain(plainSpaces(text));
      }
      for (const service of content.services) {
        expect(page).toContain(service.title);
        expect(page).toContain(plainSpaces(service.text));
        expect(page).toContain(plainSpaces(brochurePrice(service.id, lang)));
      }
      content.process.forEach((step, number) => {
        expect(page).toContain(plainSpaces(`${number + 1}. ${step.title} — ${step.text}`));
      });
    });

    it(`gives the group's contact details and legal mentions (${lang})`, () => {
      const page = read.pages[index]!;
      expect(page).toContain(content.cta.title);
      expect(page).toContain(`${contact.phone} · ${contact.email}`);
      expect(page).not.toContain(siteConfig.phone);
      expect(page).toContain(
        `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country[lang]}`,
      );
      expect(page).toContain(siteConfig.legal.companyName);
      expect(page).toContain(siteConfig.legal.registration);
    });
  });

  it("formats each price as the site does", () => {
    // The exact strings the /consulting page shows (see tests/e2e/pages.spec.ts).
    expect(plainSpaces(consultingPrice("project-setup", "fr")!)).toBe("500 000 GNF");
    expect(consultingPrice("field-studies", "en")).toBe("GNF\u00a0750,000");
    expect(read.pages[0]).toContain("À partir de 1 250 000 GNF");
    expect(read.pages[0]).toContain("Sur devis personnalisé");
    expect(read.pages[1]).toContain("From GNF 1,000,000");
    expect(read.pages[1]).toContain("Custom quotation");
  });

  it("renders French typography: accents, ligatures, dashes", () => {
    expect(read.pages[0]).toContain("Études de faisabilité");
    expect(read.pages[0]).toContain("mettre en œuvre");
    expect(read.pages[0]).toContain("Consultation initiale — Un entretien gratuit");
  });

  it("names its title, author and language, and says the English page is in English", () => {
    expect(read.info).toMatchObject({
      Title: "Brochure Conseil & Services / Consulting & Services brochure",
      Author: siteConfig.name,
      Language: "fr-FR",
      CreationDate: "D:20261101000000Z",
      ModDate: "D:20261101000000Z",
      PDFFormatVersion: "1.4",
    });
    const raw = pdf.toString("latin1");
    expect(raw).toContain("/S /Sect\n/Lang (en-GB)");
    expect(raw.startsWith("%PDF-1.4\n")).toBe(true);
    expect(raw.endsWith("%%EOF\n")).toBe(true);
  });
});
