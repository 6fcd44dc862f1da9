import fs from "node:fs/promises";
import { messagesTo, ofKind, waitForMail } from "../helpers/mailbox";
import { readPdf } from "../helpers/pdf";
import { signUpThroughApi } from "./accounts";
import { expect, test } from "./fixtures";
import { audit, prefix, submitRegistration } from "./registration";

/**
 * The receipt of a payment (ADR 1005), in both languages: register, pay with the TEST
 * MODE provider (approve), then the "payment received" e-mail carries the PDF receipt and Mes
 * inscriptions offers the same file for download. Course 5's online session (30 seats), as the
 * payment journeys: each test registers a new account.
 */
const words = {
  fr: {
    payNow: "Payer maintenant",
    submit: /^Payer /,
    approve: "Approuver",
    mine: "Mes inscriptions",
    receipt: "Télécharger le reçu (PDF)",
    title: "Reçu de paiement",
    transfer: "Virement bancaire",
    held: /^Votre place est réservée jusqu'au .+ \(heure de [^)]+\) en attendant votre paiement.*$/m,
  },
  en: {
    payNow: "Pay Now",
    submit: /^Pay /,
    approve: "Approve",
    mine: "My registrations",
    receipt: "Download the receipt (PDF)",
    title: "Payment receipt",
    transfer: "Bank transfer",
    held: /^Your seat is held until .+ \([^)]+ time, [^)]+\) while we wait for your payment.*$/m,
  },
} as const;

for (const lang of ["fr", "en"] as const) {
  const text = words[lang];
  const at = prefix(lang);

  test(`(${lang}) a paid registration's receipt: attached to the e-mail, downloadable from Mes inscriptions`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(180_000);
    const account = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
    await visit(`${at}/courses/5`);
    await page.locator(`a[href^="${at}/register/5?session="]`).first().click();
    await submitRegistration(page, lang);
    await page.getByRole("link", { name: text.payNow, exact: true }).click();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByRole("button", { name: text.approve }).click();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "succeeded");

    const [received] = await waitForMail(() => messagesTo(account.email, ofKind("payment-received")));
    const attached = received!.attachments.find((file) => file.contentType.startsWith("application/pdf"));
    expect(attached?.filename).toMatch(/^recu-R-\d{4}-\d{6}\.pdf$/);
    const number = /R-\d{4}-\d{6}/.exec(attached!.filename)![0];
    expect((await readPdf(attached!.content)).pages[0]).toContain(text.title);

    await page.getByRole("link", { name: text.mine }).click();
    await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
    const link = page
      .getByRole("article")
      .first()
      .getByRole("link", { name: new RegExp(`^${text.receipt.replace(/[()]/g, "\\$&")}`) });
    await expect(link).toBeVisible();
    await audit(page, true, "Mes inscriptions with a receipt");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`recu-${number}.pdf`);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.equals(attached!.content)).toBe(true);
  });

  test(`(${lang}) one deadline and one reference: the confirmation e-mail, Mes inscriptions, the pay page and the receipt`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(180_000);
    const account = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
    await visit(`${at}/courses/5`);
    await page.locator(`a[href^="${at}/register/5?session="]`).first().click();
    await submitRegistration(page, lang);
    await expect(page.getByRole("link", { name: text.payNow, exact: true })).toBeVisible();

    const [confirmed] = await waitForMail(() => messagesTo(account.email, ofKind("registration-confirmed")));
    const reference = /GMS-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(confirmed!.text)?.[0];
    expect(reference).toBeDefined();
    expect(confirmed!.text).not.toMatch(/REG-\d+/);
    const deadline = text.held.exec(confirmed!.text)?.[0];
    expect(deadline).toBeDefined();

    await visit(`${at}/profile/registrations`);
    const item = page.getByRole("article").first();
    await expect(item.getByTestId("hold-note")).toHaveText(deadline!);
    await expect(item.getByText(reference!, { exact: true })).toBeVisible();
    await audit(page, true, "Mes inscriptions with the payment deadline");

    const payHref = await item.locator(`a[href^="${at}/pay/"]`).getAttribute("href");
    await visit(payHref!);
    await expect(page.getByTestId("hold-note")).toHaveText(deadline!);
    await expect(page.getByTestId("pay-reference")).toHaveText(reference!);
    await audit(page, true, "the pay page with the payment deadline");

    await page.getByRole("button", { name: text.submit }).click();
    await page.getByRole("button", { name: text.approve }).click();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "succeeded");
    const [received] = await waitForMail(() => messagesTo(account.email, ofKind("payment-received")));
    const attached = received!.attachments.find((file) => file.contentType.startsWith("application/pdf"));
    expect((await readPdf(attached!.content)).pages[0]).toContain(reference!);
  });

  test(`(${lang}) a bank transfer: the instructions give the registration's reference and the deadline`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(180_000);
    await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
    await visit(`${at}/courses/5`);
    await page.locator(`a[href^="${at}/register/5?session="]`).first().click();
    await submitRegistration(page, lang);
    await expect(page.getByRole("link", { name: text.payNow, exact: true })).toBeVisible();

    // The reference and the deadline as Mes inscriptions shows them (the test above checks
    // they are the confirmation e-mail's).
    await visit(`${at}/profile/registrations`);
    const item = page.getByRole("article").first();
    const reference = /GMS-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec((await item.textContent()) ?? "")![0];
    const deadline = (await item.getByTestId("hold-note").textContent())!;
    const payHref = await item.locator(`a[href^="${at}/pay/"]`).getAttribute("href");
    await visit(payHref!);
    await page.getByRole("radio", { name: text.transfer }).check();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "pending");
    await expect(page.getByTestId("transfer-reference")).toHaveText(reference);
    await expect(page.getByTestId("hold-note")).toHaveText(deadline);
    await audit(page, true, "the bank-transfer instructions with the reference and the deadline");
  });
}
