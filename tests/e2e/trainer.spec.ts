import type { Locator, Page } from "@playwright/test";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * The trainer's page on a phone, the venue's network cut while attendance is taken: the demo
 * moderator trains the demo in-person session (db/seed, id 16, in progress from the seed day),
 * where the demo users and three demo attendees are confirmed. Each language takes its own
 * half-day (French the morning, English the afternoon), so the two run side by side.
 */
test.use({ viewport: { width: 390, height: 844 } });

const copy = {
  fr: {
    path: "/trainer",
    heading: "Feuille de présence",
    part: /^Matin/,
    present: "Présent (signature)",
    absent: "Absent",
    late: "En retard",
    arrival: "Heure d'arrivée",
    saveLate: "Enregistrer le retard",
    typed: /signer au clavier/,
    confirm: "Valider la signature",
    signSheet: "Signer la feuille de cette demi-journée",
    waiting: "5 envois en attente",
    allSent: "Tout est envoyé.",
    offline: /Hors connexion/,
    states: {
      signed: "Présent (signé)",
      absent: "Absent",
      late: "En retard (arrivé à 08:40)",
    },
    sheetSigned: "Feuille signée par le formateur.",
    code: "Afficher le QR code de présence",
    codePart: "morning",
  },
  en: {
    path: "/en/trainer",
    heading: "Attendance sheet",
    part: /^Afternoon/,
    present: "Present (signature)",
    absent: "Absent",
    late: "Late",
    arrival: "Arrival time",
    saveLate: "Record the late arrival",
    typed: /sign with the keyboard/,
    confirm: "Confirm the signature",
    signSheet: "Sign this half-day's sheet",
    waiting: "5 uploads waiting",
    allSent: "Everything is sent.",
    offline: /Offline/,
    states: {
      signed: "Present (signed)",
      absent: "Absent",
      late: "Late (arrived at 01:40 PM)",
    },
    sheetSigned: "Sheet signed by the trainer.",
    code: "Show the attendance QR code",
    codePart: "afternoon",
  },
} as const;

const row = (halfDay: Locator, name: string) => halfDay.getByRole("listitem").filter({ hasText: name });

/** A signature drawn with the mouse: a few strokes across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), {
      steps: 3,
    });
  await page.mouse.up();
}

for (const lang of ["fr", "en"] as const) {
  const t = copy[lang];
  test(`${lang}: the trainer takes attendance offline, and it reaches the server once the network returns`, async ({
    page,
  }) => {
    await signInThroughApi(page.context(), demoAccount("moderator"));
    const response = await page.goto(t.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    // Installable: its manifest, scoped to the page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      `${t.path}/manifest.webmanifest`,
    );
    // The service worker controls the page and has kept its files: the network may go.
    await expect(page.locator("[data-offline-ready=true]")).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/trainer\/sw\.js$/,
    );
    await expectAccessible(page, `${t.path} online`);

    await page.context().setOffline(true);
    await expect(page.getByTestId("sync-status")).toContainText(t.offline);
    const halfDay = page.getByTestId("session-16").getByRole("region", { name: t.part });
    await expect(halfDay.getByRole("link", { name: t.code })).toHaveAttribute(
      "href",
      new RegExp(`/trainer/sessions/16/code\\?day=\\d{4}-\\d{2}-\\d{2}&part=${t.codePart}$`),
    );

    // Fatoumata signs with a finger (the mouse here).
    await row(halfDay, "Fatoumata Utilisatrice").getByRole("button", { name: t.present }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, `${t.path} signature pad`);
    await drawSignature(page);
    await page.getByRole("button", { name: t.confirm }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await row(halfDay, "Ibrahima Participant").getByRole("button", { name: t.absent }).click();

    await row(halfDay, "Aminata Bah").getByRole("button", { name: t.late }).click();
    await row(halfDay, "Aminata Bah")
      .getByLabel(t.arrival)
      .fill(lang === "fr" ? "08:40" : "13:40");
    await row(halfDay, "Aminata Bah").getByRole("button", { name: t.saveLate }).click();

    // Ibrahima Sylla signs with the keyboard alone: the typed name becomes the signature.
    await row(halfDay, "Ibrahima Sylla").getByRole("button", { name: t.present }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByLabel(t.typed)).toBeFocused();
    await page.keyboard.type("Ibrahima Sylla");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: t.confirm })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();

    // The trainer closes the half-day's sheet.
    await halfDay.getByRole("button", { name: t.signSheet }).click();
    await drawSignature(page);
    await page.getByRole("button", { name: t.confirm }).click();

    await expect(page.getByTestId("sync-status")).toContainText(t.waiting);
    await expectAccessible(page, `${t.path} offline, waiting`);

    // Reopened with no network at all: the page, its list and what waits are all still there.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByTestId("sync-status")).toContainText(t.waiting);
    await expect(
      row(page.getByTestId("session-16").getByRole("region", { name: t.part }), "Ibrahima Participant"),
    ).toContainText(t.states.absent);

    await page.context().setOffline(false);
    await expect(page.getByTestId("sync-status")).toHaveText(t.allSent, { timeout: 30_000 });

    // What the server has, read back from a fresh page: each mark once, the sheet signed.
    await page.reload();
    const after = page.getByTestId("session-16").getByRole("region", { name: t.part });
    await expect(row(after, "Fatoumata Utilisatrice").getByTestId("state")).toHaveText(t.states.signed);
    await expect(row(after, "Ibrahima Participant").getByTestId("state")).toHaveText(t.states.absent);
    await expect(row(after, "Aminata Bah").getByTestId("state")).toHaveText(t.states.late);
    await expect(row(after, "Ibrahima Sylla").getByTestId("state")).toHaveText(t.states.signed);
    await expect(after.getByText(t.sheetSigned)).toBeVisible();
    await expect(page.getByTestId("sync-status")).toHaveText(t.allSent);

    // The rest of the site stays out of the worker's reach.
    await page.goto(lang === "fr" ? "/courses" : "/en/courses");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
}

test("a signed-in account that trains no session gets the 403 page; a visitor is sent to sign in", async ({
  page,
}) => {
  await page.goto("/trainer");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ftrainer$/);
  await signInThroughApi(page.context(), demoAccount("user"));
  const response = await page.goto("/en/trainer");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "For trainers only" })).toBeVisible();
  await expectAccessible(page, "/en/trainer forbidden");
});
