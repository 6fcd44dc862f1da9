import { messagesTo, ofKind, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi, signUpThroughApi } from "./accounts";
import {
  acceptQuoteInEnglish,
  addCompanyContact,
  linkIn,
  recordCompany,
  requestQuote,
  sendQuote,
  startQuoteFromRequest,
} from "./company-steps";
import { expect, test } from "./fixtures";
import { audit } from "./registration";
import { newAdmin } from "./staff-accounts";

/*
 * A company's booking from end to end. A company asks for a quote for 12 people from a course
 * page; a moderator records the company (documents in English), makes an account its contact,
 * builds the quote from the request and sends it; the contact opens the e-mailed link (English)
 * and accepts with a purchase order; the company space (French) lists the booking holding its
 * 12 seats; the contact names the 12 participants through the booking's form (timed: the clicks
 * and seconds are printed); one participant confirms from their e-mailed link without an account
 * (English); the contact replaces another; the invoice is in the mail folder; an administrator
 * records the bank transfer and the company space shows the invoice paid. Course 7's session
 * (70 days ahead, 20 seats) is one no other journey books. Axe on every page.
 */

const COURSE_ID = 7;
const COURSE_TITLE = "Référencement naturel (SEO) et stratégie de contenu";
const SEATS = 12;

test("a company's booking: quote → accepted with a PO → 12 participants named → invoice paid by transfer", async ({
  page,
  browser,
  context,
  visit,
}) => {
  test.setTimeout(300_000);
  const company = `Société Minière ${unique("sa")}`;
  const billing = `${unique("compta")}@example.com`;
  const requester = `${unique("rh")}@example.com`;
  const contactContext = await browser.newContext({ locale: "fr-FR" });
  const participantContext = await browser.newContext({ locale: "en-GB" });
  try {
    const contactAccount = await signUpThroughApi(contactContext, { lang: "fr", name: "Mariama Bah" });
    const contact = await contactContext.newPage();

    await requestQuote(page, visit, { courseId: COURSE_ID, company, requester, people: SEATS });

    // A moderator records the company, makes the account its contact, and builds the quote.
    await signInThroughApi(context, demoAccount("moderator"));
    await recordCompany(page, visit, { name: company, billing, lang: "en" });
    await addCompanyContact(page, contactAccount.email);
    const form = await startQuoteFromRequest(page, visit, requester);
    await expect(form.getByLabel("Nombre de participants")).toHaveValue(String(SEATS));
    const session = form.getByLabel("Session publique");
    const ofCourse = session.locator("option", { hasText: COURSE_TITLE }).first();
    await session.selectOption((await ofCourse.getAttribute("value")) ?? "");
    await form.getByRole("group", { name: "Ligne 1" }).getByLabel("Prix unitaire HT").fill("300");
    await form.getByRole("button", { name: "Créer le brouillon" }).click();
    await expect(page.getByText("Le brouillon est créé.")).toBeVisible();
    await expect(page.locator("[data-quote-total]")).toHaveText(/^3\s600,00\s€$/);
    const number = await sendQuote(page);

    // The contact opens the e-mailed link (the company's language: English) and accepts.
    const [sent] = await waitForMail(() => messagesTo(billing, ofKind("quote-sent")));
    const quoteLink = linkIn(sent!.text, "/quotes");
    expect(quoteLink.startsWith("/en/quotes/")).toBe(true);
    await contact.goto(quoteLink);
    await acceptQuoteInEnglish(contact, { number, purchaseOrder: "PO-SEO-12" });

    // The company space lists the booking, holding its 12 seats, none named yet.
    await contact.goto("/company");
    await expect(contact.getByRole("heading", { level: 2, name: "Réservations" })).toBeVisible();
    const row = contact.locator("[data-booking]").filter({ hasText: COURSE_TITLE });
    await expect(row).toContainText(`0 / ${SEATS}`);
    await expect(row).toContainText("Confirmée");
    await audit(contact, true, "/company with a booking");
    await row.getByRole("link").click();
    await expect(contact.getByRole("heading", { level: 1, name: /^Réservation n°\s\d+$/ })).toBeVisible();
    await expect(contact.getByText("PO-SEO-12")).toBeVisible();
    await audit(contact, true, "a booking's page, no participant yet (fr)");
    const bookingPath = new URL(contact.url()).pathname;

    // The 12 names, each through the page's form: timed, clicks counted.
    const people = Array.from({ length: SEATS }, (_, index) => ({
      firstName: `Prénom${index + 1}`,
      lastName: `Camara${index + 1}`,
      email: `${unique(`agent${index + 1}-`)}@example.com`,
    }));
    const participantForm = contact.locator("form#participant-form");
    let clicks = 0;
    let fieldsTyped = 0;
    const started = performance.now();
    for (const person of people) {
      await participantForm.getByLabel("Prénom").fill(person.firstName);
      await participantForm.getByLabel(/^Nom/).fill(person.lastName);
      await participantForm.getByLabel("E-mail").fill(person.email);
      fieldsTyped += 3;
      await participantForm.getByRole("button", { name: "Nommer ce participant" }).click();
      clicks += 1;
      await expect(contact.locator(`[data-participant="${person.email}"]`)).toBeVisible();
    }
    await expect(contact.getByText("Toutes les places sont nommées.", { exact: false })).toBeVisible();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `FIGURE naming ${SEATS} participants: ${clicks} clicks and ${fieldsTyped} fields typed, ${seconds.toFixed(1)} s`,
    );
    await expect(contact.getByText(`${SEATS} participants nommés sur ${SEATS}`)).toBeVisible();
    await audit(contact, true, "a booking's page, all seats named (fr)");

    // A participant confirms from their e-mailed link, without an account (the booking's language).
    const [invitation] = await waitForMail(() => messagesTo(people[0]!.email, ofKind("company-participant")));
    const participationLink = linkIn(invitation!.text, "/participation");
    expect(participationLink.startsWith("/en/participation/")).toBe(true);
    const participant = await participantContext.newPage();
    await participant.goto(participationLink);
    await expect(participant.getByRole("heading", { level: 1 })).toHaveText(
      "Your participation in the training",
    );
    await expect(participant.getByText(`${people[0]!.firstName} ${people[0]!.lastName}`)).toBeVisible();
    await audit(participant, true, "a participant's link (en)");
    await participant.getByRole("button", { name: "Confirm my participation" }).click();
    await expect(participant.locator("[data-participation='confirmed']")).toContainText(
      "Participation confirmed on",
    );
    await audit(participant, true, "a participant's link, confirmed (en)");

    // The contact replaces the last participant: one click on "Remplacer", the form, submit.
    await contact.reload();
    await expect(contact.locator(`[data-participant="${people[0]!.email}"]`)).toContainText("Confirmée le");
    const leaving = people[SEATS - 1]!;
    await contact.getByRole("link", { name: `Remplacer ${leaving.firstName} ${leaving.lastName}` }).click();
    const replacement = contact.locator("form#participant-form");
    await expect(
      replacement.getByRole("heading", { name: `Remplacer ${leaving.firstName} ${leaving.lastName} par :` }),
    ).toBeVisible();
    await audit(contact, true, "replacing a participant (fr)");
    const arriving = { firstName: "Fanta", lastName: "Touré", email: `${unique("fanta")}@example.com` };
    await replacement.getByLabel("Prénom").fill(arriving.firstName);
    await replacement.getByLabel(/^Nom/).fill(arriving.lastName);
    await replacement.getByLabel("E-mail").fill(arriving.email);
    await replacement.getByRole("button", { name: "Remplacer", exact: true }).click();
    await expect(contact.locator(`[data-participant="${arriving.email}"]`)).toBeVisible();
    await expect(contact.locator(`[data-participant="${leaving.email}"]`)).toHaveCount(0);
    await expect(contact.getByText(`${SEATS} participants nommés sur ${SEATS}`)).toBeVisible();
    expect(new URL(contact.url()).pathname).toBe(bookingPath);

    // The invoice went out by e-mail to the billing address, with the purchase order.
    const [invoiceMail] = await waitForMail(() => messagesTo(billing, ofKind("invoice-issued")));
    const invoiceNumber = /F-\d{4}-\d{6}/.exec(invoiceMail!.subject)?.[0];
    expect(invoiceNumber).toBeTruthy();

    // An administrator records the bank transfer of the whole amount.
    const staff = await newAdmin(page, "fr", "Ibrahima Conté");
    try {
      const admin = staff.page;
      await staff.visit(`/admin/invoices?q=${encodeURIComponent(invoiceNumber!)}`);
      await admin.getByRole("link", { name: invoiceNumber! }).click();
      await expect(admin.getByRole("heading", { level: 1, name: `Facture ${invoiceNumber}` })).toBeVisible();
      await admin.getByLabel("Montant reçu (EUR)").fill("3600");
      await admin.getByLabel("Référence du virement (facultatif)").fill("VIR-SEO-12");
      await admin.getByRole("button", { name: "Enregistrer le virement" }).click();
      await expect(admin.getByText("Cette facture ne doit plus rien.")).toBeVisible();
      await audit(admin, true, "the booking's invoice, paid (fr)");
    } finally {
      await staff.context.close();
    }

    // The company space shows the invoice paid.
    await contact.goto("/company");
    const invoice = contact.locator(`[data-invoice="${invoiceNumber}"]`);
    await expect(invoice).toContainText(/3\s600,00\s€/);
    await expect(invoice.locator("[data-remaining]")).toHaveText("Payée");
    await audit(contact, true, "/company with the invoice paid");
  } finally {
    await contactContext.close();
    await participantContext.close();
  }
});

/** The demo company (app/features/invoicing/demo-booking-invoice.server.ts). */
const DEMO_COMPANY_NAME = "Compagnie Minière de Démonstration SA";

/*
 * Attendance and certificates in the company space: the demo company's booking of the past demo
 * session (app/features/companies/demo-past-booking.server.ts) names the demo user, who attended
 * it and holds its certificate. A new contact of the demo company sees both, in English.
 */
test("a past booking's page shows its participant's attendance and certificate", async ({
  page,
  browser,
  context,
  visit,
}) => {
  const contactContext = await browser.newContext({ locale: "en-GB" });
  try {
    const contactAccount = await signUpThroughApi(contactContext, { lang: "en", name: "Kadiatou Diallo" });
    await signInThroughApi(context, demoAccount("moderator"));
    await visit(`/admin/companies?q=${encodeURIComponent(DEMO_COMPANY_NAME)}`);
    await page.getByRole("link", { name: DEMO_COMPANY_NAME }).click();
    await addCompanyContact(page, contactAccount.email);

    const contact = await contactContext.newPage();
    await contact.goto("/en/company");
    const past = contact.locator("[data-booking]").filter({ hasText: "1 / 1" });
    await past.getByRole("link").click();
    await expect(contact.getByRole("heading", { level: 1, name: /^Booking no\. \d+$/ })).toBeVisible();
    const holder = contact.locator(`[data-participant="${demoAccount("user").email}"]`);
    await expect(holder).toContainText(/\d+\sh(\s\d+\smin)?\sof\s\d+\sh/);
    const certificate = holder.getByRole("link", { name: /^Check certificate / });
    await expect(certificate).toHaveAttribute("href", /^\/en\/verify\/[A-Za-z0-9-]+$/);
    await audit(contact, true, "a past booking's page (en)");
    await certificate.click();
    await expect(contact).toHaveURL(/\/en\/verify\//);
    await audit(contact, true, "the certificate's verification page (en)");
  } finally {
    await contactContext.close();
  }
});
