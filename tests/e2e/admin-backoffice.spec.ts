import { codeAt, currentStep } from "../helpers/totp-codes";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect, test } from "./fixtures";

/*
 * The back-office (issue 11) for an admin signed in with two factors: the dashboard, the audit
 * log, the registrations and one registration's page, in both languages, axe-clean (visit). It sets up two-factor on the shared demo
 * admin, so it is tagged @demo-admin (run after every other journey) and turns it off again.
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
    pageOf: "Page 1 sur 1",
    registrations: "/admin/registrations",
    registrationsHeading: "Inscriptions",
    transferHeading: "Enregistrer un virement reçu",
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
    pageOf: "Page 1 of 1",
    registrations: "/en/admin/registrations",
    registrationsHeading: "Registrations",
    transferHeading: "Record a bank transfer received",
  },
};

test("an admin with two-factor sees the dashboard and the audit log, in French and English @demo-admin", async ({
  page,
  visit,
}) => {
  test.slow();
  const admin = demoAccount("admin");
  await signInThroughApi(page.context(), admin);
  // Sent to enrol first (the guard), then set up with a code computed from the page's key.
  await visit(`/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Mot de passe actuel").fill(admin.password);
  await page.getByRole("button", { name: "Continuer" }).click();
  const key = (await page.locator("#two-factor-key").textContent()) ?? "";
  const step = currentStep();
  await page.getByLabel("Code à 6 chiffres").fill(await codeAt(key, step));
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Validation en deux étapes activée" })).toBeVisible();

  try {
    for (const lang of ["fr", "en"] as const) {
      const text = pages[lang];
      await visit(text.dashboard);
      await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
      for (const name of [text.counters, text.sessions, text.latest])
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(page.locator("[data-counter=users]")).toHaveText(/^\d/);

      await visit(`${text.audit}?action=registration_mark_paid&page=1`);
      await expect(page.getByRole("heading", { level: 1, name: text.auditHeading })).toBeVisible();
      await expect(page.getByRole("button", { name: text.apply })).toBeVisible();
      await expect(page.getByText(text.pageOf)).toBeVisible();

      await visit(`${text.registrations}?status=confirmed`);
      await expect(page.getByRole("heading", { level: 1, name: text.registrationsHeading })).toBeVisible();
      // The demo data's first registration, when there is one: its page and the transfer form.
      const first = page.locator("[data-registration] a").first();
      if ((await first.count()) > 0) {
        await visit((await first.getAttribute("href")) ?? "");
        await expect(page.getByRole("heading", { level: 2, name: text.transferHeading })).toBeVisible();
      }
    }
  } finally {
    // Left as found: two-factor off again, with the next time step's code.
    await visit("/profile/two-factor");
    const withCode = page
      .locator("form")
      .filter({ has: page.locator("input[name=intent][value=disable-code]") });
    await withCode.getByLabel("Code à 6 chiffres").fill(await codeAt(key, step + 1));
    await withCode.getByRole("button", { name: "Désactiver" }).click();
    await expect(page.getByText("Aucun code ne vous sera plus demandé à la connexion.")).toBeVisible();
  }
});
