import fs from "node:fs/promises";
import { readPdf } from "../helpers/pdf";
import { signUpThroughApi } from "./accounts";
import { expect, test } from "./fixtures";
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
