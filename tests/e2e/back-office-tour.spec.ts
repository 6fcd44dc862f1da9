import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { newAdmin, type Staff } from "./staff-accounts";

/*
 * The back-office's screens as an admin signed in with two factors sees them, one test per
 * screen, each with an administrator of its own (tests/e2e/staff-accounts.ts), so that they
 * run beside every other journey: in both languages and both themes (French in the light one,
 * English in the dark one), axe-clean and their links working (visit). Read only: what the
 * forms do is checked by the journeys that submit them (back-office-*.spec.ts).
 */

const pages = {
  fr: {
    dashboard: "/admin",
    audit: "/admin/audit",
    heading: "Administration",
    counters: "Chiffres clés",
    sessions: "Prochaines sessions",
    latest: "Dernières modifications",
    auditHeading: "Journal d'audit",
    apply: "Appliquer les filtres",
    auditTotal: /^\d[\d\s]* entrées?$/,
    registrations: "/admin/registrations",
    registrationsHeading: "Inscriptions",
    sessionsList: "/admin/sessions",
    sessionsHeading: "Sessions",
    newSession: "/admin/sessions/new",
    newSessionHeading: "Planifier une session",
    sessionRegistrations: "Inscriptions",
    sessionWaitlist: "Liste d'attente",
    people: "/admin/people",
    roleHeading: "Changer le rôle",
    disable: "Désactiver le compte",
    disableConfirm: "Oui, désactiver le compte",
    messages: "/admin/messages",
    messagesHeading: "Messages",
    newsletter: "/admin/newsletter",
    newsletterHeading: "Abonnés à la lettre d'information",
    transferHeading: "Enregistrer un paiement reçu",
    moveHeading: "Changer de session",
    exportCsv: "Exporter en CSV",
    sortByName: "Personne",
    news: "/admin/news",
    newsHeading: "Actualités",
    settings: "/admin/settings",
    settingsHeading: "Paramètres",
    phone: "Téléphone de contact",
  },
  en: {
    dashboard: "/en/admin",
    audit: "/en/admin/audit",
    heading: "Administration",
    counters: "Key figures",
    sessions: "Next sessions",
    latest: "Latest changes",
    auditHeading: "Audit log",
    apply: "Apply filters",
    auditTotal: /^\d[\d\s]* entr(y|ies)$/,
    registrations: "/en/admin/registrations",
    registrationsHeading: "Registrations",
    sessionsList: "/en/admin/sessions",
    sessionsHeading: "Sessions",
    newSession: "/en/admin/sessions/new",
    newSessionHeading: "Schedule a session",
    sessionRegistrations: "Registrations",
    sessionWaitlist: "Waiting list",
    people: "/en/admin/people",
    roleHeading: "Change the role",
    disable: "Disable the account",
    disableConfirm: "Yes, disable the account",
    messages: "/en/admin/messages",
    messagesHeading: "Messages",
    newsletter: "/en/admin/newsletter",
    newsletterHeading: "Newsletter subscribers",
    transferHeading: "Record a payment received",
    moveHeading: "Move to another session",
    exportCsv: "Export as CSV",
    sortByName: "Person",
    news: "/en/admin/news",
    newsHeading: "News",
    settings: "/en/admin/settings",
    settingsHeading: "Settings",
    phone: "Contact phone",
  },
};

type Text = (typeof pages)["fr"];

/**
 * `screen` in French (light theme) then English (dark theme), as a new administrator; the
 * administrator's browser is closed at the end.
 */
function tour(title: string, screen: (page: Page, visit: Staff["visit"], text: Text) => Promise<void>) {
  test(title, async ({ page }) => {
    // Setting up the administrator, then each page twice with its axe audit.
    test.slow();
    const staff = await newAdmin(page, "fr", "Mariama Touré");
    try {
      for (const lang of ["fr", "en"] as const) {
        await staff.page.emulateMedia({ colorScheme: lang === "fr" ? "light" : "dark" });
        await screen(staff.page, staff.visit, pages[lang]);
      }
    } finally {
      await staff.context.close();
    }
  });
}

tour("the dashboard and the audit log", async (page, visit, text) => {
  await visit(text.dashboard);
  await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
  for (const name of [text.counters, text.sessions, text.latest])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.locator("[data-counter=users]")).toHaveText(/^\d/);

  // A hand-edited page number or cursor is no error: the first page of the filtered log.
  await visit(`${text.audit}?action=registration_mark_paid&page=1&after=x`);
  await expect(page.getByRole("heading", { level: 1, name: text.auditHeading })).toBeVisible();
  await expect(page.getByRole("button", { name: text.apply })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: text.auditTotal })).toBeVisible();
});

tour(
  "the registrations: the list's filters, export and sorting, a registration's page",
  async (page, visit, text) => {
    // The demo data's attendees only: the registrations other journeys make change meanwhile.
    await visit(`${text.registrations}?status=confirmed&q=demo.attendee`);
    await expect(page.getByRole("heading", { level: 1, name: text.registrationsHeading })).toBeVisible();
    // The CSV link keeps the filters; a sortable header sorts on the server and says so.
    await expect(page.getByRole("link", { name: text.exportCsv })).toHaveAttribute(
      "href",
      /export\.csv\?status=confirmed/,
    );
    // The column header's link ("Personne (trier…)"), not the nav's "Personnes".
    const byName = page.getByRole("link", { name: new RegExp(`^${text.sortByName}\\b`) });
    await byName.click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page.locator("th[aria-sort=ascending]")).toHaveCount(1);
    // The demo data's first registration: its page and the transfer form.
    const first = page.locator("[data-registration] a").first();
    await visit((await first.getAttribute("href")) ?? "");
    await expect(page.getByRole("heading", { level: 2, name: text.transferHeading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text.moveHeading })).toBeVisible();
  },
);

tour(
  "the sessions: the list, the new session's form, the fullest session's page",
  async (page, visit, text) => {
    await visit(`${text.sessionsList}?when=upcoming&sort=fill&dir=desc`);
    await expect(page.getByRole("heading", { level: 1, name: text.sessionsHeading })).toBeVisible();
    // The fullest upcoming session of the demo data: its registrations and waiting list.
    const session = (await page.locator("[data-session] a").first().getAttribute("href")) ?? "";
    await visit(text.newSession);
    await expect(page.getByRole("heading", { level: 1, name: text.newSessionHeading })).toBeVisible();
    await visit(session);
    for (const name of [text.sessionRegistrations, text.sessionWaitlist])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  },
);

tour(
  "the people: an account's page with the admin's forms, a confirmation open",
  async (page, visit, text) => {
    // The demo user's page, read only: the forms are submitted on accounts of their own
    // (back-office-forms.spec.ts).
    await visit(`${text.people}?q=user%40demo.example.com`);
    const person = page.locator('[data-person="user@demo.example.com"] a');
    await visit((await person.getAttribute("href")) ?? "");
    await expect(page.getByRole("heading", { level: 2, name: text.roleHeading })).toBeVisible();
    await page.getByText(text.disable, { exact: true }).click();
    await expect(page.getByRole("button", { name: text.disableConfirm })).toBeVisible();
    await expectAccessible(page, `${text.people} with the confirmation open`);
  },
);

tour("the messages and the newsletter's subscribers", async (page, visit, text) => {
  await visit(text.messages);
  await expect(page.getByRole("heading", { level: 1, name: text.messagesHeading })).toBeVisible();
  await visit(text.newsletter);
  await expect(page.getByRole("heading", { level: 1, name: text.newsletterHeading })).toBeVisible();
});

tour("the news: the list, then the seed's post in its form", async (page, visit, text) => {
  await visit(text.news);
  await expect(page.getByRole("heading", { level: 1, name: text.newsHeading })).toBeVisible();
  // French and English side by side. The news journey dates its post earlier: the seed's stays first.
  await visit(
    (await page.locator('[data-post="formation-internationale-hsst-2025"] a').getAttribute("href")) ?? "",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hygiène, santé et sécurité/);
});

tour("the settings", async (page, visit, text) => {
  await visit(text.settings);
  await expect(page.getByRole("heading", { level: 1, name: text.settingsHeading })).toBeVisible();
  await expect(page.getByLabel(text.phone)).toHaveValue(/^\+224/);
});
