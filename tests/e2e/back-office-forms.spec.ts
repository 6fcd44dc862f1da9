import type { Page } from "@playwright/test";
import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { readPdf } from "../helpers/pdf";
import { signInThroughApi } from "./accounts";
import {
  courseTitle,
  createCourse,
  expectAudited,
  idOf,
  newUser,
  putAway,
  registerAndPay,
  scheduleSession,
  toast,
  wallClock,
  type Made,
} from "./back-office-steps";
import { expect, test } from "./fixtures";
import { registrationMail, submitRegistration } from "./registration";
import { newAdmin } from "./staff-accounts";
import { setUpTwoFactor, twoFactorTexts } from "./two-factor-steps";

/*
 * Every back-office form the other journeys do not submit, submitted through its page, each
 * checked by its effect elsewhere: another page, an e-mail, the audit log. Each test has an
 * administrator of its own signed in with two factors (tests/e2e/staff-accounts.ts) and makes
 * the course and sessions it works on, so that the tests run beside each other and beside every
 * other journey: accounts named moderator and administrator (after the confirmation), disabled
 * and enabled again; trainers and a course; sessions (seats, dates, price, trainer, course); a
 * registration's hold, move, confirmation, cash payment and cancellation; a refund; a message
 * put back to unread and answered. Each test's sessions are cancelled and its course archived at
 * the end, so the catalogue is left as found.
 */

/** A date as the site writes a session's day (formatDate "long", in Conakry). */
function longDate(days: number, lang: "fr" | "en"): string {
  const day = new Date(`${wallClock(days, 12)}:00Z`);
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-GB", {
    timeZone: "Africa/Conakry",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(day);
}

/** A trainer made through the (English) form; returns its id. */
async function createTrainer(page: Page, visit: (path: string) => Promise<void>, name: string) {
  await visit("/en/admin/trainers/new");
  const trainer = page.locator("#trainer-form");
  for (const [field, value] of [
    ["name", name],
    ["title.fr", "Formatrice en sécurité incendie"],
    ["title.en", "Fire safety trainer"],
    ["experience.fr", "12 ans d'expérience"],
    ["bio.fr", "Formatrice des équipes de première intervention."],
    ["specialties.fr", "Évacuation\nExtincteurs"],
  ] as const)
    await trainer.locator(`[name="${field}"]`).fill(value);
  await trainer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Trainer created")).toBeVisible();
  return idOf(page, /\/admin\/trainers\/(\d+)$/);
}

/** What a test made: put away at its end. */
function making(): Made & { courseTitle: string; trainerId: string; trainerName: string } {
  return { courseId: "", sessions: [], courseTitle: "", trainerId: "", trainerName: "" };
}

// Each test sets up its administrator, then checks its effects on other pages, each audited with axe.
test.describe.configure({ timeout: 360_000 });

test("people: a moderator and an administrator named after a confirmation (the latter's sterner), an account disabled and enabled", async ({
  page: visitor,
}) => {
  const staff = await newAdmin(visitor, "fr", "Oumou Sangaré");
  const { page, visit } = staff;
  const helper = await newUser(page, "fr", "Sekou Camara");
  const admin = await newUser(page, "en", "Aminata Keïta");
  try {
    // French: a moderator, after the confirmation.
    await visit(`/admin/people?q=${encodeURIComponent(helper.account.email)}`);
    await visit((await page.locator(`[data-person="${helper.account.email}"] a`).getAttribute("href")) ?? "");
    const helperId = idOf(page, /\/admin\/people\/([^/]+)$/);
    await page.locator("summary", { hasText: "Nommer modérateur" }).click();
    await expect(page.getByText(/Sekou Camara pourra consulter tout le back-office/)).toBeVisible();
    await page.getByRole("button", { name: "Oui, nommer modérateur" }).click();
    await expect(toast(page, "Rôle modifié")).toBeVisible();
    await expect(page.locator("dd[data-role]")).toHaveText("Modérateur");
    // Their own browser now opens the back-office.
    expect((await helper.page.goto("/admin"))?.status()).toBe(200);

    // Disabled: their open session ends at once; enabled: they sign in again.
    await page.locator("summary", { hasText: "Désactiver le compte" }).click();
    await page.getByRole("button", { name: "Oui, désactiver le compte" }).click();
    await expect(toast(page, "Compte désactivé")).toBeVisible();
    await expect(page.locator("dd[data-state]")).toHaveAttribute("data-state", "disabled");
    expect((await helper.page.goto("/admin"))?.status()).toBe(401);
    await page.getByRole("button", { name: "Réactiver le compte" }).click();
    await expect(toast(page, "Compte réactivé")).toBeVisible();
    await expect(page.locator("dd[data-state]")).toHaveAttribute("data-state", "active");
    await signInThroughApi(helper.context, helper.account);
    expect((await helper.page.goto("/admin"))?.status()).toBe(200);

    // English: an administrator, the confirmation saying what it gives.
    const future = admin.account;
    await visit(`/en/admin/people?q=${encodeURIComponent(future.email)}`);
    await visit((await page.locator(`[data-person="${future.email}"] a`).getAttribute("href")) ?? "");
    const adminId = idOf(page, /\/admin\/people\/([^/]+)$/);
    await page.locator("summary", { hasText: "Make administrator" }).click();
    await expect(
      page.getByText(
        /^Warning: Aminata Keïta will be able to change everything, including every account's role/,
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Yes, make administrator" }).click();
    await expect(toast(page, "Role changed")).toBeVisible();
    await expect(page.locator("dd[data-role]")).toHaveText("Administrator");
    // Their browser is now sent to set up two-factor before the back-office.
    const gate = await admin.page.request.get("/en/admin", { maxRedirects: 0 });
    expect(gate.status()).toBe(302);
    expect(gate.headers()["location"]).toMatch(/^\/en\/profile\/two-factor\?required=1/);

    // The log names both, linked to their page.
    const entry = (action: string, id: string) =>
      page
        .locator(`[data-audit-action="${action}"]`)
        .filter({ has: page.locator(`a[href="/admin/people/${id}"]`) });
    await visit("/admin/audit?action=user_role_change");
    for (const [id, name, email] of [
      [helperId, "Sekou Camara", helper.account.email],
      [adminId, "Aminata Keïta", future.email],
    ] as const) {
      const row = entry("user_role_change", id);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("link")).toHaveText(name);
      await expect(row).toContainText(email);
      await expect(row).toContainText("Rôle modifié");
    }
    await visit("/admin/audit?action=user_disable");
    await expect(entry("user_disable", helperId)).toContainText("Compte désactivé");
    await visit("/admin/audit?action=user_enable");
    await expect(entry("user_enable", helperId)).toContainText("Compte réactivé");

    // The new administrator sets up two-factor on its way to the back-office, and is let in.
    await admin.visit(`/en/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/en/admin")}`);
    await setUpTwoFactor(admin.page, twoFactorTexts.en, admin.account.password);
    await admin.visit("/en/admin");
    await expect(admin.page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  } finally {
    await helper.context.close();
    await admin.context.close();
    await staff.context.close();
  }
});

test("(en, fr) a trainer created and edited, a course edited (its trainer, its price), archived and brought back", async ({
  page: visitor,
}) => {
  const staff = await newAdmin(visitor, "en", "Mariam Keïta");
  const { page, visit } = staff;
  const made = making();
  try {
    await visit("/en/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();

    // A trainer, created then edited.
    made.trainerName = `Kadiatou ${unique("Trainer ")}`;
    made.trainerId = await createTrainer(page, visit, made.trainerName);
    // Edited from the French page: the English list shows the new role.
    await visit(`/admin/trainers/${made.trainerId}`);
    await page.locator('#trainer-form [name="title.en"]').fill("Lead fire safety trainer");
    await page.locator("#trainer-form").getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(toast(page, "Formateur enregistré")).toBeVisible();
    await visit(`/en/admin/trainers?q=${encodeURIComponent(made.trainerName)}`);
    await expect(page.locator("tr").filter({ hasText: made.trainerName })).toContainText(
      "Lead fire safety trainer",
    );

    // A course (made as the other journeys make one), then edited: its trainer, its price.
    made.courseTitle = `Parcours des formulaires ${unique("")}`;
    await visit("/en/admin/courses/new");
    const course = page.locator("#course-form");
    await course.locator('select[name="category"]').selectOption("fire");
    for (const [name, value] of [
      ["title.fr", made.courseTitle],
      ["subcategory.fr", "Incendie"],
      ["description.fr", "Une formation créée par le parcours des formulaires."],
      ["duration.fr", "1 jour"],
      ["audience.fr", "Tout public"],
      ["prerequisites.fr", "Aucun"],
      ["price", "450"],
    ] as const)
      await course.locator(`[name="${name}"]`).fill(value);
    await course.locator('input[name="formats"][value="presentiel"]').check();
    await course.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Course created")).toBeVisible();
    made.courseId = idOf(page, /\/admin\/courses\/(\d+)$/);
    await page.locator(`#course-form input[name="trainers"][value="${made.trainerId}"]`).check();
    await page.locator('#course-form [name="price"]').fill("380");
    await page.locator("#course-form").getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Course saved")).toContainText("€380.00");
    await visit(`/en/courses/${made.courseId}?tab=trainers`);
    await expect(page.getByRole("heading", { level: 3, name: made.trainerName })).toBeVisible();
    await expect(page.getByText("Lead fire safety trainer")).toBeVisible();
    await expect(page.getByText("€380.00").first()).toBeVisible();

    // Archived, then brought back: on the catalogue again.
    await visit(`/en/admin/courses/${made.courseId}`);
    await page.locator("summary", { hasText: "Archive the course" }).click();
    await page.getByRole("button", { name: "Yes, archive" }).click();
    await expect(toast(page, "Course archived")).toBeVisible();
    expect((await page.request.get(`/en/courses/${made.courseId}`)).status()).toBe(404);
    await page.getByRole("button", { name: "Bring back to the catalogue" }).click();
    await expect(toast(page, "Course brought back")).toBeVisible();
    await visit(`/en/courses/${made.courseId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(made.courseTitle);
    await expectAudited(page, visit, "en", "trainer_create", made.trainerId, /^\(nothing\)$/, /Fire safety/);
  } finally {
    await putAway(page, "en", made);
    await staff.context.close();
  }
});

test("(fr) sessions: seats, dates, price and trainer changed, one moved to another course", async ({
  page: visitor,
}) => {
  const staff = await newAdmin(visitor, "fr", "Nènè Bangoura");
  const { page, visit } = staff;
  const made = making();
  try {
    made.trainerName = `Kadiatou ${unique("Trainer ")}`;
    made.trainerId = await createTrainer(page, visit, made.trainerName);
    made.courseId = await createCourse(page, visit, "fr", {
      title: courseTitle("Parcours des sessions"),
      category: "fire",
      subcategory: "Incendie",
    });
    const schedule = async (days: number) => {
      const id = await scheduleSession(page, visit, "fr", {
        courseId: made.courseId,
        days,
        seats: 4,
        price: 150,
      });
      made.sessions.push(id);
      return id;
    };
    const first = await schedule(10);
    await schedule(12);
    const third = await schedule(13);

    // The first: a day later, two more seats, a lower price, the new trainer.
    await visit(`/admin/sessions/${first}`);
    const edit = page.locator("form#session-edit");
    await edit.locator('input[name="startsAt"]').fill(wallClock(11, 9));
    await edit.locator('input[name="endsAt"]').fill(wallClock(11, 17));
    await edit.locator('input[name="totalSeats"]').fill("6");
    await edit.locator('input[name="price"]').fill("120");
    await edit.locator('select[name="trainerId"]').selectOption(made.trainerId);
    await edit.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(toast(page, "Session modifiée")).toBeVisible();
    await expect(page.locator("dl").getByText(made.trainerName)).toBeVisible();
    await expect(page.locator("dl").getByText("0 / 6")).toBeVisible();
    // The course's page shows the new day, price and seats.
    await visit(`/courses/${made.courseId}`);
    const card = page
      .locator("[data-session-card]")
      .filter({ has: page.locator(`a[href="/register/${made.courseId}?session=${first}"]`) });
    await expect(card).toContainText(new RegExp(longDate(11, "fr"), "i"));
    await expect(card).toContainText("120,00");
    await expect(card).toContainText("sur 6");
    // The attendance sheet names the session's trainer.
    const sheet = await page.request.get(`/admin/sessions/${first}/attendance.pdf`);
    expect(sheet.status()).toBe(200);
    expect((await readPdf(await sheet.body())).pages.join(" ")).toContain(`Formateur ${made.trainerName}`);

    // The third goes to another course: it leaves this course's page for that one's.
    await visit(`/admin/sessions/${third}`);
    await page.locator('form#session-edit select[name="courseId"]').selectOption("101");
    await page
      .locator("form#session-edit")
      .getByRole("button", { name: "Enregistrer les modifications" })
      .click();
    await expect(toast(page, "Session modifiée")).toBeVisible();
    await visit("/courses/101");
    await expect(page.locator(`a[href="/register/101?session=${third}"]`).first()).toBeVisible();
    await visit(`/courses/${made.courseId}`);
    await expect(page.locator(`a[href*="session=${third}"]`)).toHaveCount(0);

    await expectAudited(page, visit, "fr", "session_update", first, /"totalSeats": 4/, /"totalSeats": 6/);
  } finally {
    await putAway(page, "fr", made);
    await staff.context.close();
  }
});

test("(fr) a registration: its hold extended, moved, its confirmation sent again, paid in cash, cancelled", async ({
  page: visitor,
}) => {
  const staff = await newAdmin(visitor, "fr", "Fatou Camara");
  const { page, visit } = staff;
  const made = making();
  const person = await newUser(page, "fr", "Fanta Condé");
  try {
    made.courseTitle = courseTitle("Parcours des inscriptions");
    made.courseId = await createCourse(page, visit, "fr", { title: made.courseTitle });
    const first = await scheduleSession(page, visit, "fr", {
      courseId: made.courseId,
      days: 11,
      seats: 6,
      price: 120,
    });
    const second = await scheduleSession(page, visit, "fr", {
      courseId: made.courseId,
      days: 12,
      seats: 4,
      price: 150,
    });
    made.sessions.push(first, second);
    await person.visit(`/courses/${made.courseId}`);
    await person.page.locator(`a[href="/register/${made.courseId}?session=${first}"]`).first().click();
    await submitRegistration(person.page, "fr");
    await expect(person.page).toHaveURL(new RegExp(`/courses/${made.courseId}$`));
    await registrationMail(person.account.email, "confirmed");

    await visit(`/admin/registrations?course=${made.courseId}&q=${encodeURIComponent(person.account.email)}`);
    const id = (await page.locator("[data-registration]").getAttribute("data-registration"))!;
    const registration = `/admin/registrations/${id}`;
    await visit(registration);

    // The unpaid seat's hold, moved to later: said on the page and by e-mail.
    await page.locator('#extend-hold input[name="until"]').fill(wallClock(5, 12));
    await page.getByRole("button", { name: "Prolonger le délai" }).click();
    await expect(toast(page, "Délai prolongé")).toBeVisible();
    await expect(page.getByTestId("hold-until")).toContainText("délai prolongé par l'équipe");
    await registrationMail(person.account.email, "hold-extended");

    // To the second session: that session's page lists the person, who is told.
    await page.locator('#move-registration select[name="session"]').selectOption(second);
    await page.getByRole("button", { name: "Changer de session" }).click();
    await expect(toast(page, "Session changée")).toBeVisible();
    await registrationMail(person.account.email, "confirmed", 2);
    await visit(`/admin/sessions/${second}`);
    await expect(page.locator(`[data-registration="${id}"]`)).toContainText(person.account.email);

    // The confirmation again.
    await visit(registration);
    await page.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).click();
    await expect(toast(page, "E-mail renvoyé")).toBeVisible();
    await registrationMail(person.account.email, "confirmed", 3);

    // Paid in cash, what is owed: the person sees it paid.
    const transfer = page.locator("#record-transfer");
    const owed = /([\d\s\u202f\u00a0]+,\d{2})/.exec(
      (await transfer.locator("[data-owed]").textContent()) ?? "",
    );
    expect(owed, "the amount owed").toBeTruthy();
    await transfer.locator('input[name="method"][value="cash"]').check();
    await transfer.locator('select[name="reference"]').selectOption("");
    await transfer.locator('input[name="amount"]').fill(owed![1]!.replace(/\s/g, ""));
    await transfer.locator('input[name="receipt"]').fill("Reçu 42");
    await transfer.locator('input[name="confirm"]').check();
    await transfer.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(toast(page, "Paiement enregistré")).toBeVisible();
    await expect(page.locator("[data-payment-status]")).toHaveAttribute("data-payment-status", "paid");
    await person.visit("/profile/registrations");
    const mine = person.page.getByRole("article").filter({ hasText: made.courseTitle });
    await expect(mine.getByText("Paiement : Payée")).toBeVisible();

    // Cancelled: paid, so a refund is owed; the person is told.
    await visit(registration);
    await page.locator("summary", { hasText: "Annuler l'inscription" }).click();
    await page.getByRole("button", { name: "Oui, annuler l'inscription" }).click();
    await expect(toast(page, "Inscription annulée")).toContainText("un remboursement est à faire");
    await expect(page.locator("dd[data-status]")).toHaveAttribute("data-status", "cancelled");
    await registrationMail(person.account.email, "cancelled");
    await person.visit("/profile/registrations");
    await expect(
      person.page.getByRole("article").filter({ hasText: made.courseTitle }).getByText("Statut : Annulée"),
    ).toBeVisible();
    await expectAudited(
      page,
      visit,
      "fr",
      "registration_hold_extend",
      id,
      /"holdUntil": "\d{4}-/,
      new RegExp(`"holdUntil": "${wallClock(5, 12)}`),
    );
  } finally {
    await person.context.close();
    await putAway(page, "fr", made);
    await staff.context.close();
  }
});

test("(en) a payment refunded in part: the payer told, the log says staff made it", async ({
  page: visitor,
}) => {
  const staff = await newAdmin(visitor, "en", "Alpha Sylla");
  const { page, visit } = staff;
  const made = making();
  const payer = await newUser(page, "en", "Ibrahima Sylla");
  try {
    made.courseId = await createCourse(page, visit, "en", {
      title: courseTitle("Parcours des remboursements"),
    });
    const first = await scheduleSession(page, visit, "en", {
      courseId: made.courseId,
      days: 11,
      seats: 6,
      price: 120,
    });
    made.sessions.push(first);
    await registerAndPay(payer, "en", made.courseId, first, "test");
    await visit(
      `/en/admin/registrations?course=${made.courseId}&q=${encodeURIComponent(payer.account.email)}`,
    );
    const id = (await page.locator("[data-registration]").getAttribute("data-registration"))!;
    await visit(`/en/admin/registrations/${id}`);
    const refund = page.locator("#refund-payment");
    await expect(refund.locator('select[name="payment"] option').first()).toContainText("€120.00");
    await refund.locator('input[name="amount"]').fill("50");
    await refund.locator("summary", { hasText: "Refund" }).click();
    await refund.getByRole("button", { name: "Yes, refund" }).click();
    await expect(toast(page, "Refund made")).toContainText("€50.00");
    await expect(page.locator('#refund-payment select[name="payment"] option').first()).toContainText(
      "€70.00",
    );
    const [mail] = await waitForMail(() => messagesTo(payer.account.email, ofKind("payment-refunded")));
    expect(mail?.text).toContain("€50.00");

    await visit("/en/admin/audit?action=registration_refund");
    const row = page
      .locator('[data-audit-action="registration_refund"]')
      .filter({ has: page.locator(`a[href="/en/admin/registrations/${id}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Refund made by staff");
    await expect(row.getByRole("link")).toHaveText("Ibrahima Sylla");
    await expect(row).toContainText(payer.account.email);
  } finally {
    await payer.context.close();
    await putAway(page, "en", made);
    await staff.context.close();
  }
});

test("(fr) a message put back to unread, then answered by e-mail", async ({ page, visit }) => {
  const subject = unique("Devis pour 6 personnes ");
  const email = `${unique("contact")}@example.com`;
  await visit("/contact");
  const form = page.locator("form#contact-form");
  await form.getByLabel("Nom complet").fill("Mariama Bah");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Sujet").fill(subject);
  await form.getByLabel("Message").fill("Bonjour,\nquel est votre tarif pour un groupe ?");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText(/Votre message a bien été envoyé/)).toBeVisible();

  const staff = await newAdmin(page, "fr", "Djénabou Sow");
  const { page: staffPage, visit: staffVisit } = staff;
  try {
    const row = staffPage.locator("[data-message]", { hasText: subject });
    await staffVisit(`/admin/messages?q=${encodeURIComponent(subject)}`);
    const link = (await row.locator("a").first().getAttribute("href")) ?? "";
    await staffVisit(link);
    await expect(staffPage.locator("dd[data-status]")).toHaveText("Lu");
    await staffPage.getByRole("button", { name: "Remettre en non lu" }).click();
    await expect(toast(staffPage, "Message remis en non lu")).toBeVisible();
    await staffVisit(`/admin/messages?status=unread&q=${encodeURIComponent(subject)}`);
    await expect(row).toHaveAttribute("data-status", "unread");

    await staffVisit(link);
    await staffPage.getByLabel("Votre réponse").fill("Bonjour Mariama,\nle tarif de groupe est sur la page.");
    await staffPage.getByRole("button", { name: "Envoyer la réponse" }).click();
    await expect(toast(staffPage, "Réponse envoyée")).toBeVisible();
    await expect(staffPage.locator("dd[data-status]")).toHaveText("Répondu");
    const [reply] = await waitForMail(() => messagesTo(email, (mail) => mail.subject === `Re : ${subject}`));
    expect(reply?.text).toContain("le tarif de groupe est sur la page.");
    await staffVisit("/admin/audit?action=contact_message_unread");
    await expect(
      staffPage.locator('[data-audit-action="contact_message_unread"]').filter({ hasText: subject }),
    ).toHaveCount(1);
  } finally {
    await staff.context.close();
  }
});
