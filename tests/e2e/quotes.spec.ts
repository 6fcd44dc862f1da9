import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi } from "./accounts";
import { linkIn, recordCompany, requestQuote, sendQuote, startQuoteFromRequest } from "./company-steps";
import { expect, expectAccessible, test } from "./fixtures";
import { audit } from "./registration";

/*
 * A quote from request to agreement: a company asks for a quote from a course page; a moderator
 * opens the request in the inbox (in French), builds the quote from it and sends it; the
 * company's contact, in English (the company's language), opens the e-mailed link without an
 * account, accepts with a purchase order, then accepts the training agreement e-mailed in turn.
 */

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
    await requestQuote(page, visit, { courseId: 101, company, requester, people: 6 });

    // A moderator records the company (in English: its documents' language), then answers the request.
    await signInThroughApi(context, demoAccount("moderator"));
    await recordCompany(page, visit, { name: company, billing, lang: "en" });
    await startQuoteFromRequest(page, visit, requester);
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
    const number = await sendQuote(page);

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
    // A flash toast comes in after the post: audited with reduced motion, never half transparent.
    await audit(contact, true, "quote accepted (en)");

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
