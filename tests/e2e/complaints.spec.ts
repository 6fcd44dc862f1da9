import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";
import { expectFlash, submitRegistration } from "./registration";
import { newAdmin } from "./staff-accounts";

/**
 * Complaints: a trainee files one about a registration from Mes inscriptions (French, a phone's
 * width, JavaScript); a visitor files one from the contact page without JavaScript (English); an
 * administrator answers it in the register, and the answer reaches the visitor's mailbox. The
 * rules (ownership, limits, steps out of order, audit) are app/features/complaints and
 * app/features/admin/complaints' tests.
 */

const reference = /^REC-\d{4}-\d{5}$/;

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("(fr) a trainee files a complaint about their registration from Mes inscriptions", async ({
    page,
    visit,
    account,
  }) => {
    test.setTimeout(180_000);
    await visit("/register/101?session=8");
    await submitRegistration(page, "fr");
    await expect(page).toHaveURL(/\/courses\/101$/);

    await visit("/profile/registrations");
    await page
      .getByRole("link", { name: /^Faire une réclamation sur/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/complaint\?registration=\d+$/);
    await expectAccessible(page, "complaint form (signed in)");
    const registrationId = new URL(page.url()).searchParams.get("registration");
    const form = page.locator("#complaint-form");
    await expect(form.getByLabel("Inscription concernée")).toHaveValue(registrationId ?? "");
    const email = form.getByLabel("Adresse e-mail");
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute("readonly", "");

    // The browser checks the length first, with the server's message.
    const text = form.getByRole("textbox", { name: "Votre réclamation" });
    await form.getByLabel("Motif").selectOption({ label: "Formateur" });
    await text.fill("Trop court.");
    await page.getByRole("button", { name: "Envoyer la réclamation" }).click();
    await expect(page.locator('#complaint-form [id$="message-error"]')).toContainText(
      "20 caractères au moins",
    );

    await text.fill("Le formateur est arrivé avec une heure de retard le deuxième jour, sans nous prévenir.");
    await page.getByRole("button", { name: "Envoyer la réclamation" }).click();
    await expect(page.getByRole("heading", { name: "Réclamation enregistrée" })).toBeVisible();
    const given = await page.locator("[data-complaint-reference]").getAttribute("data-complaint-reference");
    expect(given).toMatch(reference);
    await expectAccessible(page, "complaint confirmation");

    const [ack] = await waitForMail(() => messagesTo(account.email, ofKind("complaint-ack")));
    expect(ack?.subject).toBe(`Votre réclamation ${given} est enregistrée`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("(en) a visitor files a complaint from the contact page; an administrator answers it", async ({
    page,
    visit,
  }) => {
    // The visitor, then a new administrator (signed up, named, two-factor) in a browser of their own.
    test.setTimeout(360_000);
    const visitorEmail = `${unique("complainant")}@example.com`;
    await visit("/en/contact");
    await page.getByRole("link", { name: "Make a complaint" }).click();
    await expect(page).toHaveURL(/\/en\/complaint$/);
    await auditDocument(page, "complaint form (en, no JavaScript)");

    // The server refuses what the browser would have: its message, in English, and nothing stored.
    const form = page.locator("#complaint-form");
    const text = form.getByRole("textbox", { name: "Your complaint" });
    await form.getByLabel("Full name").fill("John Smith");
    await form.getByLabel("E-mail address").fill(visitorEmail);
    await form.getByLabel("About").selectOption({ label: "Payment or invoice" });
    await text.evaluate((box) => box.removeAttribute("minlength"));
    await text.fill("Too short");
    await page.getByRole("button", { name: "Send the complaint" }).click();
    await expect(page.locator('#complaint-form [id$="message-error"]')).toContainText(
      "at least 20 characters",
    );
    await auditDocument(page, "complaint form refused (en)");

    await text.fill("I paid by bank transfer three weeks ago and I still have not received the invoice.");
    await page.getByRole("button", { name: "Send the complaint" }).click();
    await expect(page.getByRole("heading", { name: "Complaint recorded" })).toBeVisible();
    const given = await page.locator("[data-complaint-reference]").getAttribute("data-complaint-reference");
    expect(given).toMatch(reference);
    await auditDocument(page, "complaint confirmation (en)");
    await waitForMail(() => messagesTo(visitorEmail, ofKind("complaint-ack")));

    // The administrator's browser has no JavaScript either (the test's options apply to it): the
    // register's forms are plain posts, its messages banners, and axe audits a scripted copy.
    const admin = await newAdmin(page, "en", "Fatou Camara");
    try {
      await admin.page.goto(`/en/admin/complaints?q=${given}`);
      await auditDocument(admin.page, "complaints register (en)");
      await admin.page.getByRole("link", { name: `Open complaint ${given} from John Smith` }).click();
      await expect(admin.page.locator("dd[data-status]")).toHaveAttribute("data-status", "received");
      await admin.page.getByRole("button", { name: "Take in hand" }).click();
      await expectFlash(admin.page, false, "Complaint taken in hand");
      await expect(admin.page.locator("dd[data-status]")).toHaveAttribute("data-status", "in_progress");
      await auditDocument(admin.page, "a complaint in the register (en)");

      const answer = `Your invoice ${unique("INV")} is attached to your account; we are sorry for the delay.`;
      await admin.page.getByLabel("Your answer").fill(answer);
      await admin.page.getByRole("button", { name: "Send the answer" }).click();
      await expectFlash(admin.page, false, "Answer sent");
      await expect(admin.page.locator("dd[data-status]")).toHaveAttribute("data-status", "answered");
      await expect(admin.page.locator("[data-answer]")).toHaveText(answer);

      const [mail] = await waitForMail(() => messagesTo(visitorEmail, ofKind("complaint-answer")));
      expect(mail?.subject).toBe(`Answer to your complaint ${given}`);
      expect(mail?.text).toContain(answer);

      await admin.page.goto("/en/admin/complaints?status=answered");
      await expect(
        admin.page.locator(`tr[data-status="answered"]`).filter({ hasText: given ?? "" }),
      ).toHaveCount(1);
    } finally {
      await admin.context.close();
    }
  });
});
