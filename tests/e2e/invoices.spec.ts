import fs from "node:fs/promises";
import { readPdf } from "../helpers/pdf";
import { signUpThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { audit, submitRegistration } from "./registration";
import { newAdmin } from "./staff-accounts";

/*
 * Invoices (ADR 2702): a registration paid with the TEST MODE provider is invoiced with its
 * receipt; the payer downloads the invoice from Mes inscriptions, already settled; an
 * administrator finds it on /admin/invoices, opens it, and issues its credit note through the
 * page's form. Course 5's online session (30 seats), as the payment journeys.
 */
test("a paid registration's invoice: downloaded from Mes inscriptions, then credited by staff on /admin/invoices", async ({
  page,
  visit,
}) => {
  test.setTimeout(240_000);
  await signUpThroughApi(page.context(), { lang: "fr", name: "Kadiatou Barry" });
  await visit("/courses/5");
  await page.locator('a[href^="/register/5?session="]').first().click();
  await submitRegistration(page, "fr");
  await page.getByRole("link", { name: "Payer maintenant", exact: true }).click();
  await page.getByRole("button", { name: /^Payer / }).click();
  await page.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "succeeded");

  await visit("/profile/registrations");
  const link = page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^Télécharger la facture \(PDF\)/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const number = /F-\d{4}-\d{6}/.exec(download.suggestedFilename())?.[0];
  expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const text = (await readPdf(await fs.readFile((await download.path())!))).pages.join(" ");
  expect(text).toContain(`Facture n° ${number}`);
  expect(text).toContain("Kadiatou Barry");
  expect(text).toContain("Reste à payer 0,00 €");

  const staff = await newAdmin(page, "fr", "Mariama Sow");
  try {
    const admin = staff.page;
    await staff.visit("/admin/invoices");
    const row = admin.getByRole("row").filter({ hasText: number! });
    await expect(row).toContainText("Kadiatou Barry");
    await row.getByRole("link", { name: number! }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Facture ${number}` })).toBeVisible();
    await expect(admin.getByText("Cette facture ne doit plus rien.")).toBeVisible();
    await audit(admin, true, "an invoice in the back-office");

    // Without a reason: refused in the page's language, nothing issued.
    await admin.getByRole("button", { name: "Émettre l'avoir" }).click();
    await expect(admin.getByText("Donnez le motif de l'avoir (3 caractères au moins).")).toBeVisible();
    await admin.getByLabel("Motif").fill("Session annulée à la demande du client");
    await admin.getByRole("button", { name: "Émettre l'avoir" }).click();
    await expect(admin.getByText(/^Avoir AV-\d{4}-\d{6} émis\.$/)).toBeVisible();
    await expect(admin.getByText(/^Annulée par l'avoir AV-\d{4}-\d{6}$/)).toBeVisible();
    await expect(admin.getByRole("button", { name: "Émettre l'avoir" })).toHaveCount(0);
  } finally {
    await staff.context.close();
  }
});

/*
 * A company booking's invoice (the demo company's, issued unpaid when the try-out server first
 * starts: 6 seats at 450,00 €): an administrator makes a new account the company's contact,
 * records a bank transfer in part, and the contact's company space shows what remains; then in
 * full, and the space says "Payée" and hands the PDF over. Axe on each page.
 */
/** The demo company (app/features/invoicing/demo-booking-invoice.server.ts). */
const DEMO_COMPANY_NAME = "Compagnie Minière de Démonstration SA";

test("a booking's invoice paid by transfer in part then in full, as the company space shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const contactContext = await browser.newContext({ locale: "fr-FR" });
  const contact = await signUpThroughApi(contactContext, { lang: "fr", name: "Fatoumata Camara" });
  const contactPage = await contactContext.newPage();
  const staff = await newAdmin(page, "fr", "Ibrahima Conté");
  try {
    const admin = staff.page;
    await staff.visit(`/admin/companies?q=${encodeURIComponent(DEMO_COMPANY_NAME)}`);
    await admin.getByRole("link", { name: DEMO_COMPANY_NAME }).click();
    await admin.getByLabel("E-mail d'un compte existant").fill(contact.email);
    await admin.getByRole("button", { name: "Ajouter le contact" }).click();
    await expect(admin.locator(`[data-contact="${contact.email}"]`)).toBeVisible();

    await staff.visit("/admin/invoices");
    const row = admin.getByRole("row").filter({ hasText: DEMO_COMPANY_NAME });
    await expect(row).toContainText(/2\s700,00\s€/);
    const number = /F-\d{4}-\d{6}/.exec((await row.getByRole("link").first().textContent()) ?? "")?.[0];
    expect(number).toBeTruthy();
    await row.getByRole("link", { name: number! }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Facture ${number}` })).toBeVisible();
    await expect(admin.getByRole("heading", { level: 2, name: "Part financée par un tiers" })).toBeVisible();

    await admin.getByLabel("Montant reçu (EUR)").fill("1000");
    await admin.getByLabel("Référence du virement (facultatif)").fill("VIR-DEMO-1");
    await admin.getByRole("button", { name: "Enregistrer le virement" }).click();
    await expect(
      admin.getByText(/^Virement de 1\s000,00\s€ enregistré\. Reste dû : 1\s700,00\s€\.$/),
    ).toBeVisible();
    await audit(admin, true, "a booking's invoice, partly paid");

    await contactPage.goto("/company");
    const line = contactPage.locator(`[data-invoice="${number}"]`);
    await expect(line).toContainText(/1\s000,00\s€/);
    await expect(line.locator("[data-remaining]")).toHaveText(/^1\s700,00\s€$/);
    await expectAccessible(contactPage, "/company with an invoice partly paid");

    await admin.getByLabel("Montant reçu (EUR)").fill("1700");
    await admin.getByRole("button", { name: "Enregistrer le virement" }).click();
    await expect(admin.getByText("Cette facture ne doit plus rien.")).toBeVisible();
    // Money received: the invoice can no longer be split with a funder.
    await expect(admin.getByRole("heading", { level: 2, name: "Part financée par un tiers" })).toHaveCount(0);

    await contactPage.reload();
    await expect(line.locator("[data-remaining]")).toHaveText("Payée");
    const [download] = await Promise.all([
      contactPage.waitForEvent("download"),
      line.getByRole("link", { name: number! }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
    const text = (await readPdf(await fs.readFile((await download.path())!))).pages.join(" ");
    expect(text).toContain(DEMO_COMPANY_NAME);
    // The purchase order is printed (pdf.js may cut it where the line breaks).
    expect(text).toMatch(/Bon de commande : BC-\s?DEMO-001/);
    expect(text).toContain("Reste à payer 0,00 €");
  } finally {
    await staff.context.close();
    await contactContext.close();
  }
});
