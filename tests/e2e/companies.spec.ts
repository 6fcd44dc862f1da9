import type { Page } from "@playwright/test";
import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi, signUpThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * A company and its space, on a phone: a moderator creates the company through the
 * back-office's form (documents in English) and adds a contact by the e-mail of their account;
 * the contact opens /company (French) and invites a colleague through its form; the colleague,
 * a new account, opens the link of the English e-mail, is offered to sign in first, then joins;
 * /en/company then lists both contacts. Every page is axe-checked.
 */

// Reduced motion: a toast appears at once, so axe never measures it half faded in.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: "reduce" });

/** The page never scrolls sideways on the phone (a wide table scrolls in its own region). */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("staff create a company, its contact invites a colleague, who joins from the e-mail", async ({
  page,
  browser,
  visit,
}) => {
  // Three people, several axe audits and the outbox's polling.
  test.slow();
  const legalName = unique("Mines de Boké ");
  const colleagueEmail = `${unique("colleague")}@example.com`;

  // The contact-to-be: an account of their own.
  const contactContext = await browser.newContext();
  const contact = await signUpThroughApi(contactContext, { name: "Awa Diallo" });

  // Staff: the company through the form, then its contact.
  await signInThroughApi(page.context(), demoAccount("moderator"));
  await visit("/admin/companies");
  await page.getByRole("link", { name: "Nouvelle société" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle société" })).toBeVisible();
  const form = page.locator("form#company");
  await form.getByLabel("Raison sociale").fill(legalName);
  await form.getByLabel("Pays").selectOption("GN");
  await form.getByLabel("RCCM").fill("GN.TCC.2019.B.12345");
  // A SIRET failing its check is refused in words, and nothing is created.
  await form.getByLabel("SIRET").fill("732 829 320 00075");
  await form.getByLabel("Adresse de facturation").fill("Quartier Almamya, Kaloum\nConakry");
  await form.getByLabel("E-mail de facturation").fill("factures@example.com");
  await form.getByLabel("Langue des documents").selectOption("en");
  await form.getByRole("button", { name: "Créer la société" }).click();
  await expect(page.getByText("Ce SIRET n'est pas valide : vérifiez ses chiffres.")).toBeVisible();
  await form.getByLabel("SIRET").fill("732 829 320 00074");
  await form.getByRole("button", { name: "Créer la société" }).click();
  await expect(page.getByRole("heading", { level: 1, name: legalName })).toBeVisible();
  await expect(page.getByText("Société créée", { exact: true })).toBeVisible();
  await expectAccessible(page, "the new company's page");
  await expectFitsThePhone(page);

  await page.getByLabel("E-mail d'un compte existant").fill(contact.email);
  await page.getByRole("button", { name: "Ajouter le contact" }).click();
  await expect(page.locator(`[data-contact="${contact.email}"]`)).toBeVisible();
  await visit(`/admin/companies?q=${encodeURIComponent(legalName)}`);
  await expect(page.getByRole("link", { name: legalName })).toBeVisible();

  // The contact: their company's space, and the invitation of a colleague.
  const contactPage = await contactContext.newPage();
  await contactPage.goto("/profile");
  await contactPage.getByRole("link", { name: "Espace société" }).click();
  await expect(contactPage.getByRole("heading", { level: 1 })).toContainText(legalName);
  await expect(contactPage.getByText("Aucune facture pour l'instant")).toBeVisible();
  await expectAccessible(contactPage, "/company");
  await expectFitsThePhone(contactPage);
  await contactPage.getByLabel("E-mail de votre collègue").fill(colleagueEmail);
  await contactPage.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(contactPage.getByText("Invitation envoyée", { exact: true })).toBeVisible();
  await expect(contactPage.locator(`[data-invitation="${colleagueEmail}"]`)).toBeVisible();

  // The colleague: the e-mail (in the company's language), its link, signed out first.
  const [mail] = await waitForMail(() => messagesTo(colleagueEmail, ofKind("company-invitation")));
  expect(mail?.subject).toBe(`Invitation to join ${legalName}`);
  const link = mail?.links.find((href) => href.includes("/company/invitations/")) ?? "";
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/en\/company\/invitations\/[A-Za-z0-9_-]{43}$/);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(path);
  await expect(colleague.getByRole("heading", { level: 1, name: `Join ${legalName}` })).toBeVisible();
  await expect(colleague.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expectAccessible(colleague, "the invitation, signed out");
  await signUpThroughApi(colleagueContext, { lang: "en", name: "Fanta Camara", email: colleagueEmail });
  await colleague.reload();
  await colleague.getByRole("button", { name: `Join ${legalName}` }).click();
  await expect(colleague).toHaveURL(/\/en\/company\?company=\d+$/);
  await expect(colleague.getByText(`You are now a contact of ${legalName}.`)).toBeVisible();
  await expectAccessible(colleague, "/en/company after joining");

  // Used once: the link now says so.
  await colleague.goto(path);
  await expect(colleague.getByText("This invitation has already been used.")).toBeVisible();

  // Both contacts in the space, and no invitation left waiting.
  await contactPage.goto("/en/company");
  await expect(contactPage.locator(`[data-contact="${contact.email}"]`)).toBeVisible();
  await expect(contactPage.locator(`[data-contact="${colleagueEmail}"]`)).toBeVisible();
  await expect(contactPage.getByText("No pending invitation.")).toBeVisible();

  await contactContext.close();
  await colleagueContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("(en) the company form refuses a bad SIRET in words, then creates the company", async ({
    page,
    visit,
  }) => {
    const legalName = unique("Atlantic Freight ");
    await signInThroughApi(page.context(), demoAccount("moderator"));
    await visit("/en/admin/companies/new");
    const form = page.locator("form#company");
    await form.getByLabel("Legal name").fill(legalName);
    await form.getByLabel("Country").selectOption("FR");
    await form.getByLabel("SIRET").fill("7328293200007");
    await form.getByLabel("EU VAT number").fill("FR 40 303 265 045");
    await form.getByLabel("Billing address").fill("12 rue de la Paix, 75002 Paris");
    await form.getByLabel("Billing e-mail").fill("billing@example.com");
    await form.getByRole("button", { name: "Create the company" }).click();
    await expect(page.getByText("A SIRET has 14 digits.")).toBeVisible();
    await expect(form.getByLabel("Legal name")).toHaveValue(legalName);
    await form.getByLabel("SIRET").fill("73282932000074");
    await form.getByRole("button", { name: "Create the company" }).click();
    await expect(page.getByRole("heading", { level: 1, name: legalName })).toBeVisible();
    await expect(page.locator("form#company").getByLabel("EU VAT number")).toHaveValue("FR40303265045");
    await expect(page.locator("form#company").getByLabel("Country")).toHaveValue("FR");
  });
});
