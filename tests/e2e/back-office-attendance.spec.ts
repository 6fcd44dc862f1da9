import { toast } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * Staff's side of attendance and certificates, on the demo remote session (its demo users are
 * confirmed there: app/features/live/demo-live.server.ts): staff open the session's attendance,
 * correct a half-day and see it in the grid and the audit log, issue a certificate by hand with a
 * reason, revoke it, and an anonymous visitor reads "révoqué" on its verification page at once.
 */

/** The demo remote session (DEMO_LIVE_SESSION_ID in app/features/live/demo-live.server.ts). */
const DEMO_LIVE_SESSION_ID = 15;
const attendancePath = `/admin/sessions/${DEMO_LIVE_SESSION_ID}/attendance`;
const PHONE = 390;

test("staff correct a mark, issue a certificate by hand and revoke it; the verification page says revoked", async ({
  page,
  browser,
}) => {
  // An administrator of its own (sign-up, naming, two-factor) before the journey itself.
  test.slow();
  const staff = await newAdmin(page, "fr", "Fatoumata Camara");
  const { page: admin, visit } = staff;
  try {
    // From the session's page to its attendance (axe runs on each visit).
    await visit(`/admin/sessions/${DEMO_LIVE_SESSION_ID}`);
    await admin.getByRole("link", { name: "Présences et attestations" }).click();
    await expect(admin).toHaveURL(new RegExp(`${attendancePath}$`));
    await visit(attendancePath);
    await expect(admin.getByRole("heading", { level: 1 })).toContainText("Présences");

    // The second demo user on the session's last half-day (tomorrow afternoon): the QR-code
    // journey marks today's half-days on the same session, and the certificate journey reads the
    // first demo user's certificates.
    const card = admin.locator("[data-participant-card]").filter({ hasText: "Ibrahima Participant" });
    const registrationId = await card.getAttribute("data-participant-card");
    expect(registrationId, "a confirmed participant of the demo session").toBeTruthy();
    const halfDayField = card.getByLabel("Demi-journée");
    const halfDay = (await halfDayField.locator("option").last().getAttribute("value")) ?? "";
    await halfDayField.selectOption(halfDay);
    const cell = admin.locator(`[data-participant="${registrationId}"] [data-half-day="${halfDay}"]`);

    // Staff mark the half-day, then correct it: the grid shows each, the log keeps before and after.
    await card.getByLabel("Présence", { exact: true }).selectOption("excused");
    await card.getByRole("button", { name: /^Enregistrer la correction/ }).click();
    await expect(toast(admin, "Présence corrigée")).toBeVisible();
    await expect(cell).toHaveAttribute("data-state", "excused");
    await card.getByLabel("Présence", { exact: true }).selectOption("absent");
    await card.getByRole("button", { name: /^Enregistrer la correction/ }).click();
    await expect(cell).toHaveAttribute("data-state", "absent");
    await expect(cell).toContainText("Absent");
    await expect(cell).toContainText("Saisi par l'équipe");
    await visit("/admin/audit?action=attendance_correct");
    const entry = admin.locator('[data-audit-action="attendance_correct"]').first();
    await expect(entry).toBeVisible();
    const [before, after] = await entry.locator("pre").allTextContents();
    expect(before).toMatch(/excused/);
    expect(after).toMatch(/absent/);

    // Below the threshold: the form says so, and a reason is required.
    await visit(attendancePath);
    await expect(card.locator("[data-below-threshold]")).toBeVisible();
    await card.getByRole("button", { name: /^Délivrer l'attestation/ }).click();
    await expect(card.getByText("Indiquez un motif.")).toBeVisible();
    await card.getByLabel("Motif", { exact: true }).fill("Absence excusée par l'employeur, module rattrapé.");
    await card.getByRole("button", { name: /^Délivrer l'attestation/ }).click();
    await expect(toast(admin, "Attestation délivrée")).toBeVisible();
    const certificate = admin.locator(`[data-participant="${registrationId}"] [data-certificate]`);
    await expect(certificate).toHaveAttribute("data-certificate-status", "valid");
    const verifyHref = await card.getByRole("link", { name: /Page de vérification/ }).getAttribute("href");
    expect(verifyHref).toMatch(/^\/verify\/[0-9A-Z]{20}$/);

    // Revoking asks first, with a reason.
    await card.locator("summary", { hasText: "Révoquer" }).click();
    await card.getByLabel("Motif de la révocation").fill("Délivrée par erreur.");
    await card.getByRole("button", { name: /^Révoquer l'attestation/ }).click();
    await expect(toast(admin, "Attestation révoquée")).toBeVisible();
    await expect(certificate).toHaveAttribute("data-certificate-status", "revoked");

    // Anyone, signed out, reads it at once.
    const anonymous = await browser.newContext();
    try {
      const visitor = await anonymous.newPage();
      const response = await visitor.goto(verifyHref!);
      expect(response?.status()).toBe(200);
      await expect(visitor.locator("main")).toContainText(/révoqué/i);
    } finally {
      await anonymous.close();
    }

    // Without JavaScript the correction is a plain form post, answered by a redirect and a banner.
    const noScript = await browser.newContext({
      storageState: await staff.context.storageState(),
      javaScriptEnabled: false,
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto(attendancePath);
      const plainCard = plain.locator(`[data-participant-card="${registrationId}"]`);
      await plainCard.getByLabel("Demi-journée").selectOption(halfDay);
      await plainCard.getByLabel("Présence", { exact: true }).selectOption("present");
      await plainCard.getByRole("button", { name: /^Enregistrer la correction/ }).click();
      await expect(plain).toHaveURL(new RegExp(`${attendancePath}$`));
      // Without JavaScript the flash is in <noscript>: read the whole document once it has streamed.
      await expect.poll(() => plain.content()).toContain("Présence corrigée");
      await expect(
        plain.locator(`[data-participant="${registrationId}"] [data-half-day="${halfDay}"]`),
      ).toHaveAttribute("data-state", "present");
    } finally {
      await noScript.close();
    }

    // In English, and on a 390 px phone the page fits (the grid scrolls in its own region).
    await visit(`/en${attendancePath}`);
    await expect(admin.getByRole("heading", { level: 1 })).toContainText("Attendance");
    await expect(certificate).toContainText("revoked");
    await admin.setViewportSize({ width: PHONE, height: 844 });
    await visit(attendancePath);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
  } finally {
    await staff.context.close();
  }
});
