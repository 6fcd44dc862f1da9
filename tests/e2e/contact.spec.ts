import { type Eml, messagesContaining, messagesTo, unique, waitForMail } from "../helpers/mailbox";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/**
 * The contact form, with and without JavaScript: bad input first (400, messages under the
 * fields, nothing sent), then good input (thank-you, empty form, .eml files written by the
 * outbox worker). Each test sends at most one valid message: the limit is 5 per 10 minutes.
 */

const toContactDesk = (mail: Eml) => mail.to.includes("contact@example.com");

test.describe("contact form with JavaScript", () => {
  // Several axe audits, a 5 s toast and the outbox's polling: more than the default budget.
  test.slow();
  test("shows errors in French under the fields, then sends and empties the form", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
    await expect(page.getByRole("link", { name: /\+224/ }).first()).toBeVisible();

    const form = page.locator("form#contact-form");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(form.getByText("Veuillez indiquer votre adresse e-mail.")).toBeVisible();
    await expect(form.getByText("Veuillez écrire votre message.")).toBeVisible();
    await expect(form.getByLabel("Nom complet")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "/contact with errors");

    const subject = unique("Devis JS ");
    const email = `${unique("js")}@example.com`;
    await form.getByLabel("Adresse e-mail").fill("pas-une-adresse@");
    await form.getByLabel("Adresse e-mail").blur();
    await expect(form.getByText("Adresse e-mail invalide (exemple : nom@domaine.com).")).toBeVisible();

    await form.getByLabel("Nom complet").fill("Mariama Diallo");
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Téléphone").fill("+224 620 11 22 33");
    await form.getByLabel("Service concerné").selectOption("training");
    await form.getByLabel("Sujet").fill(subject);
    await form.getByLabel("Message").fill("Bonjour,\nnous voulons former 12 personnes.");
    await form.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(page.getByText("Merci ! Votre message a bien été envoyé.")).toBeVisible();
    // The toast sits below the fixed header, never over it (once it has slid into place).
    const header = await page.locator("header").first().boundingBox();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel("Nom complet")).toHaveValue("");
    await expect(form.getByLabel("Sujet")).toHaveValue("");
    // The toast goes after 5 s; the page is audited as it stays.
    await expect(page.getByText("Merci ! Votre message a bien été envoyé.")).toBeHidden({ timeout: 10_000 });
    await expectAccessible(page, "/contact after sending");

    const [toStaff] = await waitForMail(() => messagesContaining(subject, toContactDesk));
    expect(toStaff?.text).toContain("Service : Formation");
    expect(toStaff?.replyTo).toEqual([email]);
    const [ack] = await waitForMail(() => messagesTo(email));
    expect(ack?.text).toContain("Merci de nous avoir écrit.");
    expect(ack?.text).toContain("Bonjour Mariama Diallo,");
  });

  test("in English, preselects the service from the link and answers in English", async ({ page, visit }) => {
    await visit("/en/contact?service=consulting");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const form = page.locator("form#contact-form");
    await expect(form.getByLabel("Service")).toHaveValue("consulting");
    await form.getByRole("button", { name: "Send the message" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();

    const subject = unique("Quote ");
    const email = `${unique("en")}@example.com`;
    await form.getByLabel("Full name").fill("John O'Brien & Sons");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("<script>alert('x')</script> Please call me.");
    await form.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect(form.getByLabel("Service")).toHaveValue("general");

    const [ack] = await waitForMail(() => messagesTo(email));
    expect(ack?.subject).toBe("We have received your message");
    expect(ack?.text).toContain("Hello John O'Brien & Sons,");
    // What a visitor types is text in the HTML part, never markup.
    expect(ack?.html).toContain("Hello John O&#39;Brien &amp; Sons,");
    const [toStaff] = await waitForMail(() => messagesContaining(subject, toContactDesk));
    expect(toStaff?.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(toStaff?.html).not.toContain("<script>");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Three documents are audited in a second, JavaScript-enabled page.
  test.slow();

  test("answers 400 with messages under the fields, then sends with a thank-you banner", async ({ page }) => {
    const first = await page.goto("/contact");
    expect(first?.status()).toBe(200);
    await auditDocument(page, "/contact without JavaScript", (await first?.text()) ?? "");
    const form = page.locator("form#contact-form");
    const subject = unique("Sans JS ");
    // Values the browser lets through but the server refuses.
    await form.getByLabel("Nom complet").fill("   ");
    await form.getByLabel("Adresse e-mail").fill("awa@localhost");
    await form.getByLabel("Sujet").fill(subject);
    await form.getByLabel("Message").fill("Bonjour");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Le message n'a pas été envoyé");
    await expect(form.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(form.getByText("Adresse e-mail invalide (exemple : nom@domaine.com).")).toBeVisible();
    // What was typed is kept.
    await expect(form.getByLabel("Sujet")).toHaveValue(subject);
    await auditDocument(page, "/contact 400 without JavaScript", await refused.text());
    expect(await messagesContaining(subject)).toEqual([]);

    const email = `${unique("nojs")}@example.com`;
    await form.getByLabel("Nom complet").fill("Awa Camara");
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Message").fill("Bonjour, un devis de nettoyage svp.");
    await form.getByLabel("Service concerné").selectOption("cleaning");
    const [thanked] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "GET" && response.url().endsWith("/contact"),
      ),
      form.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    await expect(page.getByRole("status")).toContainText("Merci ! Votre message a bien été envoyé.");
    await expect(form.getByLabel("Nom complet")).toHaveValue("");
    await auditDocument(page, "/contact sent without JavaScript", await thanked.text());

    const [toStaff] = await waitForMail(() => messagesContaining(subject, toContactDesk));
    expect(toStaff?.text).toContain("Service : Nettoyage");
    await waitForMail(() => messagesTo(email));
  });
});

test.describe("hostile input", () => {
  test("is refused with a 4xx and a message, never a 5xx, and sends nothing", async ({ request }) => {
    const name = unique("Robot");
    const base = { name, email: "robot@example.com", subject: "Hi", message: "Hello", service: "general" };
    const cases: [string, Record<string, string>, RegExp][] = [
      ["a 100 KB message", { message: "x".repeat(100 * 1024) }, /5 000 caractères/],
      ["a malformed e-mail", { email: "robot@@example" }, /Adresse e-mail invalide/],
      ["a header injection", { subject: "Hi\r\nBcc: victim@example.com" }, /une seule ligne/],
      ["an unknown service", { service: "<script>" }, /Choisissez un service/],
      ["a NUL byte", { message: "a\u0000b" }, /caractère invisible ou de contrôle/],
      ["a direction override", { name: "Awa\u202eDiallo" }, /caractère invisible ou de contrôle/],
    ];
    for (const [label, change, message] of cases) {
      const response = await request.post("/contact", { form: { ...base, ...change } });
      expect(response.status(), label).toBe(400);
      expect(await response.text(), label).toMatch(message);
    }
    const json = await request.post("/contact", { data: base });
    expect(json.status()).toBeGreaterThanOrEqual(400);
    expect(json.status()).toBeLessThan(500);
    // A valid message afterwards: the outbox sends in the order mail was queued, so once its
    // acknowledgement has arrived, anything the refused posts had queued by mistake has too.
    const sentinel = `${unique("after")}@example.com`;
    const accepted = await request.post("/contact", {
      form: { ...base, name: "Mariama Diallo", email: sentinel },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(302);
    await waitForMail(() => messagesTo(sentinel));
    expect(await messagesContaining(name)).toEqual([]);
  });
});
