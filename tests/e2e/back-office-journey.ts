import fs from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { unique } from "../helpers/mailbox";
import { signUpThroughApi, type NewAccount } from "./accounts";
import { photo } from "./back-office-catalogue";
import { expect, expectAccessible, expectLinksWork, test } from "./fixtures";
import { prefix, registrationMail, submitRegistration } from "./registration";

/*
 * The back-office's cross-screen journey ("Journeys in both languages"), as the demo
 * admin signed in with two factors does it, with two new users in browser contexts of their own:
 * a course created with an image, a session scheduled for it (shown on the home page and the
 * course page), one user registers and chooses a bank transfer, another pays through the TEST
 * MODE provider, staff record the transfer (the user sees it paid and downloads the receipt),
 * staff export the course's registrations as CSV (parsed back), cancel the session (both users
 * told by e-mail; the provider's payment refunded, the transfer's refund left for staff), and the
 * audit log shows each change once with its before and after. The course is archived at the end
 * so the catalogue is left as found. Called from the back-office tour (@demo-admin journey).
 */

const words = {
  fr: {
    save: "Enregistrer",
    courseCreated: "Formation créée",
    schedule: "Planifier la session",
    sessionCreated: "Session planifiée",
    payNow: "Payer maintenant",
    transfer: "Virement bancaire",
    testProvider: /TEST MODE/,
    submitPay: /^Payer /,
    approve: "Approuver",
    recordPayment: "Enregistrer le paiement",
    paymentRecorded: "Virement enregistré",
    paid: "Paiement : Payée",
    refundRequested: "Paiement : Remboursement demandé",
    queued: "Remboursement demandé",
    refunded: "Paiement : Remboursée",
    cancelledStatus: "Statut : Annulée",
    receipt: /^Télécharger le reçu \(PDF\)/,
    csvEmail: "E-mail",
    csvPayment: "Paiement",
    csvPaid: "Payée",
    priceKept: /2 inscriptions existantes gardent leur prix actuel \(150,00\s€\)/,
    saveChanges: "Enregistrer les modifications",
    sessionUpdated: "Session modifiée",
    updatedNotified: "2 personnes (inscrites ou en attente) en sont prévenues par e-mail",
    seatsNow: "2 / 5",
    cancelSession: "Annuler la session",
    confirmCancel: "Oui, annuler la session",
    sessionCancelled: "Session annulée",
    cancelDone: "2 inscriptions annulées et prévenues.",
    refundedByProvider: "Remboursements envoyés au prestataire : 1.",
    refundsLeft: "Remboursements à faire à la main (virement ou prestataire sans remboursement) : 1",
    mailCancelled: "est annulée par notre centre",
    mailRefund: "nous vous remboursons intégralement",
    archive: "Archiver la formation",
    archiveConfirm: "Oui, archiver",
    archived: "Formation archivée",
    nothing: "(rien)",
  },
  en: {
    save: "Save",
    courseCreated: "Course created",
    schedule: "Schedule the session",
    sessionCreated: "Session scheduled",
    payNow: "Pay Now",
    transfer: "Bank transfer",
    testProvider: /TEST MODE/,
    submitPay: /^Pay /,
    approve: "Approve",
    recordPayment: "Record the payment",
    paymentRecorded: "Transfer recorded",
    paid: "Payment: Paid",
    refundRequested: "Payment: Refund requested",
    queued: "Refund requested",
    refunded: "Payment: Refunded",
    cancelledStatus: "Status: Cancelled",
    receipt: /^Download the receipt \(PDF\)/,
    csvEmail: "E-mail",
    csvPayment: "Payment",
    csvPaid: "Paid",
    priceKept: /2 existing registrations keep their current price \(€150\.00\)/,
    saveChanges: "Save the changes",
    sessionUpdated: "Session updated",
    updatedNotified: "2 people (registered or waiting) are told by e-mail",
    seatsNow: "2 / 5",
    cancelSession: "Cancel the session",
    confirmCancel: "Yes, cancel the session",
    sessionCancelled: "Session cancelled",
    cancelDone: "2 registrations cancelled and told.",
    refundedByProvider: "Refunds sent to the provider: 1.",
    refundsLeft: "Refunds to make by hand (bank transfer, or a provider without refunds): 1",
    mailCancelled: "has been cancelled by our centre",
    mailRefund: "we are refunding you in full",
    archive: "Archive the course",
    archiveConfirm: "Yes, archive",
    archived: "Course archived",
    nothing: "(nothing)",
  },
} as const;
export type Lang = keyof typeof words;

/** A page of another browser: navigates, checks the status, axe and the links, as `visit` does. */
export function visitorOf(page: Page) {
  return async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status() ?? 0, `status of ${path}`).toBeLessThan(400);
    await expectAccessible(page, path);
    await expectLinksWork(page, path);
  };
}

/** A day `days` from now at `hour`:00 UTC, as a datetime-local value (Conakry is UTC). */
export function wallClock(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/** A new user in a browser context of their own, with a client address of their own. */
export async function newUser(page: Page, lang: Lang, name: string): Promise<User> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` } });
  const account = await signUpThroughApi(context, { lang, name });
  const userPage = await context.newPage();
  return { context, account, page: userPage, visit: visitorOf(userPage) };
}

export interface User {
  context: BrowserContext;
  account: NewAccount;
  page: Page;
  visit: (path: string) => Promise<void>;
}

/** Registers `user` for the session and starts paying with `method` (the dialog or the pay page). */
export async function registerAndPay(
  user: User,
  lang: Lang,
  courseId: string,
  sessionId: string,
  method: "transfer" | "test",
) {
  const text = words[lang];
  const at = prefix(lang);
  await user.visit(`${at}/courses/${courseId}`);
  await user.page.locator(`a[href="${at}/register/${courseId}?session=${sessionId}"]`).first().click();
  await submitRegistration(user.page, lang);
  await expect(user.page).toHaveURL(new RegExp(`${at}/courses/${courseId}$`));
  await user.page.getByRole("link", { name: text.payNow, exact: true }).click();
  const choice = user.page.getByRole("radio", {
    name: method === "transfer" ? text.transfer : text.testProvider,
  });
  await choice.check();
  await user.page.getByRole("button", { name: text.submitPay }).click();
  if (method === "test") {
    await expect(user.page).toHaveURL(new RegExp(`${at}/payments/test/GMS-`));
    await user.page.getByRole("button", { name: text.approve }).click();
  }
  await expect(user.page).toHaveURL(new RegExp(`${at}/payments/GMS-[0-9A-Z-]+$`));
  await expect(user.page.getByTestId("payment-status")).toHaveAttribute(
    "data-status",
    method === "transfer" ? "pending" : "succeeded",
  );
}

/** The audit rows of `action` on the entity `id`: exactly one, its before and after shown. */
export async function expectAudited(
  page: Page,
  visit: (path: string) => Promise<void>,
  lang: Lang,
  action: string,
  id: string,
  before: RegExp,
  after: RegExp,
) {
  await visit(`${prefix(lang)}/admin/audit?action=${action}`);
  const rows = page
    .locator(`[data-audit-action="${action}"]`)
    // The entity's cell names it and links to its page ("/admin/sessions/12").
    .filter({ has: page.locator(`td a[href$="/${id}"]`) });
  await expect(rows, `${action} #${id} once in the audit log`).toHaveCount(1);
  const [beforeText, afterText] = await rows.locator("pre").allTextContents();
  expect(beforeText, `${action} before`).toMatch(before);
  expect(afterText, `${action} after`).toMatch(after);
}

/** The whole journey in one language. */
async function journey(page: Page, visit: (path: string) => Promise<void>, lang: Lang) {
  const text = words[lang];
  const at = prefix(lang);

  // 1. A course with an image, then a session for it in two days (before every demo session).
  const title = `Parcours ${lang} ${unique("")}`;
  await visit(`${at}/admin/courses/new`);
  const form = page.locator("#course-form");
  await form.locator('select[name="category"]').selectOption("qhse");
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
  await form.locator('input[name="formats"][value="presentiel"]').check();
  await form
    .locator('input[name="image"]')
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await photo() });
  await form.getByRole("button", { name: text.save, exact: true }).click();
  await expect(page.getByText(text.courseCreated, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${at}/admin/courses/\\d+$`));
  const courseId = /\/admin\/courses\/(\d+)$/.exec(page.url())![1]!;

  await visit(`${at}/admin/sessions/new`);
  const sessionForm = page.locator("#session-new");
  await sessionForm.locator('select[name="courseId"]').selectOption(courseId);
  await sessionForm.locator('input[name="startsAt"]').fill(wallClock(2, 9));
  await sessionForm.locator('input[name="endsAt"]').fill(wallClock(2, 17));
  await sessionForm.locator('select[name="timeZone"]').selectOption("Africa/Conakry");
  // In person: a remote session's "join live" link answers 409 until it starts (the link check).
  await sessionForm.locator('input[name="format"][value="presentiel"]').check();
  await sessionForm.locator('input[name="city"]').fill("Conakry");
  await sessionForm.locator('input[name="country"]').fill("GN");
  await sessionForm.locator('input[name="totalSeats"]').fill("3");
  await sessionForm.locator('input[name="price"]').fill("150");
  await sessionForm.getByRole("button", { name: text.schedule }).click();
  await expect(page.getByText(text.sessionCreated, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${at}/admin/sessions/\\d+$`));
  const sessionId = /\/admin\/sessions\/(\d+)$/.exec(page.url())![1]!;

  const registerLink = `${at}/register/${courseId}?session=${sessionId}`;
  await visit(at || "/");
  await expect(page.locator(`[data-session-card] a[href="${registerLink}"]`)).toBeVisible();
  await visit(`${at}/courses/${courseId}`);
  await expect(page.locator(`a[href="${registerLink}"]`).first()).toBeVisible();

  // 2. Two users: one chooses a bank transfer, the other pays through the TEST MODE provider.
  const byTransfer = await newUser(page, lang, "Mariama Sow");
  const byProvider = await newUser(page, lang, "Ibrahima Bah");
  try {
    await registerAndPay(byTransfer, lang, courseId, sessionId, "transfer");
    await registerAndPay(byProvider, lang, courseId, sessionId, "test");

    // 3. Staff record the transfer on the registration's page.
    await visit(
      `${at}/admin/registrations?course=${courseId}&q=${encodeURIComponent(byTransfer.account.email)}`,
    );
    const row = page.locator("[data-registration]");
    await expect(row).toHaveCount(1);
    const registrationId = (await row.getAttribute("data-registration"))!;
    await visit(`${at}/admin/registrations/${registrationId}`);
    const payment = page.locator("#record-transfer");
    await expect(payment.locator('select[name="reference"] option').first()).toHaveText(/^GMS-/);
    await payment.locator('input[name="confirm"]').check();
    await payment.getByRole("button", { name: text.recordPayment }).click();
    await expect(page.getByText(text.paymentRecorded, { exact: true }).first()).toBeVisible();
    await expect(page.locator("[data-payment-status]")).toHaveAttribute("data-payment-status", "paid");

    // The user sees it paid and downloads the receipt, a PDF.
    await byTransfer.visit(`${at}/profile/registrations`);
    const mine = byTransfer.page.getByRole("article").filter({ hasText: title });
    await expect(mine.getByText(text.paid)).toBeVisible();
    const [download] = await Promise.all([
      byTransfer.page.waitForEvent("download"),
      mine.getByRole("link", { name: text.receipt }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await fs.readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // 4. The course's registrations as CSV, with the admin's cookies, parsed back.
    const csv = await page.request.get(`${at}/admin/registrations/export.csv?course=${courseId}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    const body = (await csv.body()).toString("utf8");
    expect(body.charCodeAt(0), "a UTF-8 BOM first").toBe(0xfeff);
    // Separated by ";" in French, "," in English; a cell holding either is quoted.
    const records: Record<string, string>[] = parse(body.slice(1), { columns: true, delimiter: [";", ","] });
    expect(records).toHaveLength(2);
    const record = records.find((candidate) => candidate[text.csvEmail] === byTransfer.account.email);
    expect(record?.[text.csvPayment]).toBe(text.csvPaid);

    // 5. Staff cancel the session: both told, the provider's payment refunded, the transfer left to staff.
    await visit(`${at}/admin/sessions/${sessionId}`);
    // By the price field: a new price would leave the two registrations at the one they paid.
    await expect(page.locator("form#session-edit").getByText(text.priceKept)).toBeVisible();
    // Staff edit the session through its form: more seats and another place; both registrants told.
    const editForm = page.locator("form#session-edit");
    await editForm.locator('input[name="totalSeats"]').fill("5");
    await editForm.locator('input[name="city"]').fill("Kindia");
    await editForm.getByRole("button", { name: text.saveChanges }).click();
    const updated = page.locator("[data-sonner-toast]").filter({ hasText: text.sessionUpdated });
    await expect(updated).toContainText(text.updatedNotified);
    await expect(page.getByText(text.seatsNow, { exact: false }).first()).toBeVisible();
    await expect(
      page
        .locator("dl")
        .getByText(/Kindia/)
        .first(),
    ).toBeVisible();
    await registrationMail(byTransfer.account.email, "session-changed");
    await registrationMail(byProvider.account.email, "session-changed");
    await page.locator("summary", { hasText: text.cancelSession }).click();
    await expectAccessible(page, "a session's cancellation asked");
    await page.getByRole("button", { name: text.confirmCancel }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: text.sessionCancelled });
    await expect(toast).toContainText(text.cancelDone);
    await expect(toast).toContainText(text.refundedByProvider);
    await expect(toast).toContainText(text.refundsLeft);

    const [told] = await registrationMail(byTransfer.account.email, "cancelled");
    expect(told?.text).toContain(text.mailCancelled);
    expect(told?.text).toContain(text.mailRefund);
    await registrationMail(byProvider.account.email, "cancelled");

    await byTransfer.visit(`${at}/profile/registrations`);
    const cancelled = byTransfer.page.getByRole("article").filter({ hasText: title });
    await expect(cancelled.getByText(text.cancelledStatus)).toBeVisible();
    await expect(cancelled.getByText(text.refundRequested)).toBeVisible();
    await byProvider.visit(`${at}/profile/registrations`);
    const refunded = byProvider.page.getByRole("article").filter({ hasText: title });
    await expect(refunded.getByText(text.cancelledStatus)).toBeVisible();
    await expect(refunded.getByText(text.refunded)).toBeVisible();

    // Staff's queue: the transfer's refund, left to them, under the payment filter's own value.
    await visit(`${at}/admin/registrations?course=${courseId}&payment=refund-requested`);
    const queued = page.locator("[data-registration]");
    await expect(queued).toHaveCount(1);
    await expect(queued).toHaveAttribute("data-registration", registrationId);
    await expect(queued).toContainText(text.queued);
    // Its page says what is left to refund and how (axe runs on it with the visit).
    await visit(`${at}/admin/registrations/${registrationId}`);
    await expect(page.locator("[data-payment-status]")).toHaveAttribute(
      "data-payment-status",
      "refund-requested",
    );
    await expect(page.locator("[data-refund-request]")).toContainText("npm run payment:refund -- GMS-");

    // 6. Each change once in the audit log, with its before and after.
    const nothing = new RegExp(`^${text.nothing.replace(/[()]/g, "\\$&")}$`);
    await expectAudited(page, visit, lang, "course_create", courseId, nothing, new RegExp(title));
    await expectAudited(page, visit, lang, "session_create", sessionId, nothing, /"totalSeats": 3/);
    await expectAudited(
      page,
      visit,
      lang,
      "registration_mark_paid",
      registrationId,
      /"paymentStatus": "pending"/,
      /"paymentStatus": "paid"/,
    );
    await expectAudited(
      page,
      visit,
      lang,
      "session_cancel",
      sessionId,
      /"status": "scheduled"/,
      /"status": "cancelled"/,
    );
  } finally {
    await byTransfer.context.close();
    await byProvider.context.close();
  }

  // The catalogue left as found.
  await visit(`${at}/admin/courses/${courseId}`);
  await page.locator("summary", { hasText: text.archive }).click();
  await page.getByRole("button", { name: text.archiveConfirm }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.archived })).toBeVisible();
}

/** The journey in French, then in English. */
export async function backOfficeJourney(page: Page, visit: (path: string) => Promise<void>) {
  // The tour's own budget, plus about 90 s a language on an idle machine, with room for a busy one.
  test.info().setTimeout(test.info().timeout + 360_000);
  for (const lang of ["fr", "en"] as const) await journey(page, visit, lang);
}
