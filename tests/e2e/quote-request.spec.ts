import { messagesTo, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi } from "./accounts";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/*
 * "Demander un devis" from a course page: a company asks for a quote through the form (with
 * JavaScript in French, without it in English), is told it was sent, gets its acknowledgement,
 * and a moderator finds the request with its facts in the inbox.
 */

const COURSE = "/courses/101";

test.describe("a quote request with JavaScript", () => {
  test.slow();
  test("(fr) from the course page: errors under the fields, then sent; the moderator reads its facts in the inbox", async ({
    page,
    context,
    visit,
  }) => {
    const email = `${unique("devis")}@example.com`;
    await visit(COURSE);
    await page.getByRole("link", { name: "Demander un devis (entreprises)" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${COURSE}/quote$`));
    await expect(page.getByRole("heading", { level: 1, name: "Demander un devis" })).toBeVisible();
    await expectAccessible(page, "quote request (fr)");

    const form = page.locator("form#quote-request-form");
    // React owns the form (hydrated): a radio ticked before that would be reset by hydration.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("#quote-request-form") ?? {}).some((key) =>
        key.startsWith("__react"),
      ),
    );
    // The place first: a field left with an error shows its message under it (on leaving it),
    // which moves what is below while the pointer is pressed.
    await form.getByLabel("Dans vos locaux (session intra-entreprise)").check();
    await form.getByLabel("Nombre de participants").fill("0");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(form.getByText("Indiquez le nom de l'entreprise.")).toBeVisible();
    await expect(form.getByText("Indiquez un nombre de participants entre 1 et 500.")).toBeVisible();
    await expect(form.getByText("Indiquez la ville où former vos équipes.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Entreprise/ })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "quote request with errors (fr)");

    await form.getByRole("textbox", { name: /^Entreprise/ }).fill("Société Minière de Boké");
    await form.getByLabel("Votre nom").fill("Mariama Bah");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Nombre de participants").fill("12");
    await form.getByLabel("Dates souhaitées").fill("Semaine du 12 avril");
    await form.getByLabel("Ville (dans vos locaux)").fill("Boké");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page).toHaveURL(new RegExp(`${COURSE}$`));
    await expect(
      page.getByText("Merci, votre demande de devis est envoyée.", { exact: false }),
    ).toBeVisible();
    const [ack] = await waitForMail(() => messagesTo(email));
    expect(ack?.subject).toBe("Nous avons bien reçu votre message");
    expect(ack?.text).toContain("Demande de devis : ");

    await signInThroughApi(context, demoAccount("moderator"));
    await visit(`/admin/messages?q=${encodeURIComponent(email)}`);
    const row = page.locator("[data-message]").first();
    await expect(row).toContainText("Demande de devis");
    await visit((await row.getByRole("link").first().getAttribute("href")) ?? "");
    const facts = page.locator("[data-quote-request]");
    await expect(facts).toContainText("Société Minière de Boké");
    await expect(facts).toContainText("12");
    await expect(facts).toContainText("Chez le client, à Boké");
  });
});

test.describe("a quote request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("(en) the form is a plain POST: a 400 with the messages, then sent and told so", async ({
    page,
    visit,
  }) => {
    const email = `${unique("quote")}@example.com`;
    await visit(`/en${COURSE}/quote`);
    const form = page.locator("form#quote-request-form");
    await form.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByRole("alert").first()).toContainText("The request was not sent");
    await expect(form.getByText("Enter the company's name.")).toBeVisible();
    await auditDocument(page, "quote request refused (en, no JavaScript)");

    await form.getByRole("textbox", { name: /^Company/ }).fill("Banque de Conakry");
    await form.getByLabel("Your name").fill("John Smith");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Number of participants").fill("6");
    await form.getByLabel("Preferred dates").fill("Before the end of May");
    const [thanked] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "GET" && response.url().endsWith(`/en${COURSE}`),
      ),
      form.getByRole("button", { name: "Send the request" }).click(),
    ]);
    expect(thanked.status()).toBe(200);
    await expect(page.getByRole("status")).toContainText("Thank you, your quote request has been sent.");
    const [ack] = await waitForMail(() => messagesTo(email));
    expect(ack?.subject).toBe("We have received your message");
  });
});
