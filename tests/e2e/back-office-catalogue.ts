import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

/*
 * The back-office's catalogue as the demo admin signed in with two factors sees it:
 * the courses and trainers lists (axe-clean through visit), then a course created with an image
 * that appears on /courses at once, its English marked untranslated, then archived again so the
 * demo data is left as found. Called from the back-office tour (@demo-admin journey).
 */

export async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 960, height: 540, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
}

export async function tourCatalogue(page: Page, visit: (path: string) => Promise<void>) {
  await visit("/admin/trainers");
  await expect(page.getByRole("heading", { level: 1, name: "Formateurs" })).toBeVisible();
  await visit("/en/admin/courses?state=all&sort=title&dir=asc");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();

  await visit("/admin/courses/new");
  const title = `Formation de démonstration ${Date.now()}`;
  const form = page.locator("#course-form");
  await form.getByLabel("Catégorie").selectOption("qhse");
  for (const [name, value] of [
    ["title.fr", title],
    ["subcategory.fr", "Sécurité"],
    ["description.fr", "Une formation créée par le parcours du back-office."],
    ["duration.fr", "1 jour"],
    ["audience.fr", "Tout public"],
    ["prerequisites.fr", "Aucun"],
    ["price", "450"],
  ] as const)
    await form.locator(`[name="${name}"]`).fill(value);
  await form.getByLabel("Présentiel").check();
  await form
    .locator('input[name="image"]')
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await photo() });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("non traduit").first()).toBeVisible();
  const id = /\/admin\/courses\/(\d+)$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  try {
    await visit("/courses");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.locator("img").first()).toHaveAttribute(
      "src",
      /^\/uploads\/courses\/[a-f0-9]{20}-800\.jpg$/,
    );
    await expect(card.locator("picture source[type='image/avif']")).toHaveAttribute(
      "srcset",
      /-1600\.avif 2x$/,
    );
  } finally {
    await visit(`/admin/courses/${id}`);
    await page.getByText("Archiver la formation").click();
    await page.getByRole("button", { name: "Oui, archiver" }).click();
    await expect(page.getByRole("status").filter({ hasText: "archivée" })).toBeVisible();
  }
  await visit("/courses");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
}
