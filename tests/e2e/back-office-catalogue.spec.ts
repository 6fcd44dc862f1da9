import { photo } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * The back-office's catalogue as an administrator signed in with two factors sees it (one of
 * its own, tests/e2e/staff-accounts.ts): the courses and trainers lists (axe-clean through
 * visit), then a course created with an image that appears on /courses at once, its English
 * marked untranslated, then archived again so the catalogue is left as found.
 */

test("the courses and trainers lists; a course created with an image is on /courses at once, until archived", async ({
  page: visitor,
}) => {
  test.slow();
  const staff = await newAdmin(visitor, "fr", "Aboubacar Diallo");
  const { page, visit } = staff;
  try {
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
  } finally {
    await staff.context.close();
  }
});
