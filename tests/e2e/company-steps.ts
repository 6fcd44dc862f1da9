import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

/*
 * Steps the company journeys share (quotes.spec.ts, company-booking.spec.ts): a quote asked for
 * from a course page, a company recorded by staff, and the link a document's e-mail carries.
 */

type Visit = (path: string, options?: { status?: number }) => Promise<void>;

/** The link an e-mail carries to `path` (/quotes/… or /agreements/…), with its token. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(/en)?${path}/[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return new URL(match[0]).pathname;
}

/** A company asks for a quote from the course page, in French; the request names it. */
export async function requestQuote(
  page: Page,
  visit: Visit,
  {
    courseId,
    company,
    requester,
    people,
  }: { courseId: number; company: string; requester: string; people: number },
) {
  await visit(`/courses/${courseId}/quote`);
  const request = page.locator("form#quote-request-form");
  await request.getByRole("textbox", { name: /^Entreprise/ }).fill(company);
  await request.getByLabel("Votre nom").fill("Mariama Bah");
  await request.getByLabel("E-mail").fill(requester);
  await request.getByLabel("Nombre de participants").fill(String(people));
  await request.getByLabel("Dates souhaitées").fill("Le mois prochain");
  await request.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByText("Merci, votre demande de devis est envoyée.", { exact: false })).toBeVisible();
}

/** Staff (signed in on `page`) record a company; its page is left open. */
export async function recordCompany(
  page: Page,
  visit: Visit,
  { name, billing, lang }: { name: string; billing: string; lang: "fr" | "en" },
) {
  await visit("/admin/companies/new");
  const companyForm = page.locator("form#company");
  await companyForm.getByLabel("Raison sociale").fill(name);
  await companyForm.getByLabel("Adresse de facturation").fill("Quartier Almamya, Labé");
  await companyForm.getByLabel("E-mail de facturation").fill(billing);
  await companyForm.getByLabel("Langue des documents").selectOption(lang);
  await companyForm.getByRole("button", { name: "Créer la société" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** On a company's back-office page: an existing account becomes one of its contacts. */
export async function addCompanyContact(page: Page, email: string) {
  await page.getByLabel("E-mail d'un compte existant").fill(email);
  await page.getByRole("button", { name: "Ajouter le contact" }).click();
  await expect(page.locator(`[data-contact="${email}"]`)).toBeVisible();
}

/** Staff open the quote request of `requester` in the inbox and start the quote it prefills. */
export async function startQuoteFromRequest(page: Page, visit: Visit, requester: string) {
  await visit(`/admin/messages?q=${encodeURIComponent(requester)}`);
  await visit(
    (await page.locator("[data-message]").first().getByRole("link").first().getAttribute("href")) ?? "",
  );
  await page.getByRole("link", { name: "Établir un devis" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau devis" })).toBeVisible();
  await expectAccessible(page, "quote builder (fr)");
  return page.locator("form#quote");
}

/** On a draft's page: numbered and sent; its number. */
export async function sendQuote(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Numéroter et envoyer" }).click();
  await expect(page.locator("[data-quote-status]")).toContainText("Envoyé");
  const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(number).toMatch(/^D-\d{4}-\d{6}$/);
  return number;
}

/** The company's contact accepts an English quote on its page, with a purchase order. */
export async function acceptQuoteInEnglish(
  page: Page,
  { number, purchaseOrder }: { number: string; purchaseOrder: string },
) {
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
  await expectAccessible(page, "quote page (en)");
  const accept = page.locator("form#accept");
  await accept.getByLabel("Full name").fill("Mariama Bah");
  await accept.getByLabel("Position").fill("HR manager");
  await accept.getByLabel(/^Purchase order number/).fill(purchaseOrder);
  await accept.getByLabel(`I accept quote ${number} and the general terms of sale`).check();
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(page.locator("[data-quote-status]")).toContainText("Accepted");
  await expect(page.locator("[data-decided='accepted']")).toContainText(`Purchase order: ${purchaseOrder}.`);
}
