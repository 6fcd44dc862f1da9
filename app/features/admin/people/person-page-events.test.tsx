import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { PersonPage, type PersonPageData } from "./person-page";

/* An account's page as the server renders it: the security events' line says the right thing for 0, 1 or more. */

function render(path: string, data: PersonPageData) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => <PersonPage data={data} refused={null} /> }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

const event = (id: number) => ({
  id,
  at: "2026-03-10T09:00:00.000Z",
  when: "10 mars 2026 09:00",
  type: "sign_in_success",
  ipAddress: "203.0.113.10",
});

const person = (events: number): PersonPageData => ({
  found: true,
  id: "u1",
  name: "Awa Diallo",
  email: "awa@example.com",
  phone: null,
  company: null,
  role: "user",
  twoFactor: false,
  created: "1 mars 2026",
  disabledSince: null,
  isSelf: false,
  registrations: [],
  events: Array.from({ length: events }, (_, index) => event(index + 1)),
  manage: null,
});

describe("an account's security events", () => {
  it.each([
    ["/admin/people/u1", 0, null, "Aucun événement."],
    ["/admin/people/u1", 1, "Le dernier (heure de Conakry).", null],
    ["/admin/people/u1", 3, "Les 3 derniers, du plus récent au plus ancien (heure de Conakry).", null],
    ["/en/admin/people/u1", 0, null, "No events."],
    ["/en/admin/people/u1", 1, "The latest one (Conakry time).", null],
  ])("%s with %i events: %s", (path, count, intro, empty) => {
    const html = render(path, person(count));
    expect(html).not.toMatch(/Les 0 |The latest 0|Les 1 derniers/);
    if (intro) expect(html).toContain(`>${intro}<`);
    if (empty) expect(html).toContain(`>${empty}<`);
    expect((html.match(/data-event=/g) ?? []).length).toBe(count);
  });
});
