import { messagesTo, unique, waitForMail, type Eml } from "../helpers/mailbox";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/**
 * The footer's newsletter form on every page, with double opt-in: the confirmation link is
 * read from the .eml file the outbox worker writes, then the unsubscribe link is followed.
 */

function confirmationLink(mail: Eml | undefined): string {
  const link = mail?.links
    .map((href) => new URL(href))
    .find((url) => url.pathname.endsWith("/newsletter/confirm"));
  if (!link) throw new Error("no confirmation link in the e-mail");
  return link.pathname + link.search;
}

test.describe("newsletter with JavaScript", () => {
  test.slow();

  test("thanks for 3 seconds, asks to check the inbox until dismissed, then confirms by the e-mailed link and unsubscribes", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const footer = page.locator("footer");
    const field = footer.getByLabel("Votre adresse e-mail");
    const subscribe = footer.getByRole("button", { name: "S'abonner" });

    // Empty: nothing is sent, the field says why.
    await subscribe.click();
    await expect(footer.getByText("Veuillez indiquer votre adresse e-mail.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "footer newsletter error");

    const email = `${unique("news")}@example.com`;
    await field.fill(email);
    await subscribe.click();
    const thanks = footer.getByText("Merci !", { exact: true });
    const checkInbox = footer.getByText(`Dernière étape : ouvrez l'e-mail envoyé à ${email}`);
    await expect(thanks).toBeVisible();
    await expect(checkInbox).toBeVisible();
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid");
    // Still on the same page: no navigation happened.
    await expect(page).toHaveURL(/\/$/);
    await expect(thanks).toBeHidden({ timeout: 5_000 });
    // The instruction stays until the visitor acts on it.
    await expect(checkInbox).toBeVisible();
    await expectAccessible(page, "footer newsletter check-inbox line");
    await footer.getByRole("button", { name: "J'ai compris" }).click();
    await expect(checkInbox).toBeHidden();

    // Subscribing again gives the same answer and no second e-mail.
    await field.fill(email);
    await subscribe.click();
    await expect(thanks).toBeVisible();

    const [mail] = await waitForMail(() => messagesTo(email));
    expect(mail?.text).toContain("confirmez votre adresse e-mail");
    const link = confirmationLink(mail);
    expect(link).toMatch(/^\/newsletter\/confirm\?token=/);

    await visit(link);
    await expect(page.getByRole("heading", { level: 1, name: "Inscription confirmée" })).toBeVisible();
    await page.getByRole("link", { name: "se désabonner de la newsletter" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Se désabonner de la newsletter" }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page, "unsubscribe question");
    await page.getByRole("button", { name: "Me désabonner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes désabonné" })).toBeVisible();
    await expectAccessible(page, "unsubscribed");
    expect(await messagesTo(email)).toHaveLength(1);
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  test("in English: back to the page with a banner, then the English confirmation page", async ({ page }) => {
    await page.goto("/en/courses");
    const footer = page.locator("footer");
    const email = `${unique("nojs")}@example.com`;
    await footer.getByLabel("Your e-mail address").fill(email);
    const [back] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "GET" && /\/en\/courses$/.test(response.url()),
      ),
      footer.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    await expect(page).toHaveURL(/\/en\/courses$/);
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Check your inbox" })).toBeVisible();
    await auditDocument(page, "/en/courses with the newsletter banner", await back.text());

    const [mail] = await waitForMail(() => messagesTo(email));
    expect(mail?.subject).toBe("Please confirm your newsletter subscription");
    const link = confirmationLink(mail);
    expect(link).toMatch(/^\/en\/newsletter\/confirm\?token=/);
    const confirmed = await page.goto(link);
    expect(confirmed?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
    await auditDocument(page, "English confirmation page", (await confirmed?.text()) ?? "");
  });

  test("a refused address shows the newsletter page with the message under the field (400)", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    // The browser accepts it; the server does not.
    await footer.getByLabel("Votre adresse e-mail").fill("ami@localhost");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      footer.getByRole("button", { name: "S'abonner" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: "Notre newsletter" })).toBeVisible();
    await expect(main.getByText("Adresse e-mail invalide (exemple : nom@domaine.com).")).toBeVisible();
    await expect(main.getByLabel("Votre adresse e-mail")).toHaveValue("ami@localhost");
    await auditDocument(page, "/newsletter 400", await refused.text());
  });
});

test.describe("newsletter links", () => {
  test("forged or incomplete links are refused with a clear page", async ({ page, visit }) => {
    await visit("/newsletter/confirm?token=eyJwIjoiY29uZmlybSJ9.Zm9yZ2Vk", { status: 400 });
    await expect(page.getByRole("heading", { level: 1, name: "Lien invalide" })).toBeVisible();
    await visit("/en/newsletter/confirm", { status: 400 });
    await expect(page.getByRole("heading", { level: 1, name: "Invalid link" })).toBeVisible();
    await visit("/en/newsletter/unsubscribe?token=%3Cscript%3E", { status: 400 });
    await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/en/newsletter");
  });

  test("hostile sign-ups get a 4xx and a message, never a 5xx", async ({ request }) => {
    for (const email of [
      "",
      "<script>alert(1)</script>",
      "a@b",
      `${"x".repeat(300)}@example.com`,
      "a@example.com\r\nBcc: b@example.com",
    ]) {
      const response = await request.post("/newsletter", { form: { email, via: "fetch" } });
      expect(response.status(), email).toBe(400);
    }
    const json = await request.post("/newsletter", { data: { email: "a@example.com" } });
    expect(json.status()).toBeGreaterThanOrEqual(400);
    expect(json.status()).toBeLessThan(500);
  });

  test("the newsletter page exists in both languages", async ({ page, visit }) => {
    await visit("/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Notre newsletter" })).toBeVisible();
    await visit("/en/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Our newsletter" })).toBeVisible();
  });
});
