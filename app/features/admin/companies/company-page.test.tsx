import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { CompanyPage, type CompanyPageData } from "./company-page";

/* A company's page as the server renders it: what each role may use, and a merged company read only. */

function render(path: string, element: React.ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  ).replaceAll("&#x27;", "'");
}

const company: CompanyPageData = {
  found: true,
  id: 7,
  title: "Mines de Boké SA",
  mergedInto: null,
  defaults: {
    legalName: "Mines de Boké SA",
    country: "GN",
    rccm: "",
    nif: "",
    siret: "",
    vatNumber: "",
    billingAddress: "Kaloum",
    billingEmail: "b@example.com",
    lang: "fr",
  },
  countries: [
    { code: "GN", name: "Guinée" },
    { code: "FR", name: "France" },
  ],
  contacts: [{ userId: "u1", name: "Awa Diallo", email: "awa@example.com", added: "1 mars 2027" }],
  bookings: [
    {
      id: 3,
      sessionId: 12,
      courseTitle: "Sauveteur Secouriste du Travail",
      dates: "10 mars 2027",
      named: "4 / 6",
      status: "confirmed",
      purchaseOrder: "BC-118",
    },
  ],
  candidates: [{ id: 8, label: "Mines de Boké (Guinée)" }],
  antiForgery: "token",
  mayMerge: true,
};

describe("a company's page", () => {
  it("gives an admin the form, the contacts' forms and the merge behind a confirmation", () => {
    const html = render("/admin/companies/7", <CompanyPage data={company} refused={null} />);
    expect(html).toContain("Enregistrer la société");
    expect(html).toContain("Ajouter le contact");
    expect(html).toContain("Oui, retirer ce contact");
    expect(html).toContain("Oui, fusionner");
    expect(html).toContain('<option value="GN" selected="">Guinée</option>');
    // Its bookings, each linked to the session that holds the seats.
    expect(html).toContain('href="/admin/sessions/12"');
    expect(html).toContain("4 / 6");
    expect(html).toContain("BC-118");
  });

  it("tells a moderator the merge is the admins', in English too", () => {
    const html = render(
      "/en/admin/companies/7",
      <CompanyPage data={{ ...company, mayMerge: false }} refused={null} />,
    );
    expect(html).toContain("Save the company");
    expect(html).toContain("Only administrators merge companies.");
    expect(html).not.toContain("Yes, merge");
  });

  it("shows a merged company read only, with the company it went into", () => {
    const html = render(
      "/admin/companies/7",
      <CompanyPage data={{ ...company, mergedInto: { id: 8, legalName: "Boké Mining" } }} refused={null} />,
    );
    expect(html).toContain("Cette société a été fusionnée dans Boké Mining");
    expect(html).toContain('href="/admin/companies/8"');
    expect(html).not.toContain("Enregistrer la société");
    expect(html).not.toContain("Ajouter le contact");
    expect(html).not.toContain("Oui, fusionner");
  });

  it("says a refusal above the form it is about", () => {
    const html = render(
      "/admin/companies/7",
      <CompanyPage
        data={company}
        refused={{
          form: "contact",
          notice: { title: "x", message: "Aucun compte n'a cet e-mail" },
          lastResult: null,
        }}
      />,
    );
    expect(html.indexOf("Aucun compte n'a cet e-mail")).toBeGreaterThan(html.indexOf("Contacts"));
    expect(html.indexOf("Aucun compte n'a cet e-mail")).toBeLessThan(html.indexOf("Fusionner"));
  });
});
