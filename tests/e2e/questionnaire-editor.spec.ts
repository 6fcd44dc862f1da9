import type { Page } from "@playwright/test";
import { clientAddress } from "./back-office-steps";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * An administrator edits a default questionnaire in the back-office: adds a question, moves it,
 * saves, and the page shows the next version. In French with JavaScript and in English without
 * (a context of its own with the same session): the list buttons post the form and the server
 * answers it with its new list. Axe audits the list and the editor in each. Then one gives a
 * course its own knowledge check from the list page, types a question with its right answer,
 * saves the first version and finds it listed against the course.
 */

const words = {
  fr: {
    prefix: "",
    title: "Évaluation à froid",
    version: (n: number) => `Version ${n} en cours`,
    add: "Ajouter une question",
    question: (n: number) => `Question ${n}`,
    type: "Type de question",
    single: "Choix unique",
    label: "Intitulé",
    options: "Réponses proposées (questions à choix)",
    fr: "Français",
    en: "Anglais",
    moveUp: /^Monter/,
    save: (n: number) => `Enregistrer la version ${n}`,
  },
  en: {
    prefix: "/en",
    title: "Employer's evaluation",
    version: (n: number) => `Version ${n} is current`,
    add: "Add a question",
    question: (n: number) => `Question ${n}`,
    type: "Question type",
    single: "Single choice",
    label: "Question text",
    options: "Answer options (choice questions)",
    fr: "French",
    en: "English",
    moveUp: /^Move up/,
    save: (n: number) => `Save version ${n}`,
  },
} as const;

type Lang = keyof typeof words;

async function editQuestionnaire(page: Page, lang: Lang, javaScript: boolean) {
  const w = words[lang];
  const audit = (label: string) => (javaScript ? expectAccessible(page, label) : auditDocument(page, label));
  await page.goto(`${w.prefix}/admin/quality/questionnaires`);
  await audit("the questionnaires");
  await page.getByRole("link", { name: w.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
  await audit("the questionnaire editor");
  const status = page.locator("#questionnaire-version");
  const shown = /Version (\d+)/.exec((await status.textContent()) ?? "");
  expect(shown, "the current version's number").toBeTruthy();
  const version = Number(shown![1]);
  const questions = page.locator("ol > li");
  const count = await questions.count();

  // Adding posts the form (without JavaScript, the server answers it with one more question).
  await page.getByRole("button", { name: w.add }).click();
  await expect(questions).toHaveCount(count + 1);
  const added = page.getByRole("group", { name: w.question(count + 1), exact: true });
  await added.getByLabel(w.type).selectOption({ label: w.single });
  const label = added.getByRole("group", { name: w.label });
  await label.getByLabel(w.fr).fill("La formation était-elle adaptée à votre poste\u00a0?");
  await label.getByLabel(w.en).fill("Was the training suited to your job?");
  const options = added.getByRole("group", { name: w.options });
  await options.getByLabel(w.fr).fill("Oui\nEn partie\nNon");
  await options.getByLabel(w.en).fill("Yes\nPartly\nNo");
  // Moving keeps what was typed and not saved yet.
  await added.getByRole("button", { name: w.moveUp }).click();
  const moved = page.getByRole("group", { name: w.question(count), exact: true });
  await expect(moved.getByRole("group", { name: w.label }).getByLabel(w.en)).toHaveValue(
    "Was the training suited to your job?",
  );
  await expect(moved.getByRole("group", { name: w.options }).getByLabel(w.fr)).toHaveValue(
    "Oui\nEn partie\nNon",
  );

  await page
    .getByRole("button", { name: w.save(version + 1) })
    .first()
    .click();
  await expect(status).toContainText(w.version(version + 1));
  await expect(questions).toHaveCount(count + 1);
  await audit("the editor after saving");
}

test("an administrator adds a question to a default questionnaire and saves its next version, with and without JavaScript", async ({
  page,
  browser,
}) => {
  test.slow();
  const staff = await newAdmin(page, "fr", "Mariama Questionnaires");
  try {
    await editQuestionnaire(staff.page, "fr", true);

    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await staff.context.storageState(),
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    try {
      await editQuestionnaire(await withoutScript.newPage(), "en", false);
    } finally {
      await withoutScript.close();
    }
  } finally {
    await staff.context.close();
  }
});

test("an administrator gives a course its own knowledge check, with the right answers, and saves its first version", async ({
  page,
}) => {
  test.slow();
  // Course 102: no other journey registers for it, so its trainees get no knowledge check by surprise.
  const staff = await newAdmin(page, "fr", "Mariama Connaissances");
  try {
    const admin = staff.page;
    await admin.goto("/admin/quality/questionnaires");
    const create = admin.getByRole("region", { name: "Donner à une formation son propre questionnaire" });
    await create.getByLabel("Type").selectOption({ label: "Test de connaissances (avant et après)" });
    await create.getByLabel("Formation").selectOption({ value: "102" });
    await create.getByRole("button", { name: "Créer le questionnaire" }).click();

    // The editor of the new, empty check: nothing is sent until a version is saved.
    await expect(admin.getByText("Le questionnaire de la formation est créé.")).toBeVisible();
    await expect(admin.locator("#questionnaire-version")).toContainText("Aucune version enregistrée");
    await admin.getByRole("button", { name: "Ajouter une question" }).click();
    const question = admin.getByRole("group", { name: "Question 1", exact: true });
    await question.getByLabel("Type de question").selectOption({ label: "Choix unique" });
    const label = question.getByRole("group", { name: "Intitulé" });
    await label.getByLabel("Français").fill("Quelle est la première chose à faire devant un accident\u00a0?");
    await label.getByLabel("Anglais").fill("What comes first at an accident?");
    const options = question.getByRole("group", { name: "Réponses proposées (questions à choix)" });
    await options.getByLabel("Français").fill("Secourir\nProtéger\nAlerter");
    await options.getByLabel("Anglais").fill("Rescue\nProtect\nAlert");
    await question.getByLabel("Bonnes réponses").fill("2");
    await admin.getByRole("button", { name: "Enregistrer la version 1" }).first().click();
    await expect(admin.locator("#questionnaire-version")).toContainText("Version 1 en cours");
    await expectAccessible(admin, "the knowledge check saved");
    // Saved as typed: the right answer shown back.
    await admin.reload();
    await expect(
      admin.getByRole("group", { name: "Question 1", exact: true }).getByLabel("Bonnes réponses"),
    ).toHaveValue("2");

    // Listed as the course's own check, with its version.
    await admin.goto("/admin/quality/questionnaires");
    const row = admin
      .getByRole("row")
      .filter({ hasText: "Test de connaissances (avant et après)" })
      .filter({ hasText: "Auditeur interne QHSE" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("1");
  } finally {
    await staff.context.close();
  }
});
