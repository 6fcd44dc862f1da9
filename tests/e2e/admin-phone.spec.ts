import type { Page } from "@playwright/test";
import { unique } from "../helpers/mailbox";
import { expect, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * The back-office on a 390 px phone, as an administrator signed in with two factors (one of its
 * own, tests/e2e/staff-accounts.ts): every list
 * and every form fits the screen (a wide table scrolls inside its own region, the page never
 * scrolls sideways) and no page breaks the Content Security Policy (style-src 'self': no inline
 * style attribute). Each page is axe-checked and its links followed (visit).
 */

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 } });

/** Violations the page reported, as the browser saw them, since it was loaded. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** The address of the first link of `selector` on `path`'s page (a row of a list). */
async function firstLink(page: Page, visit: (path: string) => Promise<void>, path: string, selector: string) {
  await visit(path);
  const link = page.locator(selector).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href")) ?? "";
}

test("every list and form of the back-office fits a 390 px phone, with no CSP violation", async ({
  page: visitor,
  visit: visitorVisit,
}) => {
  // Some twenty pages, each audited with axe, plus setting up an administrator.
  test.slow();
  // A contact message of its own, so that a message's page is there to open.
  const subject = unique("Téléphone ");
  await visitorVisit("/contact");
  const contact = visitor.locator("form#contact-form");
  await contact.getByLabel("Nom complet").fill("Awa Camara");
  await contact.getByLabel("Adresse e-mail").fill(`${unique("phone")}@example.com`);
  await contact.getByLabel("Sujet").fill(subject);
  await contact.getByLabel("Message").fill("Bonjour, avez-vous une session en mai ?");
  await contact.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(visitor.getByText("Merci ! Votre message a bien été envoyé.")).toBeVisible();

  const staff = await newAdmin(visitor, "fr", "Kadiatou Sylla");
  const { page, visit } = staff;
  try {
    expect(page.viewportSize()?.width, "the administrator's browser is a phone's").toBe(WIDTH);
    // The browser tells the page of each refused inline style or script; the console too.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      );
    });
    const consoleViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });

    const pages = [
      "/admin",
      "/admin/audit",
      "/admin/sessions",
      "/admin/sessions/new",
      await firstLink(page, visit, "/admin/sessions?when=upcoming&sort=fill&dir=desc", "[data-session] a"),
      // The demo remote session's attendance: its demo users are confirmed there.
      "/admin/sessions/15/attendance",
      "/admin/registrations",
      await firstLink(page, visit, "/admin/registrations", "[data-registration] a"),
      "/admin/people",
      await firstLink(page, visit, "/admin/people?q=user%40demo.example.com", "[data-person] a"),
      "/admin/messages",
      await firstLink(page, visit, `/admin/messages?q=${encodeURIComponent(subject)}`, "[data-message] a"),
      "/admin/newsletter",
      "/admin/courses",
      "/admin/courses/new",
      "/admin/courses/101",
      "/admin/trainers",
      "/admin/trainers/new",
      await firstLink(page, visit, "/admin/trainers", "tbody a"),
      "/admin/news",
      "/admin/news/new",
      await firstLink(page, visit, "/admin/news", "[data-post] a"),
      "/admin/companies",
      "/admin/companies/new",
      "/admin/settings",
      "/admin/quality",
      "/admin/quality?by=trainer",
      "/en/admin/quality?by=session",
      "/en/admin",
      "/en/admin/registrations",
    ];
    const tooWide: string[] = [];
    const refused: string[] = [];
    for (const path of pages) {
      await visit(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) tooWide.push(`${path}: ${width} px`);
      refused.push(...(await cspViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    expect(tooWide, "pages wider than the phone").toEqual([]);
    expect(refused, "CSP violations reported to the pages").toEqual([]);
    expect(consoleViolations, "CSP violations in the console").toEqual([]);
  } finally {
    await staff.context.close();
  }
});
