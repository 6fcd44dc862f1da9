import { messagesTo, unique, waitForMail } from "../helpers/mailbox";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect, test } from "./fixtures";

/*
 * The back-office's people and messages screens as a moderator sees them: a visitor
 * writes in English, the moderator finds the message unread, opens it (read), answers it by
 * e-mail (answered, the reply arrives in English), finds the newsletter list's export kept for a
 * sign-in with two factors, and looks up an account (read only: roles and access are for admins).
 * Every page is axe-checked.
 */

test.describe("messages and people for a moderator", () => {
  // Several axe audits and the outbox's polling: more than the default budget.
  test.slow();

  test("(en) reads and answers a contact message, is sent to two-factor for the subscribers' export, looks up an account", async ({
    page,
    context,
    visit,
  }) => {
    const subject = unique("Group quote ");
    const email = `${unique("inbox")}@example.com`;
    await visit("/en/contact");
    const form = page.locator("form#contact-form");
    await form.getByLabel("Full name").fill("John Smith");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Hello,\nwhat is your price for 8 people?");
    await form.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

    const moderator = demoAccount("moderator");
    await signInThroughApi(context, moderator);
    await visit(`/en/admin/messages?status=unread&q=${encodeURIComponent(subject)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    const row = page.locator("[data-message]", { hasText: subject });
    await expect(row).toHaveAttribute("data-status", "unread");
    const link = row.getByRole("link", { name: `Read the message “${subject}” from John Smith` });
    await visit((await link.getAttribute("href")) ?? "");
    await expect(page.locator("dd[data-status]")).toHaveText("Read");
    await expect(page.getByText("what is your price for 8 people?")).toBeVisible();

    await page.getByLabel("Your reply").fill("Hello John,\nit is on the course page.");
    await page.getByRole("button", { name: "Send the reply" }).click();
    await expect(page.getByText("Reply sent", { exact: true })).toBeVisible();
    await expect(page.locator("dd[data-status]")).toHaveText("Answered");
    await expect(page.locator("[data-reply]")).toContainText("it is on the course page.");
    const [reply] = await waitForMail(() => messagesTo(email, (mail) => mail.subject === `Re: ${subject}`));
    expect(reply?.text).toContain("Hello John Smith,");
    expect(reply?.text).toContain("> what is your price for 8 people?");

    await visit("/en/admin/messages?status=answered");
    await expect(page.locator("[data-message]", { hasText: subject })).toHaveAttribute(
      "data-status",
      "answered",
    );

    // The subscribers' list, read; its export (personal data) needs a sign-in with two factors,
    // which this moderator has not: the page says how to get one, the file's address sends back.
    await visit("/en/admin/newsletter?status=confirmed");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export as CSV" })).toHaveCount(0);
    await expect(page.getByText("Exports need a two-step sign-in")).toBeVisible();
    await expect(page.getByRole("link", { name: "Turn on two-step verification" })).toHaveAttribute(
      "href",
      "/en/profile/two-factor",
    );
    const csv = await context.request.get("/en/admin/newsletter/export.csv?status=confirmed", {
      maxRedirects: 0,
    });
    expect(csv.status()).toBe(302);
    expect(csv.headers()["location"]).toBe("/en/admin/newsletter?status=confirmed#export-two-factor");

    await visit(`/en/admin/people?q=${encodeURIComponent(moderator.email)}`);
    const person = page.locator(`[data-person="${moderator.email}"]`);
    await expect(person).toBeVisible();
    await visit((await person.getByRole("link").getAttribute("href")) ?? "");
    await expect(page.locator("dd[data-role]")).toHaveText("Moderator");
    await expect(page.getByText("Only administrators change a role or disable an account.")).toBeVisible();
    await expect(page.locator("[data-event=sign_in_success]").first()).toBeVisible();
  });

  test("(fr) the lists in French", async ({ page, context, visit }) => {
    await signInThroughApi(context, demoAccount("moderator"));
    for (const [path, heading] of [
      ["/admin/people?sort=email&dir=asc", "Personnes"],
      ["/admin/messages", "Messages"],
      ["/admin/newsletter?status=confirmed", "Abonnés à la lettre d'information"],
    ] as const) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});
