import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { unique } from "../helpers/mailbox";
import { createCourse, newUser, registerAndPay, scheduleSession, expectAudited } from "./back-office-steps";
import { expect, expectAccessible, test } from "./fixtures";
import { prefix, registrationMail } from "./registration";
import { newAdmin } from "./staff-accounts";

/*
 * The back-office's cross-screen journey ("Journeys in both languages"), as the demo
 * admin signed in with two factors does it, with two new users in browser contexts of their own:
 * a course created with an image, a session scheduled for it (shown on the home page and the
 * course page), one user registers and chooses a bank transfer, another pays through the TEST
 * MODE provider, staff record the transfer (the user sees it paid and downloads the receipt),
 * staff export the course's registrations as CSV (parsed back), cancel the session (both users
 * told by e-mail; the provider's payment refunded, the transfer's refund left for staff), and the
 * audit log shows each change once with its before and after. The course is archived at the end
 * so the catalogue is left as found. With an administrator of its own signed in with two factors
 * (tests/e2e/staff-accounts.ts), beside the other journeys. In French only: the same screens in
 * English are submitted by back-office-forms.spec.ts (a refund, a course and a trainer), and
 * every string's translation is checked by the i18n tests; the whole journey twice took three
 * minutes of CI for the same paths.
 */

const words = {
  fr: {
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
} as const;
type Lang = keyof typeof words;

/** The whole journey in one language. */
async function journey(page: Page, visit: (path: string) => Promise<void>, lang: Lang) {
  const text = words[lang];
  const at = prefix(lang);

  // 1. A course with an image, then a session for it in two days (before every demo session).
  const title = `Parcours ${lang} ${unique("")}`;
  const courseId = await createCourse(page, visit, lang, { title, image: true });
  const sessionId = await scheduleSession(page, visit, lang, { courseId, days: 2, seats: 3, price: 150 });

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

test("(fr) a course and its session made, two people pay, staff record, export, change and cancel, the audit log says so", async ({
  page,
}) => {
  // About 90 s on an idle machine, with room for a busy one.
  test.slow();
  const staff = await newAdmin(page, "fr", "Mamadou Baldé");
  try {
    await journey(staff.page, staff.visit, "fr");
  } finally {
    await staff.context.close();
  }
});
