import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { AuditPage, type AuditPageData } from "./audit-page";

/* The audit log as the server renders it: entries named, linked, and labelled in the page's language. */

function render(path: string, element: React.ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

const row = (
  id: number,
  action: string,
  entityType: string,
  subject: AuditPageData["rows"][number]["subject"],
): AuditPageData["rows"][number] => ({
  id,
  at: "2027-03-10T09:00:00.000Z",
  when: "10 mars 2027 09:00",
  actorEmail: "alice@example.com",
  actorName: "Alice Camara",
  action,
  entityType,
  entityId: "sQfyRandomId42",
  subject,
  before: null,
  after: null,
});

const data = (prefix: string): AuditPageData => ({
  rows: [
    row(1, "user_role_change", "user", {
      text: "Fanta Condé",
      detail: "fanta@example.com",
      href: `${prefix}/admin/people/sQfyRandomId42`,
    }),
    row(2, "registration_refund", "registration", { text: "Ibrahima Sylla", detail: null, href: null }),
  ],
  total: 2,
  previous: null,
  next: null,
  filters: { action: null, actor: null },
  choices: { actions: [], actors: [] },
});

describe("the audit log's page", () => {
  it.each([
    ["", "Utilisateur", "Remboursement effectué par l'équipe"],
    ["/en", "User", "Refund made by staff"],
  ])("%s: who and what by name, linked, a staff refund labelled as such", (prefix, entity, refund) => {
    const html = render(`${prefix}/admin/audit`, <AuditPage {...data(prefix)} />);
    expect(html).not.toContain("#sQfy");
    expect(html).toContain(`href="${prefix}/admin/people/sQfyRandomId42"`);
    expect(html).toMatch(/>Fanta Condé<\/a>/);
    expect(html).toContain("fanta@example.com");
    expect(html).toContain(entity);
    expect(html).toContain("Alice Camara");
    expect(html).toContain("alice@example.com");
    expect(html.replaceAll("&#x27;", "'")).toContain(refund);
    expect(html).not.toMatch(/Remboursement demandé|Refund requested/);
  });
});
