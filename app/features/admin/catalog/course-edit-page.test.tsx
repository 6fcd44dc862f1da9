import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import type { CourseEditData, CourseFormDefaults } from "./course-edit-data";
import { CourseEditPage } from "./course-edit-page";

/*
 * The course editor as the server renders it: the loader's note on the price (how many
 * registrations keep theirs if it changes) is read with the price field, in both languages.
 */

function render(path: string, element: React.ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

const pair = (text = "") => ({ fr: text, en: "" });
const defaults: CourseFormDefaults = {
  category: "qhse",
  subcategory: pair("Sécurité"),
  title: pair("Sécurité incendie"),
  description: pair("Prévenir un départ de feu."),
  duration: pair("2 jours"),
  detailedDuration: pair(),
  hours: "14",
  audience: pair("Tout salarié"),
  prerequisites: pair("Aucun"),
  formats: ["presentiel"],
  price: "550",
  currency: "EUR",
  isCertified: "",
  isNew: "",
  isFeatured: "",
  objectives: pair(),
  modules: [],
  methodology: pair(),
  expectedOutcomes: pair(),
  advantages: pair(),
  assessment: pair(),
  accessDelay: pair(),
  accessibility: pair(),
  passMark: "70",
  knowledgeOnCertificate: "",
  attendanceThreshold: "100",
  certificateValidity: "",
  trainers: [],
};
const data = (priceNote: string | null): CourseEditData => ({
  found: true,
  id: 104,
  title: "Sécurité incendie",
  image: null,
  untranslated: false,
  defaults,
  antiForgery: "token",
  archived: false,
  priceNote,
  trainers: [],
  categories: ["qhse"],
  formats: ["presentiel", "distanciel"],
});

describe("the course editor's price field", () => {
  it.each(["/admin/courses/104", "/en/admin/courses/104"])(
    "%s: the note on registrations keeping their price describes the price input",
    (path) => {
      const html = render(path, <CourseEditPage data={data("PRICE-NOTE")} refused={null} />);
      const input = /<input[^>]*name="price"[^>]*>/.exec(html)?.[0] ?? "";
      const hintId = /aria-describedby="([^" ]*-hint)/.exec(input)?.[1];
      expect(hintId).toBeTruthy();
      expect(html).toMatch(new RegExp(`id="${hintId}"[^>]*>[^<]*PRICE-NOTE<`));
    },
  );

  it("no registration to keep a price: the usual hint alone", () => {
    const html = render("/admin/courses/104", <CourseEditPage data={data(null)} refused={null} />);
    expect(html).toContain("Laissez vide pour « sur demande ».<");
  });
});
