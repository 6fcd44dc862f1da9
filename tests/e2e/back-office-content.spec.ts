import type { Page } from "@playwright/test";
import sharp from "sharp";
import { unique } from "../helpers/mailbox";
import { expect, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * The back-office's news and settings forms, submitted through their pages by an administrator
 * signed in with two factors (one of its own for each test, tests/e2e/staff-accounts.ts): a
 * news post made with an uploaded poster and a course chosen by its title, published, then seen
 * on /news and on its own page (the poster whole, its text alternative, the "Register" button to
 * the course); a job offer started from the list filtered by kind, published, then seen on
 * /careers in both languages; the exchange rate typed the French way ("9 350,5") and the seller
 * of the invoices saved, shown back, and listed in the history. Everything is put back as found.
 */

const course = {
  id: 101,
  title: "Fondamentaux QHSE : qualité, sécurité et environnement (ISO 9001, 14001 et 45001)",
};

/** A portrait poster (600 × 850) as staff would upload one. */
function poster(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 850, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
}

/** A news post made, published, seen by visitors, then taken off again. */
async function newsJourney(page: Page, visit: (path: string) => Promise<void>) {
  const slug = unique("affiche-");
  const title = `Journée portes ouvertes ${slug.slice(-6)}`;
  await visit("/admin/news/new");
  const form = page.locator("form#news-post");
  await form.getByLabel("Adresse de la page").fill(slug);
  // Dated before the seed's post: the back-office's list of news keeps that one first.
  await form.getByLabel("Date de l'actualité").fill("2024-01-15");
  await form.getByLabel("Titre · FR", { exact: true }).fill(title);
  await form.getByLabel("Résumé · FR", { exact: true }).fill("Venez visiter le centre de formation.");
  await form
    .getByLabel("Texte · FR", { exact: true })
    .fill("Une journée pour découvrir nos salles.\n\n- Visite\n- Rencontres");
  await form
    .locator('input[name="imageFr"]')
    .setInputFiles({ name: "affiche.png", mimeType: "image/png", buffer: await poster() });
  await form
    .getByLabel("Texte de remplacement de l'image · FR (facultatif)", { exact: true })
    .fill("Affiche de la journée portes ouvertes");
  await form.getByLabel("Formation liée").selectOption({ label: course.title });
  await form.getByRole("button", { name: "Créer le brouillon" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Brouillon « ${title} » créé.`)).toBeVisible();
  const editor = page.url();
  // The saved post's form: its poster and its course.
  await expect(page.locator("form#news-post img").first()).toHaveAttribute(
    "src",
    /^\/uploads\/news\/[a-f0-9]{20}-800\.jpg$/,
  );
  await expect(page.getByLabel("Formation liée")).toHaveValue(String(course.id));

  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText(`Actualité « ${title} » publiée : elle est en ligne.`)).toBeVisible();
  try {
    await visit("/news");
    // Older than the seed's post: a card of the list, leading to the post's page.
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("Venez visiter le centre de formation.");
    await expect(card.getByRole("link")).toHaveAttribute("href", `/news/${slug}`);

    await visit(`/news/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const image = page.getByRole("img", { name: "Affiche de la journée portes ouvertes" });
    await expect(image).toHaveAttribute("src", /^\/uploads\/news\/[a-f0-9]{20}-800\.jpg$/);
    // Scaled whole into the frame: the poster's own shape, nothing cropped.
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "1133");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(1133);
    await expect(page.getByRole("link", { name: "S'inscrire maintenant" })).toHaveAttribute(
      "href",
      `/courses/${course.id}`,
    );
    // English falls back to the French poster and text alternative.
    await visit(`/en/news/${slug}`);
    await expect(page.getByRole("img", { name: "Affiche de la journée portes ouvertes" })).toHaveAttribute(
      "src",
      /^\/uploads\/news\/[a-f0-9]{20}-800\.jpg$/,
    );
  } finally {
    await page.goto(editor);
    // A confirmation that opens first (the button that does it comes next).
    await page.getByText("Retirer de la page Actualités", { exact: true }).click();
    await page.getByRole("button", { name: "Oui, retirer" }).click();
    await expect(page.getByText(`Actualité « ${title} » retirée de la page Actualités.`)).toBeVisible();
  }
}

/** A job offer made from the list of offers, published, seen on /careers, then taken off again. */
async function careerJourney(page: Page, visit: (path: string) => Promise<void>) {
  const slug = unique("stage-");
  const title = `Stagiaire QHSE ${slug.slice(-6)}`;
  await visit("/admin/news?kind=career");
  // The built-in offers, and only offers.
  await expect(page.locator('[data-post="formateur-hse"]')).toContainText("Offre d'emploi");
  await expect(page.locator('[data-post="formation-internationale-hsst-2025"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Nouvelle actualité" }).click();
  const form = page.locator("form#news-post");
  await expect(form.getByLabel("Type", { exact: true })).toHaveValue("career");
  await form.getByLabel("Adresse de la page").fill(slug);
  await form.getByLabel("Titre · FR", { exact: true }).fill(title);
  await form.getByLabel("Résumé · FR", { exact: true }).fill("Six mois aux côtés de nos formateurs HSE.");
  await form
    .getByLabel("Texte · FR", { exact: true })
    .fill("## Missions\n- Préparer les sessions\n\n## Profil\n- Études en QHSE");
  await form
    .getByLabel("Informations clés · FR (facultatif)", { exact: true })
    .fill("Contrat : Stage, 6 mois");
  await form.getByLabel("Lieu · FR (facultatif)", { exact: true }).fill("Kaloum, Conakry");
  await form.getByRole("button", { name: "Créer le brouillon" }).click();
  await expect(page.getByText(`Brouillon « ${title} » créé.`)).toBeVisible();
  const editor = page.url();
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText(`Offre « ${title} » publiée : elle est en ligne.`)).toBeVisible();
  try {
    await visit("/careers");
    const offer = page.getByRole("article", { name: title });
    await expect(offer).toContainText("Kaloum, Conakry");
    await expect(offer).toContainText("Stage, 6 mois");
    await expect(offer.getByRole("heading", { level: 4 })).toHaveText(["Missions", "Profil"]);
    await expect(offer.getByRole("listitem")).toHaveText(["Préparer les sessions", "Études en QHSE"]);
    // English falls back to the French text.
    await visit("/en/careers");
    await expect(page.getByRole("article", { name: title })).toContainText("Six mois aux côtés");
    // Not a news post. Another journey may be taking its own post off /news at this moment, so
    // the list's links are checked by that journey, not here.
    await page.goto("/news");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  } finally {
    await page.goto(editor);
    await page.getByText("Retirer de la page Carrières", { exact: true }).click();
    await page.getByRole("button", { name: "Oui, retirer" }).click();
    await expect(page.getByText(`Offre « ${title} » retirée de la page Carrières.`)).toBeVisible();
  }
}

/** The seller's fields of the invoices, as typed on the French page, and as stored after. */
const seller = [
  { label: "Raison sociale", typed: "GMS Formation SARL", stored: "GMS Formation SARL" },
  { label: "Pays (code ISO à deux lettres)", typed: "fr", stored: "FR" },
  { label: "SIRET", typed: "123 456 789 00012", stored: "12345678900012" },
  { label: "Numéro de TVA intracommunautaire", typed: "fr 12 345678901", stored: "FR12345678901" },
  { label: "Numéro de déclaration d'activité", typed: "11 75 12345 75", stored: "11 75 12345 75" },
  { label: "Taux de TVA des formations, hors exonération (%)", typed: "5,5", stored: "5,5" },
];

/**
 * The exchange rate typed the French way and the seller of the invoices filled in (a SIRET in
 * groups, a VAT number in lower case, training no longer exempt), then put back as it was.
 */
async function rateJourney(page: Page, visit: (path: string) => Promise<void>) {
  await visit("/admin/settings");
  const rate = page.getByLabel("Taux de change : francs guinéens pour 1 euro");
  const exempt = page.getByRole("group", { name: /Formations exonérées de TVA/ });
  const before = {
    rate: await rate.inputValue(),
    seller: await Promise.all(seller.map((field) => page.getByLabel(field.label).inputValue())),
    exempt: await exempt.getByLabel("Oui").isChecked(),
  };
  const save = page.getByRole("button", { name: "Enregistrer les paramètres" });
  try {
    await rate.fill("9 350,5");
    for (const field of seller) await page.getByLabel(field.label).fill(field.typed);
    await exempt.getByLabel("Non").check();
    await save.click();
    await expect(page.getByText("2 paramètres modifiés : ils s'appliquent dès maintenant.")).toBeVisible();
    // As stored, written the French way.
    await visit("/admin/settings");
    await expect(rate).toHaveValue("9350,5");
    for (const field of seller) await expect(page.getByLabel(field.label)).toHaveValue(field.stored);
    await expect(exempt.getByLabel("Non")).toBeChecked();
    const history = page.getByRole("region", { name: "Historique des modifications" });
    await expect(history.getByRole("row").filter({ hasText: "Taux EUR → GNF" })).toContainText("9350.5");
    await expect(history.getByRole("row").filter({ hasText: "Vendeur sur les factures" })).toContainText(
      "FR12345678901",
    );
    await visit("/en/admin/settings");
    await expect(page.getByLabel("Exchange rate: Guinean francs for 1 euro")).toHaveValue("9350.5");
    await expect(page.getByLabel("VAT rate of training when not exempt (%)")).toHaveValue("5.5");
  } finally {
    await page.goto("/admin/settings");
    await rate.fill(before.rate);
    for (const [index, field] of seller.entries())
      await page.getByLabel(field.label).fill(before.seller[index]!);
    await exempt.getByLabel(before.exempt ? "Oui" : "Non").check();
    await save.click();
    await expect(page.getByText(/paramètres? modifiés?|Aucune valeur n'a changé/)).toBeVisible();
  }
}

test("a news post with a poster and a course, published, seen on /news and its page, then taken off", async ({
  page,
}) => {
  test.slow();
  const staff = await newAdmin(page, "fr", "Saran Kouyaté");
  try {
    await newsJourney(staff.page, staff.visit);
  } finally {
    await staff.context.close();
  }
});

test("a job offer from the list of offers, published, seen on /careers in both languages, then taken off", async ({
  page,
}) => {
  test.slow();
  const staff = await newAdmin(page, "fr", "Fanta Camara");
  try {
    await careerJourney(staff.page, staff.visit);
  } finally {
    await staff.context.close();
  }
});

test("the exchange rate typed the French way and the invoices' seller, shown back and in the history, then put back", async ({
  page,
}) => {
  test.slow();
  const staff = await newAdmin(page, "fr", "Lansana Kaba");
  try {
    await rateJourney(staff.page, staff.visit);
  } finally {
    await staff.context.close();
  }
});
