import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * A quote from request to agreement: a company asks for a quote from a course page; a moderator
 * opens the request in the inbox (in French), builds the quote from it and sends it; the
 * company's contact, in English (the company's language), opens the e-mailed link without an
 * account, accepts with a purchase order, then accepts the training agreement e-mailed in turn.
 */

/** The link an e-mail carries to `path` (/quotes/… or /agreements/…), with its token. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(/en)?${path}/[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return new URL(match[0]).pathname;
}

test.describe("a quote built by staff and accepted online", () => {
  test.slow();
  test("(fr → en) request → quote built and sent → accepted with a PO → agreement accepted", async ({
    page,
    browser,
    context,
    visit,
  }) => {
    const company = `Mines du Fouta ${unique("sa")}`;
    const billing = `${unique("compta")}@example.com`;
    const requester = `${unique("rh")}@example.com`;

    // The company asks for a quote from the course page (its request names it).
    await visit("/courses/101/quote");
    const request = page.locator("form#quote-request-form");
    await request.getByRole("textbox", { name: /^Entreprise/ }).fill(company);
    await request.getByLabel("Votre nom").fill("Mariama Bah");
    await request.getByLabel("E-mail").fill(requester);
    await request.getByLabel("Nombre de participants").fill("6");
    await request.getByLabel("Dates souhaitées").fill("Le mois prochain");
    await request.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(
      page.getByText("Merci, votre demande de devis est envoyée.", { exact: false }),
    ).toBeVisible();

    // A moderator records the company (in English: its documents' language), then answers the request.
    await signInThroughApi(context, demoAccount("moderator"));
    await visit("/admin/companies/new");
    const companyForm = page.locator("form#company");
    await companyForm.getByLabel("Raison sociale").fill(company);
    await companyForm.getByLabel("Adresse de facturation").fill("Quartier Almamya, Labé");
    await companyForm.getByLabel("E-mail de facturation").fill(billing);
    await companyForm.getByLabel("Langue des documents").selectOption("en");
    await companyForm.getByRole("button", { name: "Créer la société" }).click();
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();

    await visit(`/admin/messages?q=${encodeURIComponent(requester)}`);
    await visit(
      (await page.locator("[data-message]").first().getByRole("link").first().getAttribute("href")) ?? "",
    );
    await page.getByRole("link", { name: "Établir un devis" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nouveau devis" })).toBeVisible();
    await expectAccessible(page, "quote builder (fr)");
    const form = page.locator("form#quote");
    await expect(form.getByLabel("Société")).toHaveValue(/\d+/);
    await expect(form.getByLabel("Nombre de participants")).toHaveValue("6");
    await expect(form.getByLabel("Langue du devis")).toHaveValue("en");
    // The first public session of the course, and the price of the line the request prefilled.
    const session = form.getByLabel("Session publique");
    const ofCourse = session.locator("option", { hasText: "Fondamentaux QHSE" }).first();
    await session.selectOption((await ofCourse.getAttribute("value")) ?? "");
    await form.getByRole("group", { name: "Ligne 1" }).getByLabel("Prix unitaire HT").fill("450");
    const travel = form.getByRole("group", { name: "Ligne 2" });
    await travel.getByLabel("Désignation").fill("Trainer's travel, half a day");
    await travel.getByLabel("Quantité").fill("0,5");
    await travel.getByLabel("Prix unitaire HT").fill("300");
    await travel.getByLabel("TVA (%)").fill("0");
    await form.getByRole("button", { name: "Créer le brouillon" }).click();
    await expect(page.getByText("Le brouillon est créé.")).toBeVisible();
    await expect(page.locator("[data-quote-total]")).toHaveText(/^2\s850,00\s€$/);
    await expectAccessible(page, "quote draft (fr)");
    await page.getByRole("button", { name: "Numéroter et envoyer" }).click();
    await expect(page.locator("[data-quote-status]")).toContainText("Envoyé");
    const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(number).toMatch(/^D-\d{4}-\d{6}$/);

    // The company's contact opens the e-mailed link: no account, in English.
    const [sent] = await waitForMail(() => messagesTo(billing, ofKind("quote-sent")));
    expect(sent?.subject).toBe(`Your quote ${number}`);
    const quoteLink = linkIn(sent!.text, "/quotes");
    expect(quoteLink.startsWith("/en/quotes/")).toBe(true);
    const customer = await browser.newContext({ locale: "en-GB" });
    const contact = await customer.newPage();
    await contact.goto(quoteLink);
    await expect(contact.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expectAccessible(contact, "quote page (en)");
    const accept = contact.locator("form#accept");
    await accept.getByLabel("Full name").fill("Mariama Bah");
    await accept.getByLabel("Position").fill("HR manager");
    await accept.getByLabel(/^Purchase order number/).fill("PO-2026-117");
    await accept.getByRole("button", { name: "Accept" }).click();
    await expect(accept.getByText("Tick the box to accept.")).toBeVisible();
    await accept.getByLabel(`I accept quote ${number} and the general terms of sale`).check();
    await accept.getByRole("button", { name: "Accept" }).click();
    await expect(contact.locator("[data-quote-status]")).toContainText("Accepted");
    await expect(contact.locator("[data-decided='accepted']")).toContainText("Purchase order: PO-2026-117.");
    await expectAccessible(contact, "quote accepted (en)");

    // The agreement follows by e-mail; it is accepted the same way.
    const [agreementMail] = await waitForMail(() => messagesTo(billing, ofKind("agreement-sent")));
    expect(agreementMail?.subject).toMatch(/^Your training services contract C-\d{4}-\d{6}$/);
    await contact.goto(linkIn(agreementMail!.text, "/agreements"));
    await expectAccessible(contact, "agreement page (en)");
    const agree = contact.locator("form#accept");
    await agree.getByLabel("Full name").fill("Mariama Bah");
    await agree.getByLabel("Position").fill("HR manager");
    await agree.getByRole("checkbox").check();
    await agree.getByRole("button", { name: "Accept" }).click();
    await expect(contact.locator("[data-agreement-status]")).toContainText("Accepted");
    await customer.close();

    // Staff see the decision on the quote's page.
    await page.reload();
    await expect(page.locator("[data-quote-status]")).toContainText("Accepté");
    await expect(page.locator("[data-decision]")).toContainText("Mariama Bah, HR manager");
  });
});
