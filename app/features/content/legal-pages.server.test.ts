import { describe, expect, it } from "vitest";
import { siteConfig } from "~/lib/site-config";
import { defaultSiteContact } from "~/lib/site-contact";
import {
  legalPage,
  legalPageNames,
  legalPlaceholders,
  legalTextSource,
  loadLegalPage,
} from "./legal-pages.server";
import { placeholdersIn } from "./markdown-document.server";

const languages = ["fr", "en"] as const;

describe.each(legalPageNames)("the %s page's texts", (name) => {
  it("render in both languages with every placeholder known and filled", () => {
    for (const lang of languages) {
      // An unknown placeholder (a typo in the Markdown) throws here, naming it and the file.
      const page = legalPage(name, lang, defaultSiteContact);
      const texts = [
        page.seoTitle,
        page.seoDescription,
        page.title,
        page.lead,
        ...page.sections.flatMap((s) => [s.title, s.html]),
      ];
      for (const text of texts) expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });

  it("have the same sections, in the same order, and the same placeholders in French and English", () => {
    const [fr, en] = languages.map((lang) => legalPage(name, lang, defaultSiteContact));
    expect(en?.sections.map((section) => section.id)).toEqual(fr?.sections.map((section) => section.id));
    const used = (lang: "fr" | "en") => [...new Set(placeholdersIn(legalTextSource(name, lang)))].sort();
    expect(used("en")).toEqual(used("fr"));
  });

  it("have a title and a description for search engines, and a date, in both languages", () => {
    for (const lang of languages) {
      const page = legalPage(name, lang, defaultSiteContact);
      expect(page.seoTitle.length).toBeGreaterThan(5);
      expect(page.seoTitle.length).toBeLessThanOrEqual(80);
      expect(page.seoDescription.length).toBeGreaterThanOrEqual(50);
      expect(page.seoDescription.length).toBeLessThanOrEqual(200);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("legal pages", () => {
  it("keep the section ids that links point at", () => {
    const ids = (name: (typeof legalPageNames)[number]) =>
      legalPage(name, "fr", defaultSiteContact).sections.map((section) => section.id);
    expect(ids("legal")).toEqual([
      "editeur",
      "directeur-publication",
      "hebergeur",
      "propriete-intellectuelle",
      "responsabilite",
      "donnees-personnelles",
      "droit-applicable",
    ]);
    expect(ids("privacy")).toEqual([
      "responsable",
      "donnees",
      "finalites",
      "durees",
      "destinataires",
      "transferts",
      "securite",
      "droits",
    ]);
    expect(ids("terms")).toEqual([
      "utilisation",
      "inscription",
      "prix",
      "paiement",
      "annulation",
      "annulation-organisateur",
      "retractation",
      "deroulement",
      "reclamations",
    ]);
    expect(ids("cookies")).toEqual(["liste", "stockage", "tiers", "gerer"]);
  });

  it("give the publisher's facts from the configuration, in the page's language", () => {
    const [fr, en] = languages.map(
      (lang) => legalPage("legal", lang, defaultSiteContact).sections[0]?.html ?? "",
    );
    expect(fr).toContain(`<dt>Forme juridique</dt>\n<dd>${siteConfig.legal.legalForm.fr}</dd>`);
    expect(en).toContain(`<dt>Legal form</dt>\n<dd>${siteConfig.legal.legalForm.en}</dd>`);
    expect(fr).toContain(
      `<dd>${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country.fr}</dd>`,
    );
    expect(legalPage("terms", "en", defaultSiteContact).lead).toContain(siteConfig.legal.companyName);
  });

  it("show the phone and e-mail staff set, escaped: a setting never becomes markup", () => {
    const contact = { phone: '+224 <b onmouseover="x">611</b>', email: "contact&co@example.org" };
    const publisher = legalPage("legal", "fr", contact).sections[0]?.html ?? "";
    expect(publisher).toContain(
      "<dt>Téléphone</dt>\n<dd>+224 &lt;b onmouseover=&quot;x&quot;&gt;611&lt;/b&gt;</dd>",
    );
    expect(publisher).toContain("<dd>contact&amp;co@example.org</dd>");
    expect(publisher).not.toContain("<b ");
    const complaints = legalPage("terms", "en", contact).sections.find((s) => s.id === "reclamations");
    expect(complaints?.html).toContain("Complaints may be sent to contact&amp;co@example.org;");
  });

  it("have a value for every placeholder in both languages", () => {
    for (const lang of languages) {
      for (const [placeholder, value] of Object.entries(legalPlaceholders(lang, defaultSiteContact))) {
        expect(value.trim(), placeholder).not.toBe("");
      }
    }
  });

  it("load in the URL's language, with the update date written for it", () => {
    const fr = loadLegalPage(new Request("http://localhost/cookies"), "cookies", defaultSiteContact);
    const en = loadLegalPage(new Request("http://localhost/en/cookies"), "cookies", defaultSiteContact);
    expect(fr.seo).toEqual({
      title: "Politique relative aux cookies",
      description: fr.page.seoDescription,
      lang: "fr",
    });
    expect(en.seo.lang).toBe("en");
    expect(en.page.title).toBe("Cookies");
    expect(fr.page.updated).toBe("2026-11-01");
    expect(fr.updatedLabel).toBe("dimanche 1 novembre 2026");
    expect(en.updatedLabel).toBe("Sunday, 1 November 2026");
  });
});
